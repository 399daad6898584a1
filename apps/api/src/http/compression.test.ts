import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { negotiateEncoding } from './compression';

const ctx = useTestApp();

describe('compressed answers', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts it, and the same JSON', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip for a client without brotli', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small answers alone: compressing them saves nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: true });
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and respects a refusal', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
