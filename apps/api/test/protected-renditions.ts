import { expect } from 'vitest';
import type { Db } from '../src/db/connection';
import { probeVideo, UNWATERMARKED_MAX_LONG_EDGE } from '../src/media';
import { sharp } from '../src/media/configured-sharp';
import { changedShareByCell, ffprobeJson, videoFrame } from '../src/media/media-test-inputs';
import { extractPosterFrame, posterTimeMs } from '../src/media/video-poster';
import type { Storage } from '../src/storage/storage';

/** Every public media URL anywhere in an API answer or page. */
export function mediaUrlsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.match(/\/media\/[A-Za-z0-9_./-]+/g) ?? [];
  if (Array.isArray(value)) return value.flatMap(mediaUrlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaUrlsIn);
  return [];
}

export interface Measured {
  url: string;
  width: number;
  height: number;
  /** The longest edge this file's renditions may have without a watermark: under 500 px and under every paid size. */
  limit: number;
  /** Whether a watermark covers every part of it; only measured above the limit. */
  watermarked?: boolean;
}

const storageKey = (url: string) => `public/${url.slice('/media/'.length)}`;

/**
 * The file a rendition belongs to, from its key (public/<thumbs|previews>/<media id>/...): its original, and the
 * longest edge free of the watermark that its paid sizes allow (every paid size must be strictly larger).
 */
async function originalOf(db: Db, storage: Storage, key: string) {
  const mediaId = Number(key.split('/')[2]);
  const row = await db
    .selectFrom('media_originals as o')
    .innerJoin('media_files as f', 'f.id', 'o.media_id')
    .select(['o.storage_key', 'f.type'])
    .where('o.media_id', '=', mediaId)
    .executeTakeFirstOrThrow();
  const paid = await db.selectFrom('media_formats').select(['width', 'height']).where('media_id', '=', mediaId).execute();
  const smallestPaid = Math.min(...paid.map((size) => Math.max(size.width, size.height)));
  // The original is read only to compare a rendition over the limit with it: one within needs nothing.
  return { path: () => storage.localPath(row.storage_key), type: row.type, limit: Math.min(UNWATERMARKED_MAX_LONG_EDGE, smallestPaid - 1) };
}

/**
 * The same picture as the rendition, without any mark: the original resized, or for a video the poster frame the
 * pipeline takes, resized. Compared cell by cell as the pipeline's own tests do.
 */
async function unmarked(original: { path: () => Promise<string>; type: string }, width: number, height: number): Promise<Buffer> {
  const file = await original.path();
  if (original.type === 'IMAGE') {
    return sharp(file).autoOrient().resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  }
  const video = await probeVideo(file);
  const frame = await extractPosterFrame(file, video, posterTimeMs(video.durationMs));
  return sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: frame.channels } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
}

/** Reads the file behind a public URL from storage and measures it; above the limit, also whether it is watermarked. */
export async function measure(db: Db, storage: Storage, url: string): Promise<Measured> {
  const key = storageKey(url);
  const original = await originalOf(db, storage, key);
  if (key.endsWith('.mp4')) {
    const clip = await storage.localPath(key);
    const stream = (await ffprobeJson(clip)).streams.find((s) => s.codec_type === 'video');
    const [width, height] = [stream?.width ?? 0, stream?.height ?? 0];
    const { limit } = original;
    if (Math.max(width, height) <= limit) return { url, width, height, limit };
    const [plain, marked] = await Promise.all([videoFrame(await original.path(), 1, width, height), videoFrame(clip, 1, width, height)]);
    return { url, width, height, limit, watermarked: Math.min(...changedShareByCell(plain, marked, width, height, 3)) > 0.02 };
  }
  const body = await storage.read(key);
  const { width = 0, height = 0 } = await sharp(body).metadata();
  const { limit } = original;
  if (Math.max(width, height) <= limit) return { url, width, height, limit };
  const pixels = await sharp(body).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
  const shares = changedShareByCell(await unmarked(original, width, height), pixels, width, height, 4);
  return { url, width, height, limit, watermarked: Math.min(...shares) > 0.02 };
}

/**
 * Fails unless the URL's file is within its limit (at most 500 px on its long edge, and smaller than every paid size of
 * its file) or carries the watermark all over.
 */
export async function expectProtected(db: Db, storage: Storage, url: string): Promise<Measured> {
  const measured = await measure(db, storage, url);
  const longEdge = Math.max(measured.width, measured.height);
  expect(longEdge, `${url} exists`).toBeGreaterThan(0);
  if (longEdge > measured.limit) expect(measured, `${url} is ${measured.width}×${measured.height}`).toMatchObject({ watermarked: true });
  return measured;
}
