import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { api, tokenFor } from '../../../test/upload-test-helpers';
import { setFileKeywords } from '../catalogue/catalogue-writer.repo';

// Public answers are cached for 10 s here, as in production.
const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });

describe('approval and search caches', () => {
  let admin: { token: string };
  let contributor: { token: string; userId: number };
  beforeAll(async () => {
    admin = await tokenFor(ctx, 'admin');
    contributor = await tokenFor(ctx, 'contributor');
  });

  const search = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=lighthouse' });
    return { cache: response.headers['x-cache'], ids: response.json().data.results.map((r: { media_id: number }) => r.media_id) };
  };

  it('an approved file is found at once even when the empty answer was cached; a removed one is gone at once', async () => {
    const row = await ctx.database.db
      .insertInto('media_files')
      .values({
        type: 'IMAGE',
        contributor_id: contributor.userId,
        title: 'Lighthouse in a storm',
        slug: 'l',
        width: 3000,
        height: 2000,
        status: 'inreview',
        submitted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setFileKeywords(ctx.database.db, row.id, ['lighthouse', 'storm', 'sea', 'coast', 'night']);
    await sql`SELECT refresh_media_search_vectors(${[row.id]}::bigint[])`.execute(ctx.database.db);

    expect(await search()).toEqual({ cache: 'MISS', ids: [] });
    expect(await search()).toEqual({ cache: 'HIT', ids: [] });
    expect((await api(ctx, admin.token, 'POST', '/admin/review/approve', { media_id: row.id })).statusCode).toBe(200);
    expect(await search()).toEqual({ cache: 'MISS', ids: [row.id] });

    const removed = await api(ctx, contributor.token, 'PUT', '/contributor/file/delete', { media_id: row.id, status: 'published' });
    expect(removed.statusCode).toBe(200);
    expect(await search()).toEqual({ cache: 'MISS', ids: [] });
  });
});
