import { CURRENCY, type Locale } from '@stock/contracts';
import { mailDate, mailMoney } from '../../mail/mail-format';
import { renderPdf, write } from '../billing/pdf-document';
import { formatLabelIn } from '../catalogue/format-words';
import { licenceSourceIn } from '../plans/licence-source-words';
import { tierWordsIn } from '../plans/licence-tier-words';
import { licenceTier, SELLER } from '../plans/plans-config';
import { CERTIFICATE_WORDS } from './licence-certificate-pdf-words';
import type { findLicenceForHolder } from './licences.repo';

export type CertifiedLicence = NonNullable<Awaited<ReturnType<typeof findLicenceForHolder>>>;

/**
 * The licence certificate in the reader's language: who may use which file, in which size, since when, under which
 * tier and its rights, from whom, and the buyer's own references. User text (names, titles, references) lands
 * literally, in whatever script it is written.
 */
export function licenceCertificatePdf(licence: CertifiedLicence, number: string, locale: Locale): Promise<Buffer> {
  const words = CERTIFICATE_WORDS[locale];
  const tier = licenceTier(licence.tier);
  const tierWords = tierWordsIn(tier, locale);
  const date = (value: Date) => mailDate(value, locale);
  const money = (cents: number) => mailMoney(cents, CURRENCY, locale);
  return renderPdf(`${words.title} ${number}`, locale, (doc) => {
    write(doc, words.title, { bold: true, size: 22 });
    doc.moveDown(0.5).fontSize(11);
    const fact = (label: string, value: string) => {
      write(doc, words.label(label), { bold: true, continued: true });
      write(doc, value);
    };
    fact(words.licenceNumber, number);
    fact(words.date, date(licence.created_at));
    if (licence.revoked_at) fact(words.revoked, words.revokedOn(date(licence.revoked_at)));
    fact(words.licensee, `${licence.holder_name} <${licence.holder_email}>`);
    if (licence.buyer_user_id !== licence.account_user_id) fact(words.downloadedBy, `${licence.buyer_name} <${licence.buyer_email}>`);
    fact(words.file, words.fileValue(licence.title, licence.type === 'VIDEO' ? 'video' : 'image', licence.file_id));
    fact(words.format, words.formatValue(formatLabelIn(licence.format_label, locale), licence.width, licence.height));
    fact(words.contributor, licence.contributor_name);
    fact(
      words.obtainedWith,
      words.obtainedValue(licenceSourceIn(licence.plan_name, locale), licence.value_cents > 0 ? money(licence.value_cents) : null),
    );
    fact(words.licence, words.tierValue(tierWords.name, tierWords.summary));
    if (licence.upgraded_at) fact(words.upgraded, words.upgradedValue(tierWords.name, date(licence.upgraded_at)));
    for (const right of tierWords.rights) fact(right.label, right.value);
    fact(words.indemnity, words.upTo(money(tier.indemnityCents)));
    if (licence.client_name) fact(words.client, licence.client_name);
    if (licence.project) fact(words.project, licence.project);
    if (licence.po_number) fact(words.poNumber, licence.po_number);
    doc.moveDown();
    write(doc, words.issuedBy(SELLER.name, SELLER.address.join(', ')));
  });
}
