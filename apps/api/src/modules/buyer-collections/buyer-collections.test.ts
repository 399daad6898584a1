import { createHash } from 'node:crypto';
import { COLLECTION_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFixture } from '../../../test/catalogue-fixture';
import { seedCatalogueAndPeople } from '../../../test/catalogue-people';
import { useTestApp } from '../../../test/test-app';
import { call, signedUpAndIn } from '../auth/auth-test-helpers';

const ctx = useTestApp();
let fixture: CatalogueFixture;
let alice: string;
let bob: string;
let contributor: string;

beforeAll(async () => {
  ({ fixture, alice, bob, contributor } = await seedCatalogueAndPeople(ctx));
});

const create = (token: string, collection_name: string, media_id?: number) =>
  call(ctx, 'POST', '/buyer/create/collection', { collection_name, ...(media_id ? { media_id } : {}) }, { token });

async function createdId(token: string, name: string, mediaId?: number): Promise<number> {
  const response = await create(token, name, mediaId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.collection.collection_id;
}

const collectionRows = (ownerEmail: string) =>
  ctx.database.db
    .selectFrom('buyer_collections as c')
    .innerJoin('users as u', 'u.id', 'c.owner_id')
    .select(['c.id', 'c.name', 'c.team_access'])
    .where('u.email', '=', ownerEmail)
    .execute();

const filesIn = async (collectionId: number) =>
  (
    await ctx.database.db
      .selectFrom('buyer_collection_files')
      .select('media_id')
      .where('collection_id', '=', collectionId)
      .orderBy('media_id')
      .execute()
  ).map((row) => row.media_id);

describe('POST /buyer/create/collection', () => {
  it('creates a collection, trimmed, and can save a first file into it', async () => {
    const response = await create(alice, '  Mountain moods ', fixture.ids.ridges);
    expect(response.statusCode).toBe(200);
    const { collection } = response.json().data;
    expect(collection).toMatchObject({
      collection_name: 'Mountain moods',
      name: 'Mountain moods',
      file_count: 1,
      role: 'owner',
      owner_name: 'Alice Moreau',
      share: null,
    });
    expect(collection.covers.map((cover: { media_id: number }) => cover.media_id)).toEqual([fixture.ids.ridges]);
    expect(await filesIn(collection.collection_id)).toEqual([fixture.ids.ridges]);
  });

  it('refuses a duplicate name of the same owner, whatever its case, but not of another buyer', async () => {
    await createdId(alice, 'Client pitch');
    const duplicate = await create(alice, 'CLIENT PITCH');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ status: false, message: COLLECTION_MESSAGES.duplicateName });
    expect((await collectionRows('alice@example.com')).filter((row) => row.name.toLowerCase() === 'client pitch')).toHaveLength(1);
    expect((await create(bob, 'Client pitch')).statusCode).toBe(200);
  });

  it('refuses an empty, blank or too long name and changes nothing', async () => {
    const before = (await collectionRows('alice@example.com')).length;
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const response = await create(alice, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors[0].field).toMatch(/collection_name/);
    }
    expect((await create(alice, 'x'.repeat(100))).statusCode).toBe(200);
    expect((await collectionRows('alice@example.com')).length).toBe(before + 1);
  });

  it('refuses to save a file that is not published, and then creates nothing', async () => {
    const response = await create(alice, 'With a draft', fixture.ids.draft);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.fileNotFound);
    expect((await collectionRows('alice@example.com')).some((row) => row.name === 'With a draft')).toBe(false);
  });

  it('answers 401 without a token or with a contributor token', async () => {
    expect((await call(ctx, 'POST', '/buyer/create/collection', { collection_name: 'No one' })).statusCode).toBe(401);
    expect((await create(contributor, 'Contributor set')).statusCode).toBe(401);
  });

  it('refuses a malformed body', async () => {
    expect((await call(ctx, 'POST', '/buyer/create/collection', { name: 'Wrong field' }, { token: alice })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/create/collection', '{not json', { token: alice })).statusCode).toBe(400);
  });
});

describe('POST /buyer/save/collection', () => {
  it('saves one file to several collections at once, and saving again changes nothing', async () => {
    const first = await createdId(alice, 'Blue things');
    const second = await createdId(alice, 'Sky ideas');
    const body = { collection_id: [first, second], data: { media_id: fixture.ids.peak } };
    const response = await call(ctx, 'POST', '/buyer/save/collection', body, { token: alice });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Saved to 2 collections');
    expect(response.json().data.collections.map((c: { collection_name: string }) => c.collection_name)).toEqual([
      'Blue things',
      'Sky ideas',
    ]);
    expect(await filesIn(first)).toEqual([fixture.ids.peak]);
    expect(
      (await call(ctx, 'POST', '/buyer/save/collection', { collection_id: first, data: { media_id: fixture.ids.peak } }, { token: alice }))
        .statusCode,
    ).toBe(200);
    expect(await filesIn(first)).toEqual([fixture.ids.peak]);
  });

  it("saves into none when any collection is another buyer's (404)", async () => {
    const own = await createdId(alice, 'Mine only');
    const bobs = await createdId(bob, 'Bob private');
    const response = await call(
      ctx,
      'POST',
      '/buyer/save/collection',
      { collection_id: [own, bobs], data: { media_id: fixture.ids.sunset } },
      { token: alice },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.notFound);
    expect(await filesIn(own)).toEqual([]);
    expect(await filesIn(bobs)).toEqual([]);
  });

  it('refuses an unpublished or unknown file and a malformed body', async () => {
    const own = await createdId(alice, 'Drafts never');
    for (const media_id of [fixture.ids.draft, 999_999]) {
      const response = await call(ctx, 'POST', '/buyer/save/collection', { collection_id: own, data: { media_id } }, { token: alice });
      expect(response.statusCode).toBe(404);
    }
    for (const body of [
      { collection_id: own },
      { collection_id: 'abc', data: { media_id: 1 } },
      { collection_id: [], data: { media_id: 1 } },
    ]) {
      expect((await call(ctx, 'POST', '/buyer/save/collection', body, { token: alice })).statusCode).toBe(400);
    }
    expect(await filesIn(own)).toEqual([]);
    expect(
      (
        await call(
          ctx,
          'POST',
          '/buyer/save/collection',
          { collection_id: own, data: { media_id: fixture.ids.peak } },
          { token: contributor },
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /buyer/collections and /buyer/saved/files', () => {
  it("lists only the buyer's own collections, newest activity first, with counts, covers and whether a file is in each", async () => {
    const older = await createdId(bob, 'Bob older', fixture.ids.ridges);
    const newer = await createdId(bob, 'Bob newer', fixture.ids.sunset);
    await call(ctx, 'POST', '/buyer/save/collection', { collection_id: newer, data: { media_id: fixture.ids.peak } }, { token: bob });
    const response = await call(ctx, 'GET', `/buyer/collections?media_id=${fixture.ids.ridges}`, undefined, { token: bob });
    expect(response.statusCode).toBe(200);
    const collections = response.json().data.collections as Array<{
      collection_id: number;
      file_count: number;
      has_media: boolean;
      owner_name: string;
      covers: { media_id: number }[];
    }>;
    expect(collections.every((collection) => collection.owner_name === 'Bob Stone')).toBe(true);
    expect(collections[0]).toMatchObject({ collection_id: newer, file_count: 2, has_media: false });
    expect(collections[0]?.covers.map((cover) => cover.media_id)).toEqual([fixture.ids.peak, fixture.ids.sunset]);
    expect(collections.find((collection) => collection.collection_id === older)).toMatchObject({ file_count: 1, has_media: true });
  });

  it('tells which of the given files are saved, for this buyer only', async () => {
    await createdId(bob, 'Hearts', fixture.ids.gradient);
    const query = `media_ids[0]=${fixture.ids.gradient}&media_ids[1]=${fixture.ids.fractal}`;
    const mine = await call(ctx, 'GET', `/buyer/saved/files?${query}`, undefined, { token: bob });
    expect(mine.json().data.media_ids).toEqual([fixture.ids.gradient]);
    const fresh = (await signedUpAndIn(ctx, { email: 'fresh@example.com' })).token;
    expect((await call(ctx, 'GET', `/buyer/saved/files?${query}`, undefined, { token: fresh })).json().data.media_ids).toEqual([]);
    expect((await call(ctx, 'GET', '/buyer/saved/files?media_ids=abc', undefined, { token: bob })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `/buyer/saved/files?${query}`, undefined, { token: contributor })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/buyer/collections?media_id=0', undefined, { token: bob })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', '/buyer/collections', undefined, { token: contributor })).statusCode).toBe(401);
  });
});

describe('POST /buyer/collection/files', () => {
  it('pages the published files, newest saved first, with each media_collection_id', async () => {
    const id = await createdId(alice, 'Paged');
    for (const key of ['ridges', 'peak', 'sunset']) {
      await call(ctx, 'POST', '/buyer/save/collection', { collection_id: id, data: { media_id: fixture.ids[key] } }, { token: alice });
    }
    const page = await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id, page_no: 1, limit: 2 }, { token: alice });
    expect(page.statusCode).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({
      totalCount: 3,
      total_pages: 2,
      page_no: 1,
      limit: 2,
      collection: { collection_name: 'Paged', file_count: 3 },
    });
    expect(data.files.map((file: { media_id: number }) => file.media_id)).toEqual([fixture.ids.sunset, fixture.ids.peak]);
    expect(data.files[0].media_collection_id).toEqual(expect.any(Number));
    const second = await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id, page_no: 2, limit: 2 }, { token: alice });
    expect(second.json().data.files.map((file: { media_id: number }) => file.media_id)).toEqual([fixture.ids.ridges]);
  });

  it("answers 404 for another buyer's collection, 401 for a contributor and 400 for a malformed body", async () => {
    const id = await createdId(alice, 'Secret set', fixture.ids.ridges);
    const foreign = await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id }, { token: bob });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(COLLECTION_MESSAGES.notFound);
    expect((await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id }, { token: contributor })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id, page_no: 0 }, { token: alice })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', '/buyer/collection/files', {}, { token: alice })).statusCode).toBe(400);
  });
});

