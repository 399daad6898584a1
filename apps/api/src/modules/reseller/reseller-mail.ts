import type { Locale } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { APPROVED_WORDS, DECLINED_WORDS } from './reseller-mail-words';

type Applicant = { email: string; name: string; locale: Locale };

/** Tells an applicant their company is a reseller now, and where to create API keys. */
export async function mailResellerApproved(config: Config, to: Applicant, companyName: string) {
  const url = `${config.publicUrl}${PAGES.developer.build()}`;
  await sendLocalizedMail(config, to.email, to.locale, APPROVED_WORDS, {
    name: to.name,
    company: companyName,
    brand: config.site.brand,
    url,
  });
}

/** Tells an applicant why their application was declined; they may apply again. */
export async function mailResellerDeclined(config: Config, to: Applicant, companyName: string, reason: string) {
  const url = `${config.publicUrl}${PAGES.reseller.build()}`;
  await sendLocalizedMail(config, to.email, to.locale, DECLINED_WORDS, { name: to.name, company: companyName, reason, url });
}
