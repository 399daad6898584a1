import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_MEDIA_PREFIX } from '../modules/catalogue/media-urls';
import { type ByteRange, type Storage, StorageObjectNotFoundError } from '../storage/storage';
import { assertValidStorageKey, isPublicKey } from '../storage/storage-key';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

function isServable(key: string): boolean {
  try {
    assertValidStorageKey(key);
  } catch {
    return false;
  }
  return isPublicKey(key);
}

/** One "bytes=" range, as browsers send for video; anything else is served whole, as RFC 9110 allows. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] as string, match[2] as string];
  const range =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return range.start > range.end || range.start >= size ? 'unsatisfiable' : range;
}

/**
 * Public renditions (thumbnails, watermarked previews, preview clips, avatars, article images) under /media/, read
 * from storage: local disk or the bucket, so every node serves the same files. Only keys under public/ can be named,
 * so originals cannot be reached by any path. With S3_PUBLIC_URL set, the answer is a redirect to that CDN instead.
 */
export async function registerPublicMedia(app: FastifyInstance, storage: Storage, publicBaseUrl?: string) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${PUBLIC_MEDIA_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = `public/${(request.params as { '*': string })['*']}`;
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      const contentType = CONTENT_TYPES[extension];
      if (!contentType || !isServable(key)) return reply.callNotFound();
      if (publicBaseUrl) return reply.header('cache-control', 'public, max-age=604800').redirect(`${publicBaseUrl}/${key}`, 302);
      let bytes: number;
      try {
        bytes = (await storage.stat(key)).bytes;
      } catch (error) {
        if (error instanceof StorageObjectNotFoundError) return reply.callNotFound();
        throw error;
      }
      return sendObject(reply, storage, key, { bytes, contentType, range: request.headers.range, head: request.method === 'HEAD' });
    },
  });
}

function sendObject(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  object: { bytes: number; contentType: string; range: string | undefined; head: boolean },
) {
  // Renditions keep their key when remade from the same original, so a week is the limit rather than a year.
  reply
    .header('cache-control', 'public, max-age=604800')
    .header('cross-origin-resource-policy', 'same-site')
    .header('accept-ranges', 'bytes')
    .header('content-type', object.contentType);
  const range = parseRange(object.range, object.bytes);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${object.bytes}`).send();
  const length = range ? range.end - range.start + 1 : object.bytes;
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.bytes}`);
  reply.header('content-length', length);
  if (object.head || length === 0) return reply.send();
  return reply.send(storage.createReadStream(key, range));
}
