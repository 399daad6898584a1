import type { Role } from '@stock/contracts';
import { expect, it } from 'vitest';
import { concrete, leavesOf, type OpenApiSchema, sampleOf, withValueAt } from '../../test/schema-samples';
import { useTestApp } from '../../test/test-app';
import { jpeg, multipart, tokenFor } from '../../test/upload-test-helpers';

/** RFC 6749 section 5.2's error codes: the only refusals the OAuth token route answers outside the envelope. */
const OAUTH_ERROR_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
]);

// Jobs without workers: uploads are accepted (and their fields stored) but nothing is processed.
const ctx = useTestApp({ jobs: true, workers: false, env: { UPLOAD_IMAGE_MIN_MEGAPIXELS: '0.01' } });

const DOLLARS = ['$`', "$'", '$&', '$1', '$<x>', '$$'];
const HOSTILE_STRINGS = ['\u0000', 'a\u0000b', ...DOLLARS, ...DOLLARS.map((pattern) => pattern.repeat(50))];
const HOSTILE_NUMBER_TEXTS = ['9223372036854775808', '99999999999999999999', '-1', '-9223372036854775809', '2147483648', '1e308', '1.5'];
// As JSON numbers: 2^63 and 10^20 are what a client's 9223372036854775808 and 99999999999999999999 parse to.
const HOSTILE_NUMBERS = [2 ** 63, 1e20, -1, -(2 ** 63), 2147483648, 1e308, 1.5];

interface Operation {
  method: string;
  path: string;
  role?: Role;
  parameters: { name: string; in: string; required?: boolean; schema: OpenApiSchema }[];
  jsonBody?: OpenApiSchema;
}

interface Probe {
  query?: Record<string, unknown>;
  pathParams?: Record<string, unknown>;
  body?: unknown;
  form?: { payload: Buffer; headers: Record<string, string>; fields: Record<string, string> };
}

/** Text fields of the multipart forms whose parts are read as they stream in, so the OpenAPI body names none. */
const STREAMED_FORMS: Record<string, { fileField: string; fields: string[] }> = {
  'POST /api/contributor/upload': { fileField: 'files', fields: ['title', 'type', 'status'] },
  'POST /api/contributor/model_release': { fileField: 'file', fields: ['model_name', 'age_group'] },
  'POST /api/admin/blogs/images': { fileField: 'image', fields: ['alt'] },
};

function roleOf(path: string): Role {
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/contributor/')) return 'contributor';
  return 'buyer';
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const content = (spec.requestBody as { content?: Record<string, { schema: OpenApiSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        role: spec.security ? roleOf(path) : undefined,
        parameters: (spec.parameters as Operation['parameters'] | undefined) ?? [],
        jsonBody: content?.['application/json']?.schema,
      };
    }),
  );
}

/** The values to try in one field: those its type could be confused by, and every hostile string. */
function hostileValues(schema: OpenApiSchema, inUrl: boolean): unknown[] {
  const s = concrete(schema);
  const numbers = inUrl ? HOSTILE_NUMBER_TEXTS : [...HOSTILE_NUMBERS, ...HOSTILE_NUMBER_TEXTS.slice(0, 2)];
  if (s.type === 'integer' || s.type === 'number') return [...numbers, '\u0000', '$1'];
  if (s.type === 'boolean' || s.enum) return ['\u0000', '99999999999999999999', '$&'];
  if (s.type === 'array') return hostileValues(s.items ?? {}, inUrl).map((value) => [value]);
  if (s.type === 'object') return ['\u0000', { '\u0000': '\u0000' }];
  return [...HOSTILE_STRINGS, '99999999999999999999', '-1'];
}

/** Every request varies one field of an otherwise well-formed request (required fields filled in from the schema). */
function probesOf(operation: Operation): Probe[] {
  const pathParams = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, sampleOf(p.schema, p.name)]),
  );
  const query = Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sampleOf(p.schema, p.name)]),
  );
  const bodySchema = operation.jsonBody && concrete(operation.jsonBody);
  const required = new Set(bodySchema?.required ?? []);
  const body = bodySchema
    ? Object.fromEntries(
        Object.entries(bodySchema.properties ?? {}).flatMap(([key, s]) => (required.has(key) ? [[key, sampleOf(s, key)]] : [])),
      )
    : undefined;
  const probes: Probe[] = [];
  for (const parameter of operation.parameters) {
    for (const value of hostileValues(parameter.schema, true)) {
      if (parameter.in === 'path') probes.push({ query, body, pathParams: { ...pathParams, [parameter.name]: value } });
      else probes.push({ pathParams, body, query: { ...query, [parameter.name]: value } });
    }
  }
  for (const leaf of bodySchema ? leavesOf(bodySchema) : []) {
    for (const value of hostileValues(leaf.schema, false))
      probes.push({ pathParams, query, body: withValueAt(body ?? {}, leaf.path, value) });
  }
  return probes;
}

