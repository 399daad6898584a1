import type { Locale, RejectionReason } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { APPROVED_WORDS, REJECTED_WORDS } from './review-mail-words';

type Contributor = { email: string; name: string; locale: Locale };

export async function mailApproved(config: Config, to: Contributor, file: { id: number; title: string }) {
  const url = `${config.publicUrl}${PAGES.file.build({ media_id: file.id })}`;
  await sendLocalizedMail(config, to.email, to.locale, APPROVED_WORDS, { name: to.name, title: file.title, brand: config.site.brand, url });
}

export async function mailRejected(
  config: Config,
  to: Contributor,
  file: { id: number; title: string },
  reasons: RejectionReason[],
  note: string,
) {
  const url = `${config.publicUrl}${PAGES.contributorFile.build(file.id)}`;
  await sendLocalizedMail(config, to.email, to.locale, REJECTED_WORDS, { name: to.name, title: file.title, url, reasons, note });
}
