import { beforeAll, expect, it, vi } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '10' } });
beforeAll(async () => {
  await seedCatalogueFixture(ctx.database.db);
});

it('counts every search for trending keywords, also those answered from the cache', async () => {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=ocean' }));
  expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
  await vi.waitFor(
    async () => {
      const rows = await ctx.database.db.selectFrom('search_log').select('query').where('query', '=', 'ocean').execute();
      expect(rows).toHaveLength(3);
    },
    { timeout: 5_000, interval: 200 },
  );
});
