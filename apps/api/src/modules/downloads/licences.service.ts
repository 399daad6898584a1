import { type Language, LICENCES_PAGE_LIMIT, type Licence, type LicenceHistoryQuery, type LicenceReferencesBody } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import type { AppDeps } from '../../app-deps';
import { csvDocument } from '../../http/csv';
import { notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { renderPdf } from '../billing/pdf-document';
import { resolvePlanHolder } from '../billing/plan-holder';
import { formatLabelIn } from '../catalogue/format-words';
import { publicMediaUrl } from '../catalogue/media-urls';
import { LICENCE_MESSAGES } from '../licensing/licence-messages';
import { licenceSourceIn } from '../plans/licence-source-words';
import { tierNameIn, tierWordsIn } from '../plans/licence-tier-words';
import { licenceTier, SELLER } from '../plans/plans-config';
import { allLicences, findLicenceForHolder, type LicenceReferences, listLicences, updateLicenceReferences } from './licences.repo';

export const CERTIFICATE_PATH = '/api/buyer/licence/certificate';
export const licenceNumber = (id: number) => `LIC-${String(id).padStart(8, '0')}`;

/** The licence history: the holder's licences (a team's, with the member who licensed each), newest first. */
export async function buyerLicences(
  deps: AppDeps,
  user: SessionUser,
  request: LicenceHistoryQuery,
  language: Language,
): Promise<Outcome<{ results: Licence[]; totalCount: number; total_pages: number; page_no: number; limit: number }>> {
  const window = pageWindow(request, LICENCES_PAGE_LIMIT);
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const { rows, total } = await listLicences(deps.db, holderId, window, { reference: request.reference });
  const results: Licence[] = rows.map((row) => ({
    licence_id: row.id,
    licence_number: licenceNumber(row.id),
    media_id: row.file_id,
    title: row.title,
    type: row.type,
    thumbnail_url: row.thumb_key ? publicMediaUrl(row.thumb_key) : null,
    media_format_id: row.media_format_id,
    format_label: formatLabelIn(row.format_label, language),
    width: row.width,
    height: row.height,
    plan_name: licenceSourceIn(row.plan_name, language),
    value_cents: row.value_cents,
    tier: row.tier,
    tier_name: tierNameIn(licenceTier(row.tier), language),
    upgraded_at: row.upgraded_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    client_name: row.client_name,
    project: row.project,
    po_number: row.po_number,
    downloaded_by: row.buyer_name,
    licensed_at: row.created_at.toISOString(),
    certificate_url: `${CERTIFICATE_PATH}?licence_id=${row.id}`,
  }));
  return { data: paged(results, total, window), message: 'OK' };
}

const CSV_HEADER: string[] = [
  'Licence',
  'Date (UTC)',
  'File ID',
  'File',
  'Format',
  'Tier',
  'Obtained with',
  'Client',
  'Project',
  'PO number',
  'Downloaded by',
];

/** The licence history as a CSV file, for the buyer's own records; the same filter as the page. */
export async function licencesCsv(deps: AppDeps, user: SessionUser, reference: string | undefined): Promise<string> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const rows = await allLicences(deps.db, holderId, { reference });
  return csvDocument([
    CSV_HEADER,
    ...rows.map((row) => [
      licenceNumber(row.id),
      row.created_at.toISOString(),
      String(row.file_id),
      row.title,
      `${row.format_label} (${row.width} x ${row.height})`,
      licenceTier(row.tier).name,
      row.plan_name,
      row.client_name ?? '',
      row.project ?? '',
      row.po_number ?? '',
      row.buyer_name,
    ]),
  ]);
}

/** Blank text clears a reference; what is kept is trimmed. */
const referenceValue = (value: string | null) => (value?.trim() ? value.trim() : null);

export async function saveLicenceReferences(
  deps: AppDeps,
  user: SessionUser,
  body: LicenceReferencesBody,
): Promise<Outcome<LicenceReferences>> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const references: LicenceReferences = {
    client_name: referenceValue(body.client_name),
    project: referenceValue(body.project),
    po_number: referenceValue(body.po_number),
  };
  if (!(await updateLicenceReferences(deps.db, holderId, body.licence_id, references))) throw notFound(LICENCE_MESSAGES.noLicence);
  return { data: references, message: LICENCE_MESSAGES.referencesSaved };
}

/**
 * The licence certificate: who may use which file, in which size, since when, under which tier and its rights, from
 * whom, and the buyer's own references. pdfkit draws text as given, so user text lands literally.
 */
export async function licenceCertificate(deps: AppDeps, user: SessionUser, licenceId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const licence = await findLicenceForHolder(deps.db, holderId, licenceId);
  if (!licence) throw notFound(LICENCE_MESSAGES.noLicence);
  const number = licenceNumber(licence.id);
  const tier = licenceTier(licence.tier);
  const pdf = await renderPdf(`Licence certificate ${number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('Licence certificate');
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    const fact = (label: string, value: string) => {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    };
    fact('Licence number', number);
    fact('Date', licence.created_at.toISOString().slice(0, 10));
    if (licence.revoked_at)
      fact('Revoked', `on ${licence.revoked_at.toISOString().slice(0, 10)}, when its order was refunded: it grants no rights since then`);
    fact('Licensee', `${licence.holder_name} <${licence.holder_email}>`);
    if (licence.buyer_user_id !== licence.account_user_id) fact('Downloaded by', `${licence.buyer_name} <${licence.buyer_email}>`);
    fact('File', `${licence.title} (${licence.type === 'VIDEO' ? 'video' : 'image'} #${licence.file_id})`);
    fact('Format', `${licence.format_label}, ${licence.width} x ${licence.height} px`);
    fact('Contributor', licence.contributor_name);
    fact('Obtained with', `${licence.plan_name}${licence.value_cents > 0 ? ` (value ${formatMoney(licence.value_cents)})` : ''}`);
    fact('Licence', `${tier.name}: ${tier.summary}`);
    if (licence.upgraded_at) fact('Upgraded', `to the ${tier.name} on ${licence.upgraded_at.toISOString().slice(0, 10)}`);
    for (const right of tierWordsIn(tier, 'en').rights) fact(right.label, right.value);
    fact('Indemnity', `up to ${formatMoney(tier.indemnityCents)}`);
    if (licence.client_name) fact('Client', licence.client_name);
    if (licence.project) fact('Project', licence.project);
    if (licence.po_number) fact('PO number', licence.po_number);
    doc.moveDown();
    doc.text(`Issued by ${SELLER.name}, ${SELLER.address.join(', ')}.`);
  });
  return { fileName: `${number}.pdf`, pdf };
}
