import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { conditionsOf } from '../../../test/search-conditions';
import { useTestApp } from '../../../test/test-app';
import { EXACT_COUNT_LIMIT, estimateMatches } from './search.repo';
import { whereClause } from './search-filters';

const ctx = useTestApp();
let fx: CatalogueFixture;
// Past EXACT_COUNT_LIMIT, so that the count and the facets are estimates; every third file also has "storm".
const IMAGES = 4_500;
const VIDEOS = 3_000;
// One video in fifty is filmed at 59.94 frames a second, the others at 25.
const FRAME_RATE_SHARE = 50;

beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at, duration_ms,
      fps, search_vector)
    SELECT t.type::media_type, 'published', ${fx.contributorId}, t.title, 'lighthouse-' || g, 3000, 2000 + (g % 3) * 500, g,
      now() - g * interval '1 hour', CASE WHEN t.type = 'VIDEO' THEN 10000 END,
      CASE WHEN t.type = 'VIDEO' THEN (CASE WHEN g % ${FRAME_RATE_SHARE} = 0 THEN 59.94 ELSE 25 END) END, to_tsvector('english', t.title)
    FROM generate_series(1, ${IMAGES + VIDEOS}) g,
      LATERAL (SELECT CASE WHEN g <= ${IMAGES} THEN 'IMAGE' ELSE 'VIDEO' END AS type,
        CASE WHEN g % 3 = 0 THEN 'Lighthouse in a storm ' || g ELSE 'Lighthouse on the coast ' || g END AS title) t
  `.execute(ctx.database.db);
  // As on any catalogue: statistics for the planner, whose estimates the counts come from.
  await sql`ANALYZE media_files`.execute(ctx.database.db);
  await sql`ANALYZE search_terms`.execute(ctx.database.db);
});

interface Answer {
  totalCount: number;
  total_is_estimate: boolean;
  facets: { type: { value: string; count: number }[]; orientation: { value: string; count: number }[] };
}
const search = async (qs: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fetch?${qs}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as Answer;
};
const typeCount = (answer: Answer, type: string) => answer.facets.type.find((facet) => facet.value === type)?.count;
const near = (actual: number | undefined, expected: number) => {
  expect(actual).toBeGreaterThan(expected * 0.8);
  expect(actual).toBeLessThan(expected * 1.2);
};

describe('counts of a search with more matches than are counted exactly', () => {
  it('estimates a word’s images and videos within a fifth of the truth, and says it is an estimate', async () => {
    const images = await search('query=lighthouse');
    expect(images.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(images.total_is_estimate).toBe(true);
    near(images.totalCount, IMAGES);
    near(typeCount(images, 'VIDEO'), VIDEOS);
    // The orientation facet is the sample scaled to the estimate: its parts add up to about the whole.
    near(
      images.facets.orientation.reduce((sum, facet) => sum + facet.count, 0),
      IMAGES,
    );

    const videos = await search('query=lighthouse&type=VIDEO');
    near(videos.totalCount, VIDEOS);
    near(typeCount(videos, 'IMAGE'), IMAGES);
  });

  it('estimates a word with an excluded word from how common that word is', async () => {
    const calm = await search('query=lighthouse -storm');
    expect(calm.total_is_estimate).toBe(true);
    near(calm.totalCount, (IMAGES * 2) / 3);
    // Two thousand videos are counted exactly.
    expect(typeCount(calm, 'VIDEO')).toBe((VIDEOS * 2) / 3);
  });

  it('counts a word under a filter that leaves fewer than the exact limit exactly', async () => {
    const tall = await search('query=lighthouse&type=VIDEO&orientation[0]=vertical');
    expect(tall).toMatchObject({ totalCount: 0, total_is_estimate: false });
    const nineMegapixels = await search('query=lighthouse&type=IMAGE&min_megapixels=9');
    // Heights 2000, 2500 and 3000 by turns at a width of 3000: only every third image has 9 megapixels.
    expect(nineMegapixels).toMatchObject({ totalCount: IMAGES / 3, total_is_estimate: false });
  });
});

describe('the planner’s estimate of a frame rate', () => {
  it('comes from the column’s statistics, so that a rare rate is estimated as rare', async () => {
    const db = ctx.database.db;
    const { conditions } = await conditionsOf(db, { type: 'VIDEO', fps: 60 }, 'VIDEO');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM media_files f WHERE ${whereClause(conditions)}`.execute(db);
    // 59.94 is 60 to a buyer: one video in fifty.
    expect(rows[0]?.n).toBe(VIDEOS / FRAME_RATE_SHARE);
    // A test of abs() was taken to keep a third of the files, a thousand videos, whatever the rate. The range is
    // estimated from the rates' statistics, a little low: they are of every file, and only videos have a rate.
    const estimated = await estimateMatches(db, whereClause(conditions));
    expect(estimated).toBeGreaterThan(VIDEOS / FRAME_RATE_SHARE / 3);
    expect(estimated).toBeLessThan((VIDEOS / FRAME_RATE_SHARE) * 3);
  });
});
