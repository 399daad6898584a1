import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SignedDownloadQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, notFound } from '../../http/http-error';
import { renderLicensedImage, renderLicensedVideo } from '../../media';
import { storageKeys } from '../../storage/storage-key';
import { extensionFor } from './download.service';
import { findDelivery } from './licences.repo';
import { checkDownloadGrant } from './signed-download-url';

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

/** Streams the licensed format a signed URL names. */
export async function deliverLicensedFile(deps: AppDeps, query: SignedDownloadQuery): Promise<Delivery> {
  const grant = { licenceId: query.licence, mediaFormatId: query.format, expires: query.expires };
  const check = checkDownloadGrant(grant, query.signature, deps.config.secrets.SIGNING_SECRET);
  if (check !== 'valid') throw new HttpError(403, DELIVERY_MESSAGES[check]);
  const delivery = await findDelivery(deps.db, grant.licenceId, grant.mediaFormatId);
  if (!delivery) throw notFound(DELIVERY_MESSAGES.missing);
  // A link signed before the refund must not outlive the licence.
  if (delivery.revoked_at) throw new HttpError(403, DELIVERY_MESSAGES.revoked);
  const file = await prepareLicensedFile(deps, delivery);
  return { ...file, stream: deps.storage.createReadStream(file.key) };
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/**
 * A licensed format in private storage, ready to stream. The original is there already; a smaller size is rendered
 * from it on first request and kept for the next buyer of that size.
 */
export async function prepareLicensedFile(
  { storage }: Pick<AppDeps, 'storage'>,
  delivery: DeliveryRow,
): Promise<{ key: string; mime: string; bytes: number; fileName: string }> {
  const isOriginal = delivery.format_name === 'original';
  const mime = isOriginal ? delivery.original_mime : delivery.type === 'VIDEO' ? 'video/mp4' : 'image/jpeg';
  const key = isOriginal ? delivery.original_key : storageKeys.licensed(delivery.file_id, delivery.format_name, extensionFor(mime));
  if (!isOriginal && !(await storage.exists(key))) {
    const originalPath = await storage.localPath(delivery.original_key);
    const size = { width: delivery.width, height: delivery.height };
    if (delivery.type === 'IMAGE') {
      await storage.put(key, await renderLicensedImage(originalPath, size), mime);
    } else {
      const workDir = await mkdtemp(path.join(os.tmpdir(), 'licensed-video-'));
      try {
        const output = path.join(workDir, 'licensed.mp4');
        await renderLicensedVideo(originalPath, output, size);
        await storage.putFile(key, output, mime);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    }
  }
  const { bytes } = await storage.stat(key);
  return { key, mime, bytes, fileName: `${delivery.slug}-${delivery.format_name}.${extensionFor(mime)}` };
}
