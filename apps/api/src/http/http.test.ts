import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('the HTTP contract', () => {
  it('answers an unknown API route with 404 in the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      status: false,
      status_code: 404,
      statusCode: 404,
      message: 'There is no GET /api/no/such/thing in this API.',
      data: null,
    });
  });

  it('reports the database as up on /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, statusCode: 200, data: { database: 'up' } });
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed request id the caller sends, for tracing across services', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });

  it('does not allow cross-origin calls from origins that are not configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and the browsable docs', async () => {
    const document = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/contributor/subscribe'].post).toBeDefined();
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });
});

describe('CORS for configured origins', () => {
  const cors = useTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });

  it('allows a configured origin and no other', async () => {
    const allowed = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/contributor/subscribe',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await cors.app.inject({
      method: 'OPTIONS',
      url: '/api/contributor/subscribe',
      headers: { origin: 'https://other.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
