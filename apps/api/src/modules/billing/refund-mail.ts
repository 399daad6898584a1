import type { Locale } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { mailMoney } from '../../mail/mail-format';
import { REFUND_WORDS } from './refund-mail-words';
import type { RefundRow } from './refunds.repo';

/** Tells the buyer what was refunded, why, and where the credit note is. */
export async function mailRefund(
  config: Config,
  to: { email: string; name: string; locale: Locale },
  refund: RefundRow,
  invoiceNumber: string,
) {
  await sendLocalizedMail(config, to.email, to.locale, REFUND_WORDS, {
    name: to.name,
    amount: mailMoney(refund.amount_cents, refund.currency, to.locale),
    invoice: invoiceNumber,
    order: refund.order_id,
    reason: refund.reason,
    creditNote: refund.credit_note_number,
    url: `${config.publicUrl}${PAGES.billing.build()}`,
  });
}
