import { LICENCES_PAGE_LIMIT, type Licence } from '@stock/contracts';
import { formatMoney } from '@stock/contracts/values';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/http-error';
import { type PageRequest, paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { renderPdf } from '../billing/pdf-document';
import { publicMediaUrl } from '../catalogue/media-urls';
import { SELLER } from '../plans/plans-config';
import { findLicenceForBuyer, listLicences } from './licences.repo';

export const CERTIFICATE_PATH = '/api/buyer/licence/certificate';

export const licenceNumber = (id: number) => `LIC-${String(id).padStart(8, '0')}`;

export async function buyerLicences(
  deps: AppDeps,
  user: SessionUser,
  request: PageRequest,
): Promise<Outcome<{ results: Licence[]; totalCount: number; total_pages: number; page_no: number; limit: number }>> {
  const window = pageWindow(request, LICENCES_PAGE_LIMIT);
  const { rows, total } = await listLicences(deps.db, user.id, window);
  const results: Licence[] = rows.map((row) => ({
    licence_id: row.id,
    licence_number: licenceNumber(row.id),
    media_id: row.file_id,
    title: row.title,
    type: row.type,
    thumbnail_url: row.thumb_key ? publicMediaUrl(row.thumb_key) : null,
    media_format_id: row.media_format_id,
    format_label: row.format_label,
    width: row.width,
    height: row.height,
    plan_name: row.plan_name,
    value_cents: row.value_cents,
    licensed_at: row.created_at.toISOString(),
    certificate_url: `${CERTIFICATE_PATH}?licence_id=${row.id}`,
  }));
  return { data: paged(results, total, window), message: 'OK' };
}

/** The licence certificate: who may use which file, in which size, since when, under which licence, from whom. */
export async function licenceCertificate(deps: AppDeps, user: SessionUser, licenceId: number): Promise<{ fileName: string; pdf: Buffer }> {
  const licence = await findLicenceForBuyer(deps.db, user.id, licenceId);
  if (!licence) throw notFound('There is no such licence.');
  const number = licenceNumber(licence.id);
  const pdf = await renderPdf(`Licence certificate ${number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).text('Licence certificate');
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    const fact = (label: string, value: string) => {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    };
    fact('Licence number', number);
    fact('Date', licence.created_at.toISOString().slice(0, 10));
    fact('Licensee', `${licence.buyer_name} <${licence.buyer_email}>`);
    fact('File', `${licence.title} (${licence.type === 'VIDEO' ? 'video' : 'image'} #${licence.file_id})`);
    fact('Format', `${licence.format_label}, ${licence.width} x ${licence.height} px`);
    fact('Contributor', licence.contributor_name);
    fact('Obtained with', `${licence.plan_name}${licence.value_cents > 0 ? ` (value ${formatMoney(licence.value_cents)})` : ''}`);
    fact(
      'Licence',
      'Standard licence: perpetual, worldwide, non-exclusive use in print and digital media, including advertising; no resale of the file as it is.',
    );
    doc.moveDown();
    doc.text(`Issued by ${SELLER.name}, ${SELLER.address.join(', ')}.`);
  });
  return { fileName: `${number}.pdf`, pdf };
}
