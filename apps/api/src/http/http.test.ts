import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { jpeg, multipart, tokenFor } from '../../test/upload-test-helpers';

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

  it('sends the whole set of security headers on answers, errors and unknown paths alike', async () => {
    const answers = await Promise.all(
      ['/api/health', '/api/file?media_id=abc', '/api/no-such-call'].map((url) => ctx.app.inject({ method: 'GET', url })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;" +
          "font-src 'self' data:;connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
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

describe('the NUL character, which PostgreSQL cannot store', () => {
  const refusal = (field: string) => ({
    status: false,
    status_code: 400,
    statusCode: 400,
    message: `${field} must not contain the NUL character (\\u0000)`,
    data: null,
    errors: [{ field, message: `${field} must not contain the NUL character (\\u0000)` }],
  });

  it('is refused with 400 and the field in a query parameter, a JSON body and a multipart form field', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: '/api/files/by/keyword?keyword=sea%00side' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal('keyword'));

    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Nul\u0000Byte', email: 'nul@example.com', password: 'lantern-harbour-42', confirm_password: 'lantern-harbour-42' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(refusal('name'));
    expect(await ctx.database.db.selectFrom('users').select('id').where('email', '=', 'nul@example.com').execute()).toEqual([]);

    const { token } = await tokenFor(ctx, 'contributor');
    const form = multipart([{ field: 'file', name: 'release.jpg', content: await jpeg(200, 150), type: 'image/jpeg' }], {
      model_name: 'Mia\u0000Chen',
      age_group: 'adult',
    });
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/contributor/model_release',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect(streamed.statusCode).toBe(400);
    expect(streamed.json()).toEqual(refusal('model_name'));
    expect(await ctx.database.db.selectFrom('model_releases').select('id').execute()).toEqual([]);
  });
});

describe('ids and page numbers', () => {
  it('refuses ids past what the database holds, negative ids and pages past the browsable window with 400 and the field', async () => {
    for (const [url, field] of [
      ['/api/file?media_id=99999999999999999999', 'media_id'],
      ['/api/file?media_id=9223372036854775808', 'media_id'],
      ['/api/file?media_id=-1', 'media_id'],
      ['/api/blog/by/id?id=9007199254740992', 'id'],
      ['/api/files/popular?page_no=99999999999999999999', 'page_no'],
      ['/api/files/by/category?category_id=1e308', 'category_id'],
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ status: false, status_code: 400, errors: [{ field }] });
    }
    const payload = { plan_variant_id: 2147483648 };
    const { token } = await tokenFor(ctx, 'buyer');
    const plan = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/order/checkout',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json()).toMatchObject({ errors: [{ field: 'plan_variant_id', message: 'plan_variant_id must be <= 2147483647' }] });
  });
});

/** Sends bytes over a real socket and answers all that comes back before the server closes it. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('errors before a route is found are in the envelope too', () => {
  it('answers a malformed percent-encoding in the path with 400 in the envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/file%E0%A4%A?media_id=1' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(response.json()).toEqual({
      status: false,
      status_code: 400,
      statusCode: 400,
      message: 'The address is not valid: it has a malformed percent-encoding (%).',
      data: null,
    });
  });

  it('answers a request that is not HTTP at all, and headers that are too large, in the envelope', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    for (const [request, statusCode] of [
      ['NOT HTTP AT ALL\r\n\r\n', 400],
      [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await rawExchange(port, request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${statusCode} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toMatchObject({ status: false, status_code: statusCode, statusCode, data: null });
    }
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
