import type { Locale } from '@stock/contracts';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { BANK_DETAILS_WORDS, type BankDetailsAction } from './bank-details-mail-words';

/** Tells the owner whenever their payout account changes, so that a change they did not make does not go unnoticed. */
export async function mailBankDetailsChanged(
  config: Config,
  to: { email: string; locale: Locale },
  action: BankDetailsAction,
  details: { bankName: string; accountMasked: string },
): Promise<void> {
  await sendLocalizedMail(config, to.email, to.locale, BANK_DETAILS_WORDS, {
    action,
    brand: config.site.brand,
    contact: config.site.contactEmail,
    ...details,
  });
}