describe('PUT /buyer/collection/update', () => {
  it('renames a collection; a duplicate, an empty name or a stranger changes nothing', async () => {
    const id = await createdId(alice, 'Old name');
    await createdId(alice, 'Taken name');
    const renamed = await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: id, name: 'New name' }, { token: alice });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.collection.collection_name).toBe('New name');
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: id, name: 'taken NAME' }, { token: alice })).statusCode,
    ).toBe(409);
    expect((await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: id, name: ' ' }, { token: alice })).statusCode).toBe(400);
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: id, name: 'Bob was here' }, { token: bob })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/update', { collection_id: id, name: 'Contributor' }, { token: contributor })).statusCode,
    ).toBe(401);
    expect((await collectionRows('alice@example.com')).find((row) => row.id === id)?.name).toBe('New name');
  });
});

describe('PUT /buyer/collection/file/delete and /buyer/collection/delete', () => {
  it('removes a file by collection_id and media_id, or by media_collection_id', async () => {
    const id = await createdId(alice, 'Pruned', fixture.ids.ridges);
    await call(ctx, 'POST', '/buyer/save/collection', { collection_id: id, data: { media_id: fixture.ids.peak } }, { token: alice });
    const removed = await call(
      ctx,
      'PUT',
      '/buyer/collection/file/delete',
      { collection_id: id, media_id: fixture.ids.ridges },
      { token: alice },
    );
    expect(removed.statusCode).toBe(200);
    expect(await filesIn(id)).toEqual([fixture.ids.peak]);
    const entry = (await call(ctx, 'POST', '/buyer/collection/files', { collection_id: id }, { token: alice })).json().data.files[0];
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/file/delete', { media_collection_id: entry.media_collection_id }, { token: bob }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/file/delete', { media_collection_id: entry.media_collection_id }, { token: alice }))
        .statusCode,
    ).toBe(200);
    expect(await filesIn(id)).toEqual([]);
    const again = await call(
      ctx,
      'PUT',
      '/buyer/collection/file/delete',
      { collection_id: id, media_id: fixture.ids.ridges },
      { token: alice },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(COLLECTION_MESSAGES.fileNotInCollection);
    expect((await call(ctx, 'PUT', '/buyer/collection/file/delete', { collection_id: id }, { token: alice })).statusCode).toBe(400);
    expect(
      (await call(ctx, 'PUT', '/buyer/collection/file/delete', { collection_id: id, media_id: 1 }, { token: contributor })).statusCode,
    ).toBe(401);
  });

  it("deletes the owner's collection with its files; another buyer's answers 404", async () => {
    const id = await createdId(alice, 'Doomed', fixture.ids.ridges);
    expect((await call(ctx, 'PUT', '/buyer/collection/delete', { collection_id: id }, { token: bob })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', '/buyer/collection/delete', { collection_id: id }, { token: contributor })).statusCode).toBe(401);
    expect((await call(ctx, 'PUT', '/buyer/collection/delete', { collection_id: -1 }, { token: alice })).statusCode).toBe(400);
    expect(await filesIn(id)).toEqual([fixture.ids.ridges]);
    const deleted = await call(ctx, 'PUT', '/buyer/collection/delete', { collection_id: id }, { token: alice });
    expect(deleted.statusCode).toBe(200);
    expect((await collectionRows('alice@example.com')).some((row) => row.id === id)).toBe(false);
    expect(await filesIn(id)).toEqual([]);
  });
});

