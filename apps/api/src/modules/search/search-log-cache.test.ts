import { beforeAll, expect, it, vi } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
let sunsetId: number;
beforeAll(async () => {
  sunsetId = (await seedCatalogueFixture(ctx.database.db)).ids.sunset as number;
});

const loggedSearches = (query: string) =>
  ctx.database.db.selectFrom('search_log').select(['query', 'result_count']).where('query', '=', query).execute();

it('counts every search for trending keywords, also those answered from the cache', async () => {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=ocean' }));
  expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
  const found = answers[0]?.json().data.totalCount;
  expect(found).toBeGreaterThan(0);
  await vi.waitFor(
    async () => {
      const rows = await loggedSearches('ocean');
      expect(rows).toHaveLength(3);
      expect(rows.map((row) => row.result_count)).toEqual([found, found, found]);
    },
    { timeout: 5_000, interval: 200 },
  );
});

it('logs the number of results found even when a result title reads like a count', async () => {
  await ctx.database.db
    .updateTable('media_files')
    .set({ title: 'Sea "totalCount":999, "data":{"totalCount":998}' })
    .where('id', '=', sunsetId)
    .execute();
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=golden' });
  expect(answer.json().data.results.map((file: { title: string }) => file.title)).toContain(
    'Sea "totalCount":999, "data":{"totalCount":998}',
  );
  const found = answer.json().data.totalCount;
  expect(found).toBeLessThan(998);
  await vi.waitFor(async () => expect((await loggedSearches('golden')).map((row) => row.result_count)).toEqual([found]), {
    timeout: 5_000,
    interval: 200,
  });
});
