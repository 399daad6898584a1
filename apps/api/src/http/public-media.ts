import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_MEDIA_PREFIX } from '../modules/catalogue/media-urls';

/**
 * Serves public renditions (thumbnails, watermarked previews, preview clips) from local storage. Only the public/
 * folder is the root, so originals under private/ cannot be reached by any path. A CDN can sit in front.
 */
export async function registerPublicMedia(app: FastifyInstance, mediaRootDir: string) {
  const root = path.join(mediaRootDir, 'public');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: PUBLIC_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      // Renditions keep their key when remade from the same original, so a week is the limit rather than a year.
      res.setHeader('cache-control', 'public, max-age=604800');
      res.setHeader('cross-origin-resource-policy', 'same-site');
    },
  });
}
