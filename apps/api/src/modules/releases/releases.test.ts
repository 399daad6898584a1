import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, FIVE_KEYWORDS, jpeg, multipart, takeStorage, tokenFor, upload } from '../../../test/upload-test-helpers';
import { mediaRoot } from '../../storage/create-storage';

const ctx = useTestApp();
let owner: { token: string; userId: number };
let stranger: { token: string };
let admin: { token: string };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const RELEASE_URL = '/api/contributor/model_release';

beforeAll(async () => {
  owner = await tokenFor(ctx, 'contributor', 'Mina Model');
  stranger = await tokenFor(ctx, 'contributor');
  admin = await tokenFor(ctx, 'admin');
});

describe('model releases', () => {
  it('stores a PDF release with the model name and age group, lists it, serves it to its owner and admins only', async () => {
    const created = await upload(
      ctx,
      owner.token,
      [{ field: 'file', name: 'ada-release.pdf', content: PDF, type: 'application/pdf' }],
      { model_name: 'Ada Park', age_group: 'adult' },
      RELEASE_URL,
    );
    expect(created.statusCode, created.body).toBe(200);
    const release = created.json().data.release;
    expect(release).toMatchObject({
      model_name: 'Ada Park',
      age_group: 'adult',
      file_name: 'ada-release.pdf',
      mime: 'application/pdf',
      bytes: PDF.length,
      file_count: 0,
    });

    const listed = await api(ctx, owner.token, 'GET', '/contributor/all/model_release');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({ totalCount: 1, results: [{ release_id: release.release_id }] });
    expect((await api(ctx, stranger.token, 'GET', '/contributor/all/model_release')).json().data.totalCount).toBe(0);

    const own = await ctx.app.inject({ method: 'GET', url: release.document_url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const asAdmin = await ctx.app.inject({ method: 'GET', url: release.document_url, headers: { authorization: `Bearer ${admin.token}` } });
    expect(asAdmin.statusCode).toBe(200);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: release.document_url,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('accepts a JPEG release and refuses other content, missing fields, and buyers', async () => {
    const photo = await upload(
      ctx,
      owner.token,
      [{ field: 'file', name: 'scan.jpg', content: await jpeg(400, 600) }],
      { model_name: 'Ben', age_group: 'child' },
      RELEASE_URL,
    );
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().data.release.mime).toBe('image/jpeg');

    const text = await upload(
      ctx,
      owner.token,
      [{ field: 'file', name: 'release.pdf', content: Buffer.from('I agree to everything, signed Ben') }],
      { model_name: 'Ben', age_group: 'adult' },
      RELEASE_URL,
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('A model release must be a PDF, JPEG or PNG file.');
    const noName = await upload(ctx, owner.token, [{ field: 'file', name: 'r.pdf', content: PDF }], { age_group: 'adult' }, RELEASE_URL);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].field).toBe('model_name');
    const badAge = await upload(
      ctx,
      owner.token,
      [{ field: 'file', name: 'r.pdf', content: PDF }],
      { model_name: 'Cy', age_group: 'ancient' },
      RELEASE_URL,
    );
    expect(badAge.statusCode).toBe(400);
    const noFile = await upload(ctx, owner.token, [], { model_name: 'Cy', age_group: 'adult' }, RELEASE_URL);
    expect(noFile.statusCode).toBe(400);
    const buyer = await tokenFor(ctx, 'buyer');
    expect(
      (
        await upload(
          ctx,
          buyer.token,
          [{ field: 'file', name: 'r.pdf', content: PDF }],
          { model_name: 'Cy', age_group: 'adult' },
          RELEASE_URL,
        )
      ).statusCode,
    ).toBe(401);
    expect((await api(ctx, buyer.token, 'GET', '/contributor/all/model_release')).statusCode).toBe(401);
    expect((await api(ctx, owner.token, 'GET', '/contributor/all/model_release')).json().data.totalCount).toBe(2);
  });

  it("cannot attach another contributor's release", async () => {
    const theirs = await upload(
      ctx,
      stranger.token,
      [{ field: 'file', name: 'r.pdf', content: PDF }],
      { model_name: 'Dee', age_group: 'senior' },
      RELEASE_URL,
    );
    const file = await ctx.database.db
      .insertInto('media_files')
      .values({
        type: 'IMAGE',
        contributor_id: owner.userId,
        title: 'Portrait',
        slug: 'portrait',
        width: 3000,
        height: 2000,
        people_count: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attach = await api(ctx, owner.token, 'PUT', '/contributor/file/update', {
      media_id: file.id,
      keywords: FIVE_KEYWORDS,
      model_release_ids: [theirs.json().data.release.release_id],
    });
    expect(attach.statusCode).toBe(400);
    expect(attach.json().errors[0].field).toBe('model_release_ids');
  });
});

describe('model releases and the storage quota', () => {
  const releaseFrom = (token: string, remoteAddress = '127.0.0.1') => {
    const form = multipart([{ field: 'file', name: 'release.pdf', content: PDF, type: 'application/pdf' }], {
      model_name: 'Quinn Quota',
      age_group: 'adult',
    });
    return ctx.app.inject({
      method: 'POST',
      url: RELEASE_URL,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
      remoteAddress,
    });
  };
  const releasesOf = (userId: number) =>
    ctx.database.db.selectFrom('model_releases').select('id').where('contributor_id', '=', userId).execute();

  it('counts a release document towards the quota, and refuses one that would pass it (413), storing nothing', async () => {
    const fresh = await tokenFor(ctx, 'contributor');
    expect((await releaseFrom(fresh.token, '10.9.0.1')).statusCode).toBe(200);
    const limits = (await api(ctx, fresh.token, 'GET', '/contributor/upload/limits')).json().data;
    expect(limits.storage_used_bytes).toBe(PDF.length);

    const nearlyFull = await tokenFor(ctx, 'contributor');
    await takeStorage(ctx, nearlyFull.userId, limits.storage_quota_bytes - 10);
    const refused = await releaseFrom(nearlyFull.token, '10.9.0.2');
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().message).toMatch(/^This upload would exceed your storage quota of 100 GB/);
    expect(await releasesOf(nearlyFull.userId)).toEqual([]);
    const folder = path.join(mediaRoot(ctx.config), 'private', 'releases', String(nearlyFull.userId));
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });

  it('takes at most 30 releases a minute from one address (429 beyond)', async () => {
    const busy = await tokenFor(ctx, 'contributor');
    for (let i = 0; i < 30; i++) expect((await releaseFrom(busy.token, '10.9.1.1')).statusCode).toBe(200);
    expect((await releaseFrom(busy.token, '10.9.1.1')).statusCode).toBe(429);
    expect(await releasesOf(busy.userId)).toHaveLength(30);
  });
});
