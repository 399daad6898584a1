import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { mediaRoot } from '../storage/create-storage';

const ctx = useTestApp();

beforeAll(async () => {
  const root = mediaRoot(ctx.config);
  await mkdir(path.join(root, 'public/thumbs/7'), { recursive: true });
  await mkdir(path.join(root, 'private/originals/7'), { recursive: true });
  await writeFile(path.join(root, 'public/thumbs/7/400.webp'), 'webp-bytes');
  await writeFile(path.join(root, 'private/originals/7/original.jpg'), 'secret original');
});

describe('public media', () => {
  it('serves public renditions with a week of caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/thumbs/7/400.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('webp-bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it.each([
    '/media/private/originals/7/original.jpg',
    '/media/../private/originals/7/original.jpg',
    '/media/%2e%2e/private/originals/7/original.jpg',
    '/media/thumbs/7/none.webp',
  ])('never serves originals or missing files: %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('secret original');
  });
});
