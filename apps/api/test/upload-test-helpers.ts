import { randomBytes } from 'node:crypto';
import type { Role } from '@stock/contracts';
import { expect } from 'vitest';
import { scene } from '../src/media/media-test-inputs';
import { createSession } from '../src/modules/auth/sessions';
import type { TestContext } from './test-app';

/** A signed-in account of the given role, made directly in the database (the account flows have their own tests). */
export async function tokenFor(
  ctx: Pick<TestContext, 'database' | 'config'>,
  role: Role,
  name = `${role} ${randomBytes(3).toString('hex')}`,
) {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const user = await ctx.database.db
    .insertInto('users')
    .values({ email, name, roles: [role], email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (role === 'contributor') {
    await ctx.database.db
      .insertInto('contributors')
      .values({ user_id: user.id, display_name: name, slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${user.id}` })
      .execute();
  }
  const { token } = await createSession(ctx.database.db, ctx.config, user.id, role);
  return { token, userId: user.id, email };
}

/** A JPEG of the given size with real structure; `variant` makes a picture that is not a near-duplicate. */
export async function jpeg(width: number, height: number, variant: 'main' | 'other' = 'main', quality = 80): Promise<Buffer> {
  return scene(width, height, variant).jpeg({ quality }).toBuffer();
}

export interface Part {
  field?: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body, built by hand so that tests control every byte (names, types, order). */
export function multipart(files: Part[], fields: Record<string, string> = {}) {
  const boundary = `----stock${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  ctx: TestContext,
  token: string,
  files: Part[],
  fields: Record<string, string> = {},
  url = '/api/contributor/upload',
) {
  const body = multipart(files, fields);
  return ctx.app.inject({ method: 'POST', url, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
}

export function api(ctx: TestContext, token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Waits until the pipeline has finished with a file (ready or failed) and answers its state. */
export async function processed(ctx: TestContext, mediaId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await ctx.database.db
      .selectFrom('media_files')
      .select(['processing_status', 'processing_error'])
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow();
    if (row.processing_status === 'ready' || row.processing_status === 'failed') return row;
    expect(Date.now(), `media ${mediaId} still ${row.processing_status}`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Enough keywords to submit. */
export const FIVE_KEYWORDS = ['harbour', 'boats', 'morning', 'water', 'travel'];

export async function imageCategory(ctx: TestContext, type: 'IMAGE' | 'VIDEO' = 'IMAGE'): Promise<number> {
  const slug = `test-${type.toLowerCase()}-${randomBytes(3).toString('hex')}`;
  const row = await ctx.database.db
    .insertInto('categories')
    .values({ type, slug, name: `Test ${type.toLowerCase()}s`, parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes `bytes` of a contributor's storage quota with a draft file whose original is that size (nothing on disk). */
export async function takeStorage(ctx: TestContext, contributorId: number, bytes: number, type: 'IMAGE' | 'VIDEO' = 'IMAGE') {
  const file = await ctx.database.db
    .insertInto('media_files')
    .values({
      type,
      contributor_id: contributorId,
      title: 'Big',
      slug: 'big',
      width: 3840,
      height: 2160,
      duration_ms: type === 'VIDEO' ? 60_000 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [extension, mime] = type === 'VIDEO' ? ['mov', 'video/quicktime'] : ['jpg', 'image/jpeg'];
  await ctx.database.db
    .insertInto('media_originals')
    .values({ media_id: file.id, storage_key: `private/originals/${file.id}/x.${extension}`, mime, bytes })
    .execute();
}