async function streamedFormProbes(key: string): Promise<Probe[]> {
  const form = STREAMED_FORMS[key];
  if (!form) return [];
  const picture = await jpeg(160, 120);
  const withFile = (name: string, fields: Record<string, string>) => ({
    form: {
      ...multipart([{ field: form.fileField, name, content: picture, type: 'image/jpeg' }], fields),
      fields: { ...fields, filename: name },
    },
  });
  const inFields = form.fields.flatMap((field) =>
    hostileValues({ type: 'string' }, false).map((value) => withFile('probe.jpg', { [field]: String(value) })),
  );
  // The file's own name: plainly, and RFC 5987-encoded, which is how a NUL arrives decoded at the reader.
  const names = ['a\u0000b.jpg', `probe.jpg"; filename*=UTF-8''a%00b.jpg; x="`, '$&$`.jpg', `${'$`'.repeat(50)}.jpg`];
  return [...inFields, ...names.map((name) => withFile(name, {}))];
}

function urlOf(operation: Operation, probe: Probe): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(probe.pathParams?.[name] ?? '1')));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query ?? {})) {
    if (Array.isArray(value)) for (const [index, item] of value.entries()) params.append(`${key}[${index}]`, String(item));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

let addressCounter = 0;

it('answers hostile input in every field of every route with 400 or a correct answer, never a 500, always in the envelope', async () => {
  // Well-formed probes name id 1: that is a bystander, so that the console's suspend and sign-out end no probing session.
  const bystander = await tokenFor(ctx, 'buyer');
  expect(bystander.userId).toBe(1);
  const tokens: Record<Role, string> = {
    buyer: (await tokenFor(ctx, 'buyer')).token,
    contributor: (await tokenFor(ctx, 'contributor')).token,
    admin: (await tokenFor(ctx, 'admin')).token,
  };
  const operations = operationsOf(ctx.app.swagger() as never);
  const faults: string[] = [];

  async function send(operation: Operation, probe: Probe, token: string | undefined) {
    addressCounter += 1;
    const headers: Record<string, string> = { ...(probe.form?.headers ?? {}) };
    if (token) headers.authorization = `Bearer ${token}`;
    if (probe.body !== undefined) headers['content-type'] = 'application/json';
    const url = urlOf(operation, probe);
    const response = await ctx.app.inject({
      method: operation.method as 'GET',
      url,
      headers,
      // A fresh address for each request keeps the per-address rate limits from answering in place of the route.
      remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
      ...(probe.form ? { payload: probe.form.payload } : probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
    });
    const sent = probe.form ? probe.form.fields : probe.body;
    const what = `${operation.method} ${url} ${sent === undefined ? '' : JSON.stringify(sent)}${token ? '' : ' (signed out)'}`;
    if (response.statusCode >= 500) faults.push(`${what} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    const isJson = /application\/json/.test(String(response.headers['content-type']));
    if (response.statusCode < 400 && !isJson) return;
    const answer = isJson ? response.json() : undefined;
    const enveloped =
      typeof answer?.status === 'boolean' &&
      answer.status_code === response.statusCode &&
      answer.statusCode === response.statusCode &&
      typeof answer.message === 'string' &&
      'data' in answer;
    // The OAuth token route answers RFC 6749's error object instead, by design (docs/decisions.md): OAuth client
    // libraries read `error`. It is held to that shape and to RFC 6749's codes.
    const oauthError =
      url.startsWith('/api/v1/oauth/token') &&
      (response.statusCode === 400 || response.statusCode === 401) &&
      typeof answer?.error === 'string' &&
      OAUTH_ERROR_CODES.has(answer.error) &&
      typeof answer.error_description === 'string';
    if (!enveloped && !oauthError) faults.push(`${what} -> ${response.statusCode} outside the envelope: ${response.body.slice(0, 200)}`);
  }

  for (const operation of operations) {
    const probes = [...probesOf(operation), ...(await streamedFormProbes(`${operation.method} ${operation.path}`))];
    if (operation.role) {
      // Signed out, a protected route refuses before reading its input; one probe shows that it does so in the envelope.
      await send(operation, probes[0] ?? {}, undefined);
      for (const probe of probes) await send(operation, probe, tokens[operation.role]);
    } else {
      for (const probe of probes) await send(operation, probe, undefined);
    }
  }

  expect(faults).toEqual([]);
  // The sessions outlived the run, so every protected probe above was answered as the signed-in role.
  for (const [role, path] of [
    ['buyer', '/api/profile'],
    ['contributor', '/api/contributor/profile'],
    ['admin', '/api/admin/blogs'],
  ] as const) {
    const check = await ctx.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${tokens[role]}` } });
    expect(check.statusCode, `${role}: ${check.body}`).toBe(200);
  }
}, 120_000);
