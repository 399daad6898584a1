import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

/** Every call of the spec's client (section 7), as method and path under /api. */
const SPEC_CALLS = [
  'GET /get/collections',
  'GET /collections',
  'GET /collection/suggestions',
  'GET /files',
  'GET /files/by/category',
  'GET /files/by/keyword',
  'GET /fetch',
  'GET /files/popular',
  'GET /categories',
  'GET /all/categories',
  'GET /categories/file/count',
  'GET /keywords/with/files',
  'GET /keyword/suggestions',
  'GET /keyword/suggestions/with/files',
  'GET /trending/keyword',
  'GET /file',
  'GET /similar/files',
  'GET /file/related/keywords',
  'GET /collection/files',
  'GET /plan',
  'GET /blogs/feed',
  'POST /similar/files',
  'POST /register',
  'POST /verify/otp',
  'POST /send/phone/otp',
  'POST /verify/phone/otp',
  'POST /send/email/otp',
  'POST /login',
  'POST /forgot',
  'POST /verify/forgot',
  'POST /contributor/subscribe',
  'GET /profile',
  'PUT /profile/update',
  'PUT /profile/change/password',
  'POST /set/password',
  'GET /buyer/collections',
  'POST /buyer/create/collection',
  'POST /buyer/collection/files',
  'PUT /buyer/collection/delete',
  'PUT /buyer/collection/file/delete',
  'POST /buyer/save/collection',
  'PUT /buyer/collection/update',
  'POST /buyer/share/collection',
  'POST /buyer/file/download',
  'GET /buyer/team/members',
  'PATCH /buyer/team/memebers/remove',
  'POST /buyer/team/invite',
  'POST /buyer/buy/plan',
  'GET /buyer/purchase/history',
  'GET /buyer/offer',
  'GET /buyer/subscription/plan',
  'GET /buyer/billing',
  'GET /buyer/plan/variant/details',
  'POST /buyer/order/checkout',
  'GET /last/activity',
  'POST /last/activity',
  'GET /contributor/earning/summary',
  'GET /contributor/earning/summary/graph',
  'GET /contributor/files/detail',
  'POST /contributor/withdraw',
  'GET /contributor/bank/details',
  'POST /contributor/add/bank/details',
  'PUT /contributor/edit/bank/details',
  'GET /contributor/referral/summary',
  'GET /contributor/referal/summary',
  'GET /contributor/portfolio',
  'PUT /contributor/portfolio/update',
  'PUT /contributor/profile/update',
  'PUT /contributor/profile/delete',
  'POST /contributor/upload',
  'GET /contributor/files',
  'GET /contributor/file',
  'PUT /contributor/file/update',
  'PUT /contributor/file/delete',
  'GET /contributor/catalog/files',
  'GET /contributor/all/model_release',
  'POST /contributor/unSubscribe',
  'GET /contributor/blogs',
  'GET /contributor/blog/by/id',
  'GET /contributor/recent/blogs',
  'GET /contributor/most/viewed/blogs',
  'GET /contributor/blogs/similar',
  'GET /contributor/blogs/related/categories',
  'GET /contributor/blog/suggestion',
];
/** Social sign-in is a page the browser is sent to, not a call that reads an envelope: it redirects. */
const REDIRECTS = ['GET /auth/google', 'GET /auth/facebook'];

interface Operation {
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Schema {
  type?: string;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}

const document = () => ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
const operation = (call: string) => {
  const [method = '', path = ''] = call.split(' ');
  return document().paths[`/api${path}`]?.[method.toLowerCase()];
};
const successCodes = (op: Operation) => Object.keys(op.responses).filter((code) => /^[23]\d\d$/.test(code));

/** Every number a schema takes in, with where it is, lacking a lower or an upper bound. */
function unboundedNumbers(schema: Schema | undefined, where: string): string[] {
  if (!schema) return [];
  const own =
    (schema.type === 'integer' || schema.type === 'number') &&
    (schema.maximum === undefined || (schema.minimum === undefined && schema.exclusiveMinimum === undefined))
      ? [where]
      : [];
  return [
    ...own,
    ...(schema.anyOf ?? []).flatMap((branch) => unboundedNumbers(branch, where)),
    ...unboundedNumbers(schema.items, `${where}[]`),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, value]) => unboundedNumbers(value, `${where}.${key}`)),
  ];
}

describe("the spec's calls against the OpenAPI document", () => {
  it.each(SPEC_CALLS)('%s exists and answers success with 200 only', (call) => {
    const op = operation(call);
    expect(op, `${call} is missing from the API`).toBeDefined();
    expect(successCodes(op as Operation)).toEqual(['200']);
  });

  it.each(REDIRECTS)('%s exists and redirects', (call) => {
    expect(successCodes(operation(call) as Operation)).toEqual(['302']);
  });

  it("has no success code but 200 (and the sign-in redirects) on any route, the spec's or not", () => {
    const others = Object.entries(document().paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        successCodes(op)
          .filter((code) => code !== '200' && !(code === '302' && path.startsWith('/api/auth/')))
          .map((code) => `${method.toUpperCase()} ${path}: ${code}`),
      ),
    );
    expect(others).toEqual([]);
  });

  it('bounds every number a request may carry, so that none can overflow a database column', () => {
    const unbounded = Object.entries(document().paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) => [
        ...(op.parameters ?? []).flatMap((p) => unboundedNumbers(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => unboundedNumbers(c.schema, `${method.toUpperCase()} ${path} body`)),
      ]),
    );
    expect(unbounded).toEqual([]);
  });
});