describe('POST /buyer/share/collection and GET /shared/collection', () => {
  const openShared = (token: string) => call(ctx, 'GET', `/shared/collection?token=${token}`);

  it('makes a link anyone can open read-only, which the owner can turn off', async () => {
    const id = await createdId(alice, 'For the client', fixture.ids.ridges);
    await call(ctx, 'POST', '/buyer/save/collection', { collection_id: id, data: { media_id: fixture.ids.sunset } }, { token: alice });
    const shared = await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id }, { token: alice });
    expect(shared.statusCode).toBe(200);
    const { share } = shared.json().data;
    expect(share.expires_at).toBeNull();
    expect(share.share_url).toBe(`${ctx.config.publicUrl}/shared/collections/${share.token}`);
    const page = await openShared(share.token);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ collection_name: 'For the client', owner_name: 'Alice Moreau', totalCount: 2 });
    // Tiles only, and their pictures are the watermarked previews: no clean thumbnail, no format, nothing private.
    expect(page.body).not.toContain('private/');
    expect(page.body).not.toContain('/media/thumbs/');
    expect(page.json().data.files[0]).not.toHaveProperty('formats');
    expect(page.json().data.files[0].thumbnails.jpeg).toEqual([
      { url: `/media/previews/${fixture.ids.sunset}/800.jpg`, width: 800 },
      { url: `/media/previews/${fixture.ids.sunset}/1600.jpg`, width: 1600 },
    ]);
    // Only a SHA-256 of the token is kept: the database (or a backup of it) cannot open the link.
    const stored = await ctx.database.db.selectFrom('buyer_collection_share_links').selectAll().where('collection_id', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(share.token);
    expect(stored[0]?.token_hash).toBe(createHash('sha256').update(share.token).digest('hex'));
    // So the owner's list says that a link is on and until when, but cannot show it again.
    const listed = (await call(ctx, 'GET', '/buyer/collections', undefined, { token: alice })).json().data.collections;
    expect(listed.find((c: { collection_id: number }) => c.collection_id === id).share).toMatchObject({
      token: null,
      share_url: null,
      expires_at: null,
      created_at: share.created_at,
    });

    const off = await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id, enabled: false }, { token: alice });
    expect(off.json().data.share).toBeNull();
    const revoked = await openShared(share.token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(COLLECTION_MESSAGES.shareRevoked);
  });

  it('a new link replaces the old one; an expired link answers 410 and an unknown one 404', async () => {
    const id = await createdId(alice, 'Expiring', fixture.ids.peak);
    const first = (await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id }, { token: alice })).json().data.share;
    const second = (await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id, expires_in_days: 7 }, { token: alice })).json()
      .data.share;
    expect(Date.parse(second.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await openShared(first.token)).statusCode).toBe(410);
    expect((await openShared(second.token)).statusCode).toBe(200);
    await ctx.database.db
      .updateTable('buyer_collection_share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(second.token).digest('hex'))
      .execute();
    const expired = await openShared(second.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(COLLECTION_MESSAGES.shareExpired);
    expect((await openShared('a'.repeat(32))).statusCode).toBe(404);
    expect((await openShared('short')).statusCode).toBe(400);
  });

  it("refuses to share another buyer's collection, a contributor, and a malformed body", async () => {
    const id = await createdId(alice, 'Not for Bob');
    expect((await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id }, { token: bob })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id }, { token: contributor })).statusCode).toBe(401);
    expect(
      (await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id, expires_in_days: 0 }, { token: alice })).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, 'POST', '/buyer/share/collection', { collection_id: id, expires_in_days: 400 }, { token: alice })).statusCode,
    ).toBe(400);
    expect(await ctx.database.db.selectFrom('buyer_collection_share_links').select('id').where('collection_id', '=', id).execute()).toEqual(
      [],
    );
  });
});
