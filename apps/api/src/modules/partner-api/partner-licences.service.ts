import type { PagedPartnerLicences, PartnerDownloadData, PartnerLicenceQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import type { Outcome } from '../auth/auth.service';
import { resolvePlanHolder } from '../billing/plan-holder';
import { getFileDetail } from '../catalogue/files.service';
import type { ApiKeyRow } from '../developer/api-keys.repo';
import { downloadFileName } from '../downloads/download.service';
import { findLicenceForHolder, listLicences } from '../downloads/licences.repo';
import { signDownloadUrl } from '../downloads/signed-download-url';
import { parseLicenceNumber, presentLicence, presentSandboxLicence } from './partner-licence-presenter';
import { findSandboxLicence, listSandboxLicences } from './partner-licences.repo';
import { PARTNER_MESSAGES } from './partner-messages';

/** The key's licences, newest first: a live key sees the account's licence history, a sandbox key its test licences. */
export async function partnerLicences(deps: AppDeps, key: ApiKeyRow, query: PartnerLicenceQuery): Promise<Outcome<PagedPartnerLicences>> {
  const window = pageWindow(query, 20);
  if (key.sandbox) {
    const { rows, total } = await listSandboxLicences(deps.db, key.user_id, query.client, window);
    return { data: paged(rows.map(presentSandboxLicence), total, window), message: 'OK' };
  }
  const holderId = await resolvePlanHolder(deps.db, key.user_id);
  const { rows, total } = await listLicences(deps.db, holderId, window, { reference: query.client });
  return { data: paged(rows.map(presentLicence), total, window), message: 'OK' };
}

const absolute = (deps: AppDeps, url: string) => (url.startsWith('/') ? `${deps.config.publicUrl}${url}` : url);

/**
 * Where to download a licence. A live key gets a signed URL of the licensed file that lives minutes, as on the web; a
 * sandbox key gets the public watermarked preview of its test licence, and never the file itself.
 */
export async function partnerDownload(deps: AppDeps, key: ApiKeyRow, licenceNumber: string): Promise<Outcome<PartnerDownloadData>> {
  const wanted = parseLicenceNumber(licenceNumber);
  if (key.sandbox !== wanted.sandbox) {
    throw new HttpError(403, key.sandbox ? PARTNER_MESSAGES.sandboxOriginal : PARTNER_MESSAGES.liveSandboxLicence);
  }
  if (wanted.sandbox) {
    const licence = await findSandboxLicence(deps.db, key.user_id, wanted.id);
    if (!licence) throw notFound(PARTNER_MESSAGES.noLicence);
    const file = await getFileDetail(deps.db, licence.file_id);
    return {
      data: {
        url: absolute(deps, file.preview.jpeg),
        expires_at: null,
        watermarked: true,
        file_name: `${file.slug}-sandbox-preview.jpg`,
      },
      message: 'OK',
    };
  }
  const holderId = await resolvePlanHolder(deps.db, key.user_id);
  const licence = await findLicenceForHolder(deps.db, holderId, wanted.id);
  if (!licence) throw notFound(PARTNER_MESSAGES.noLicence);
  const expires = Math.floor(Date.now() / 1000) + deps.config.downloadUrlSeconds;
  const url = signDownloadUrl(
    { licenceId: licence.id, mediaFormatId: licence.media_format_id, expires },
    deps.config.secrets.SIGNING_SECRET,
  );
  return {
    data: {
      url: absolute(deps, url),
      expires_at: new Date(expires * 1000).toISOString(),
      watermarked: false,
      file_name: await downloadFileName(deps.db, licence),
    },
    message: 'OK',
  };
}
