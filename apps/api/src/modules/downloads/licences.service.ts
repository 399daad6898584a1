import {
  type Language,
  LICENCES_PAGE_LIMIT,
  type Licence,
  type LicenceHistoryQuery,
  type LicenceReferencesBody,
  type Locale,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { csvDocument } from '../../http/csv';
import { notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { resolvePlanHolder } from '../billing/plan-holder';
import { formatLabelIn } from '../catalogue/format-words';
import { publicMediaUrl } from '../catalogue/media-urls';
import { LICENCE_MESSAGES } from '../licensing/licence-messages';
import { licenceSourceIn } from '../plans/licence-source-words';
import { tierNameIn } from '../plans/licence-tier-words';
import { licenceTier } from '../plans/plans-config';
import { licenceCertificatePdf } from './licence-certificate-pdf';
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

/** The licence certificate of one of the holder's licences, as a PDF in `locale` (the reader's, see readerLocaleOfUser). */
export async function licenceCertificate(
  deps: AppDeps,
  user: SessionUser,
  licenceId: number,
  locale: Locale,
): Promise<{ fileName: string; pdf: Buffer }> {
  const holderId = await resolvePlanHolder(deps.db, user.id);
  const licence = await findLicenceForHolder(deps.db, holderId, licenceId);
  if (!licence) throw notFound(LICENCE_MESSAGES.noLicence);
  const number = licenceNumber(licence.id);
  return { fileName: `${number}.pdf`, pdf: await licenceCertificatePdf(licence, number, locale) };
}
