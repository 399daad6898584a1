import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../../test/s3-test-server';
import { useTestApp } from '../../../test/test-app';
import { tusClient } from '../../../test/tus-client';
import { jpeg, processed, tokenFor } from '../../../test/upload-test-helpers';
import { type App, buildApp } from '../../app';
import { createStorage } from '../../storage/create-storage';

const s3 = await startS3TestServer();
const ctx = useTestApp({ jobs: true, env: { ...s3.env, UPLOAD_IMAGE_MAX_MB: '20', LOG_LEVEL: 'error' } });
let otherNode: App;
const bases: string[] = [];
let contributor: { token: string; userId: number };

beforeAll(async () => {
  contributor = await tokenFor(ctx, 'contributor');
  // A second API node: same database and bucket, its own memory and its own disk (DATA_DIR), as on another machine.
  const config = { ...ctx.config, dataDir: await mkdtemp(path.join(os.tmpdir(), 'second-node-')) };
  otherNode = await buildApp({ config, db: ctx.database.db, storage: createStorage(config), jobs: ctx.jobs });
  bases.push(await ctx.app.listen({ port: 0, host: '127.0.0.1' }), await otherNode.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await otherNode?.close();
  await s3.close();
});

const nodeA = tusClient(() => bases[0] as string);
const nodeB = tusClient(() => bases[1] as string);

describe('resumable uploads into the bucket', () => {
  it('resumes on another API node an upload begun on the first, and processes it from the bucket', { timeout: 90_000 }, async () => {
    const file = await jpeg(2400, 1800);
    const created = await nodeA.create(contributor.token, file.length, { filename: 'shared.jpg', title: 'Shared bucket' });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^/api/contributor/uploads/tus/${contributor.userId}-[0-9a-f]{32}$`));

    // Less than one S3 part: the first node keeps it as an incomplete part in the bucket, which the second must find.
    const cut = Math.floor(file.length * 0.6);
    const first = await nodeA.patch(contributor.token, location, 0, file.subarray(0, cut));
    expect([first.statusCode, first.headers['upload-offset']]).toEqual([204, String(cut)]);

    const resumed = await nodeB.head(contributor.token, location);
    expect([resumed.statusCode, resumed.headers['upload-offset']]).toEqual([200, String(cut)]);
    const rest = await nodeB.patch(contributor.token, location, cut, file.subarray(cut));
    expect(rest.statusCode, rest.body).toBe(200);
    const mediaId = Number(rest.headers['x-media-id']);
    expect(await processed(ctx, mediaId)).toEqual({ processing_status: 'ready', processing_error: null });

    const original = await ctx.database.db
      .selectFrom('media_originals')
      .select(['bytes', 'storage_key'])
      .where('media_id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(original.bytes).toBe(file.length);
    expect(await ctx.storage.read(original.storage_key)).toEqual(file);
    // The upload's own objects are gone from the bucket once the file is in the catalogue.
    expect(await ctx.storage.exists(`uploads/tus/${location.split('/').pop()}`)).toBe(false);
  });
});
