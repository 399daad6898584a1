import { COLLECTION_MESSAGES } from '@stock/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { adminSession } from '../../../test/money-fixture';
import { useTestApp } from '../../../test/test-app';
import { call } from '../auth/auth-test-helpers';
import { approvedReseller } from '../reseller/reseller-test-helpers';
import { API_KEY_MESSAGES } from './api-key-auth';
import { accessTokenFor, createKey, partnerClient } from './partner-api-test-helpers';

const ctx = useTestApp();
let fixture: CatalogueFixture;
let admin: { token: string };

beforeAll(async () => {
  fixture = await seedCatalogueFixture(ctx.database.db);
  admin = await adminSession(ctx);
});

const collectionRows = (userId: number) =>
  ctx.database.db.selectFrom('buyer_collections').select(['id', 'name']).where('owner_id', '=', userId).orderBy('id').execute();

describe('collections over the partner API', () => {
  it('creates, lists, renames, fills, reads, empties and deletes a collection, as the web shows it', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const client = partnerClient(ctx, await accessTokenFor(ctx, reseller.token, ['collections']));
    const ridges = fixture.ids.ridges as number;

    const created = await client.POST('/collections', { body: { name: '  Client A: spring  ' } });
    expect(created.response.status).toBe(200);
    const collection = created.data?.data.collection;
    expect(collection).toMatchObject({ collection_name: 'Client A: spring', file_count: 0, role: 'owner' });
    const id = collection?.collection_id as number;
    expect(await collectionRows(reseller.userId)).toEqual([{ id, name: 'Client A: spring' }]);

    const added = await client.POST('/collections/{collection_id}/files', {
      params: { path: { collection_id: id } },
      body: { media_id: ridges },
    });
    expect(added.response.status).toBe(200);
    expect(added.data?.data.collections.map((c) => c.collection_id)).toEqual([id]);
    const files = await client.GET('/collections/{collection_id}/files', { params: { path: { collection_id: id }, query: { limit: 10 } } });
    expect(files.response.status).toBe(200);
    expect(files.data?.data.files.map((file) => file.media_id)).toEqual([ridges]);
    expect(files.data?.data.totalCount).toBe(1);

    const renamed = await client.PATCH('/collections/{collection_id}', {
      params: { path: { collection_id: id } },
      body: { name: 'Client A' },
    });
    expect(renamed.data?.data.collection.collection_name).toBe('Client A');
    const listed = await client.GET('/collections', {});
    expect(listed.data?.data.collections.map((c) => [c.collection_name, c.file_count])).toEqual([['Client A', 1]]);
    // The web sees the same collection.
    const web = await call(ctx, 'GET', '/buyer/collections', undefined, { token: reseller.token });
    expect(web.json().data.collections.map((c: { collection_id: number }) => c.collection_id)).toEqual([id]);

    const removed = await client.DELETE('/collections/{collection_id}/files/{media_id}', {
      params: { path: { collection_id: id, media_id: ridges } },
    });
    expect(removed.response.status).toBe(200);
    const again = await client.DELETE('/collections/{collection_id}/files/{media_id}', {
      params: { path: { collection_id: id, media_id: ridges } },
    });
    expect(again.response.status).toBe(404);
    expect(again.error?.message).toBe(COLLECTION_MESSAGES.fileNotInCollection);

    const deleted = await client.DELETE('/collections/{collection_id}', { params: { path: { collection_id: id } } });
    expect(deleted.response.status).toBe(200);
    expect(await collectionRows(reseller.userId)).toEqual([]);
  });

  it('keeps the web’s rules: a duplicate name 409, a blank name, an unpublished file, malformed bodies 400', async () => {
    const reseller = await approvedReseller(ctx, admin.token);
    const client = partnerClient(ctx, (await createKey(ctx, reseller.token, ['collections'])).secret);
    const first = await client.POST('/collections', { body: { name: 'Moodboard' } });
    const id = first.data?.data.collection.collection_id as number;
    const duplicate = await client.POST('/collections', { body: { name: 'MOODBOARD' } });
    expect(duplicate.response.status).toBe(409);
    expect(duplicate.error?.message).toBe(COLLECTION_MESSAGES.duplicateName);
    const blank = await client.POST('/collections', { body: { name: '   ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.message).toBe(COLLECTION_MESSAGES.emptyName);
    const tooLong = await client.POST('/collections', { body: { name: 'x'.repeat(101) } });
    expect(tooLong.response.status).toBe(400);
    const missing = await client.POST('/collections/{collection_id}/files', {
      params: { path: { collection_id: id } },
      body: {} as { media_id: number },
    });
    expect(missing.response.status).toBe(400);
    const unknownFile = await client.POST('/collections/{collection_id}/files', {
      params: { path: { collection_id: id } },
      body: { media_id: 999_999 },
    });
    expect(unknownFile.response.status).toBe(404);
    expect(unknownFile.error?.message).toBe(COLLECTION_MESSAGES.fileNotFound);
    const badId = await client.GET('/collections/{collection_id}/files', { params: { path: { collection_id: 0 } } });
    expect(badId.response.status).toBe(400);
  });

  it('answers 404 for another reseller’s collection, and 403 to a key without the collections scope', async () => {
    const owner = await approvedReseller(ctx, admin.token);
    const mine = partnerClient(ctx, (await createKey(ctx, owner.token, ['collections'])).secret);
    const id = (await mine.POST('/collections', { body: { name: 'Private' } })).data?.data.collection.collection_id as number;
    await mine.POST('/collections/{collection_id}/files', {
      params: { path: { collection_id: id } },
      body: { media_id: fixture.ids.ridges as number },
    });

    const other = await approvedReseller(ctx, admin.token);
    const theirs = partnerClient(ctx, (await createKey(ctx, other.token, ['collections'])).secret);
    const path = { params: { path: { collection_id: id } } };
    for (const answer of [
      await theirs.GET('/collections/{collection_id}/files', path),
      await theirs.PATCH('/collections/{collection_id}', { ...path, body: { name: 'Mine now' } }),
      await theirs.DELETE('/collections/{collection_id}', path),
      await theirs.POST('/collections/{collection_id}/files', { ...path, body: { media_id: fixture.ids.ridges as number } }),
      await theirs.DELETE('/collections/{collection_id}/files/{media_id}', {
        params: { path: { collection_id: id, media_id: fixture.ids.ridges as number } },
      }),
    ]) {
      expect(answer.response.status).toBe(404);
    }
    expect((await theirs.GET('/collections', {})).data?.data.collections).toEqual([]);
    expect(await collectionRows(owner.userId)).toEqual([{ id, name: 'Private' }]);

    const searchOnly = partnerClient(ctx, (await createKey(ctx, owner.token, ['search'])).secret);
    const refused = await searchOnly.GET('/collections', {});
    expect(refused.response.status).toBe(403);
    expect(refused.error?.message).toBe(API_KEY_MESSAGES.scope('collections'));
  });
});
