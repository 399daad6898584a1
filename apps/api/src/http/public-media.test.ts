import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../test/s3-test-server';
import { type TestContext, useTestApp } from '../../test/test-app';

const s3 = await startS3TestServer();
afterAll(() => s3.close());

const clip = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe.each([
  ['local disk', useTestApp()],
  ['S3', useTestApp({ env: s3.env })],
])('public media on %s', (_name, ctx: TestContext) => {
  beforeAll(async () => {
    await ctx.storage.put('public/thumbs/7/400.webp', Buffer.from('webp-bytes'), 'image/webp');
    await ctx.storage.put('public/previews/7/preview.mp4', clip, 'video/mp4');
    await ctx.storage.put('private/originals/7/original.jpg', Buffer.from('secret original'), 'image/jpeg');
  });

  it('serves public renditions from storage with a week of caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/thumbs/7/400.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('webp-bytes');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/media/thumbs/7/400.webp' });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '10', '']);
  });

  it('answers a range of a preview clip, as browsers ask for video', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/previews/7/preview.mp4', headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.rawPayload).toEqual(clip.subarray(100, 200));
    const tail = await ctx.app.inject({ method: 'GET', url: '/media/previews/7/preview.mp4', headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(clip.subarray(990));
    const beyond = await ctx.app.inject({ method: 'GET', url: '/media/previews/7/preview.mp4', headers: { range: 'bytes=5000-' } });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, 'bytes */1000']);
  });

  it.each([
    '/media/private/originals/7/original.jpg',
    '/media/../private/originals/7/original.jpg',
    '/media/%2e%2e/private/originals/7/original.jpg',
    '/media/..%2fprivate/originals/7/original.jpg',
    '/media/thumbs/7/none.webp',
  ])('never serves originals or missing files: %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret original');
  });
});

describe('public media behind a CDN', () => {
  const ctx = useTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/' } });

  it('redirects public renditions to the CDN, and still never names an original', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/thumbs/7/400.webp' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://cdn.example.com/public/thumbs/7/400.webp');
    const original = await ctx.app.inject({ method: 'GET', url: '/media/../private/originals/7/original.jpg' });
    expect(original.statusCode).toBe(404);
  });
});
