import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPublishedImages } from '../../test/billing-helpers';
import { seedCatalogueFixture } from '../../test/catalogue-fixture';
import { adminSession } from '../../test/money-fixture';
import { startRedisTestServer } from '../../test/redis-test-server';
import { useTestApp } from '../../test/test-app';
import { type App, buildApp } from '../app';
import { createStorage } from '../storage/create-storage';

// Two API nodes on one database and one Redis, each with its own process memory; answers live 10 s, as in production.
const redis = await startRedisTestServer();
const ctx = useTestApp({ env: { REDIS_URL: redis.url, CATALOGUE_CACHE_SECONDS: '10' } });
let otherNode: App;
let admin: { token: string };
let contributorId: number;

beforeAll(async () => {
  otherNode = await buildApp({ config: ctx.config, db: ctx.database.db, storage: createStorage(ctx.config) });
  admin = await adminSession(ctx);
  contributorId = (await seedCatalogueFixture(ctx.database.db)).contributorId;
});
afterAll(async () => {
  await otherNode?.close();
  await redis.close();
});

const search = async (node: App, word: string) => {
  const response = await node.inject({ method: 'GET', url: `/api/fetch?query=${word}` });
  expect(response.statusCode, response.body).toBe(200);
  return { cache: response.headers['x-cache'], ids: response.json().data.results.map((r: { media_id: number }) => r.media_id) };
};

const titleWord = async (id: number) =>
  (await ctx.database.db.selectFrom('media_files').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title
    .split(' ')
    .at(-1) as string;

describe('the public response cache with REDIS_URL', () => {
  it('is shared by the nodes: an answer computed on one is served by the other', async () => {
    const [id] = (await seedPublishedImages(ctx, contributorId, 1)) as [number];
    const word = await titleWord(id);
    expect(await search(ctx.app, word)).toEqual({ cache: 'MISS', ids: [id] });
    expect(await search(otherNode, word)).toEqual({ cache: 'HIT', ids: [id] });
  });

  it('a take-down on one node empties the cache of every node at once, and so does the restore', async () => {
    const [id] = (await seedPublishedImages(ctx, contributorId, 1)) as [number];
    const word = await titleWord(id);
    expect((await search(otherNode, word)).ids).toEqual([id]);
    expect(await search(ctx.app, word)).toEqual({ cache: 'HIT', ids: [id] });

    const takenDown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/files/take-down',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { media_id: id, ground: 'rights_complaint', reason: 'The photographer wrote to us' },
    });
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    expect(await search(otherNode, word)).toEqual({ cache: 'MISS', ids: [] });
    expect(await search(ctx.app, word)).toEqual({ cache: 'HIT', ids: [] });

    const restored = await otherNode.inject({
      method: 'POST',
      url: '/api/admin/files/restore',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { media_id: id, reason: 'Complaint withdrawn' },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await search(ctx.app, word)).toEqual({ cache: 'MISS', ids: [id] });
  });
});
