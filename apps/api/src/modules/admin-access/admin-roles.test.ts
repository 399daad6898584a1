import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { tokenFor } from '../../../test/upload-test-helpers';

const ctx = useTestApp();

/** The role matrix of the operator console: every /api/admin route, as the OpenAPI document lists them. */
it('every admin route refuses no token, a buyer and a contributor with 401, and admits an admin', async () => {
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
  const operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })));
  // The console's own areas are all there (a route forgotten in app.ts would be missing from this list).
  for (const expected of [
    '/api/admin/users',
    '/api/admin/files/take-down',
    '/api/admin/payout-batches/{id}/export',
    '/api/admin/reauth',
    '/api/admin/audit',
    '/api/admin/users/roles',
    '/api/admin/pricing/variants/{id}',
    '/api/admin/pricing/promo-codes',
    '/api/admin/home/categories',
    '/api/admin/collections/{id}',
  ]) {
    expect(operations.map((operation) => operation.path)).toContain(expected);
  }
  const tokens = {
    buyer: (await tokenFor(ctx, 'buyer')).token,
    contributor: (await tokenFor(ctx, 'contributor')).token,
    admin: (await tokenFor(ctx, 'admin')).token,
  };
  const answers: string[] = [];
  for (const { method, path, spec } of operations) {
    expect(spec.security, `${method} ${path} is marked as needing a token`).toBeDefined();
    const url = path.replace(/\{\w+\}/g, '1');
    for (const [who, token] of [
      ['nobody', undefined],
      ['buyer', tokens.buyer],
      ['contributor', tokens.contributor],
      ['admin', tokens.admin],
    ] as const) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      answers.push(
        `${method} ${path} as ${who}: ${who === 'admin' ? (response.statusCode === 401 ? 'refused' : 'admitted') : response.statusCode}`,
      );
    }
  }
  const expected = operations.flatMap(({ method, path }) => [
    `${method} ${path} as nobody: 401`,
    `${method} ${path} as buyer: 401`,
    `${method} ${path} as contributor: 401`,
    `${method} ${path} as admin: admitted`,
  ]);
  expect(answers).toEqual(expected);
});
