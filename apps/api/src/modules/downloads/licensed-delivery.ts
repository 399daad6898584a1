import type { SignedDownloadQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { findDelivery } from './licences.repo';
import { licensedFileName, licensedMime, licensedRenderKey } from './licensed-file';
import { awaitLicensedRender, type DeliveryRow } from './licensed-render.service';
import { checkDownloadGrant } from './signed-download-url';

export type { DeliveryRow } from './licensed-render.service';

export const DELIVERY_MESSAGES = {
  forged: 'This download link is not valid.',
  expired: 'This download link has expired. Download the file again from its page; it will not use another download.',
  missing: 'This file is no longer available.',
  revoked: 'This licence was revoked when its order was refunded: the file is no longer delivered under it.',
} as const;

export interface Delivery {
  stream: NodeJS.ReadableStream;
  mime: string;
  bytes: number;
  fileName: string;
}

/**
 * Streams the licensed format a signed URL names. A smaller size not rendered yet is waited for (a worker renders it)
 * up to the configured time; after that the link answers 503 with Retry-After.
 */
export async function deliverLicensedFile(deps: AppDeps, query: SignedDownloadQuery): Promise<Delivery> {
  const grant = { licenceId: query.licence, mediaFormatId: query.format, expires: query.expires };
  const check = checkDownloadGrant(grant, query.signature, deps.config.secrets.SIGNING_SECRET);
  if (check !== 'valid') throw new HttpError(403, DELIVERY_MESSAGES[check]);
  const delivery = await findDelivery(deps.db, grant.licenceId, grant.mediaFormatId);
  if (!delivery) throw notFound(DELIVERY_MESSAGES.missing);
  // A link signed before the refund must not outlive the licence.
  if (delivery.revoked_at) throw new HttpError(403, DELIVERY_MESSAGES.revoked);
  await awaitLicensedRender(deps, delivery, renderDeadline(deps));
  const file = await storedLicensedFile(deps.storage, delivery);
  return { ...file, stream: deps.storage.createReadStream(file.key) };
}

/** When a request waiting for renders gives up. */
export const renderDeadline = (deps: Pick<AppDeps, 'config'>) => Date.now() + deps.config.jobs.licensedRenderWaitSeconds * 1000;

/** A licensed format that is in private storage: the original, or a size a worker rendered and kept. */
export async function storedLicensedFile(
  storage: Storage,
  delivery: DeliveryRow,
): Promise<{ key: string; mime: string; bytes: number; fileName: string }> {
  const isOriginal = delivery.format_name === 'original';
  const mime = licensedMime(delivery.type, delivery.format_name, delivery.original_mime);
  const key = isOriginal ? delivery.original_key : licensedRenderKey(delivery.file_id, delivery.type, delivery.format_name);
  const { bytes } = await storage.stat(key);
  return { key, mime, bytes, fileName: licensedFileName(delivery.slug, delivery.format_name, mime) };
}
