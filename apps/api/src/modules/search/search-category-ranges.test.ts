import { MAX_RESULT_WINDOW } from '@stock/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueFixture, seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { useTestApp } from '../../../test/test-app';
import { categoryAndChildIds } from '../catalogue/categories.repo';
import { analyseSearchWords } from './search.repo';
import { buildSearchConditions } from './search-filters';
import { findMatches } from './search-matches';

const ctx = useTestApp();
// More images than any page's read of all matches takes (readAllLimit), so pages come from merging the ranges.
const FILES = 60_000;
let fx: CatalogueFixture;
let nature: number;

beforeAll(async () => {
  fx = await seedCatalogueFixture(ctx.database.db);
  nature = fx.categories.nature as number;
  const inNature = [nature, fx.categories.mountains, fx.categories.seas];
  // Images spread over the nature categories and one outside them, in all four orientations; every seventh unsafe.
  // Popularity repeats (every 97 files share one value), so the order's tie on id is tested; dates are all distinct.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at,
      is_safe, category_id)
    SELECT 'IMAGE', 'published', ${fx.contributorId}, 'Valley ' || g, 'valley-' || g,
      (ARRAY[4000, 3000, 3000, 6000])[g % 4 + 1], (ARRAY[3000, 4000, 3000, 2000])[g % 4 + 1], g % 97,
      now() - ((g * 7919) % ${FILES}) * interval '1 minute', g % 7 <> 0,
      (${sql.val([...inNature, fx.categories.gradients])}::bigint[])[g % 4 + 1]
    FROM generate_series(1, ${FILES}) g
  `.execute(ctx.database.db);
  await sql`ANALYZE media_files`.execute(ctx.database.db);
}, 120_000);

/** Every match of a category search without words, in the order asked, read straight from the table. */
async function allMatches(orientations: string[] | undefined, safe: boolean, order: 'popular' | 'newest') {
  const categoryIds = await categoryAndChildIds(ctx.database.db, nature);
  const sortColumn = order === 'newest' ? sql`published_at` : sql`popularity_score`;
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM media_files WHERE status = 'published' AND type = 'IMAGE' AND category_id = ANY(${categoryIds})
      AND (${orientations === undefined} OR orientation = ANY(${orientations ?? []})) AND (${!safe} OR is_safe)
    ORDER BY ${sortColumn} DESC, id DESC`.execute(ctx.database.db);
  return rows.map((row) => Number(row.id));
}

async function fetchPage(query: string, page: number, limit: number) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fetch?category_id=${nature}&${query}&limit=${limit}&page_no=${page}` });
  expect(response.statusCode).toBe(200);
  return (response.json().data.results as { media_id: number }[]).map((file) => file.media_id);
}

const CASES: { name: string; query: string; orientations?: string[]; safe: boolean; order: 'popular' | 'newest' }[] = [
  { name: 'popular, all orientations', query: 'sort=popular', safe: true, order: 'popular' },
  {
    name: 'popular, square, unsafe too',
    query: 'sort=popular&orientation=square&safe_search=false',
    orientations: ['square'],
    safe: false,
    order: 'popular',
  },
  {
    name: 'newest, two orientations',
    query: 'sort=newest&orientation=vertical&orientation=panoramic',
    orientations: ['vertical', 'panoramic'],
    safe: true,
    order: 'newest',
  },
  // Relevance without words is the popular order.
  {
    name: 'relevance, one orientation named twice',
    query: 'orientation=horizontal&orientation=horizontal',
    orientations: ['horizontal'],
    safe: true,
    order: 'popular',
  },
];

describe('a category search without words merges the ordered ranges of its categories and orientations', () => {
  it.each(CASES)(
    '$name: first, middle and deep pages hold exactly the matches at their place',
    async ({ query, orientations, safe, order }) => {
      const expected = await allMatches(orientations, safe, order);
      expect(expected.length).toBeGreaterThan(1_000);
      const limit = 48;
      const matchPages = Math.ceil(expected.length / limit);
      // Only the first MAX_RESULT_WINDOW results can be browsed.
      const last = Math.min(matchPages, Math.ceil(MAX_RESULT_WINDOW / limit));
      for (const page of [1, 2, Math.ceil(last / 2), last - 1, last, ...(last === matchPages ? [last + 1] : [])]) {
        expect(await fetchPage(query, page, limit), `page ${page}`).toEqual(expected.slice((page - 1) * limit, page * limit));
      }
    },
  );

  it('paging visits every match once', async () => {
    const expected = (await allMatches(['square'], false, 'popular')).slice(0, MAX_RESULT_WINDOW);
    const limit = 100;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / limit); page++) {
      seen.push(...(await fetchPage('sort=popular&orientation=square&safe_search=false', page, limit)));
    }
    expect(seen).toEqual(expected);
  });

  it('reads the page from the category indexes, not by reading every match', async () => {
    const db = ctx.database.db;
    const scans = await db.transaction().execute(async (trx) => {
      // Each range here is smaller than the page's LIMIT, so the planner may read it by a bitmap scan and sort it; the
      // two category indexes then cost the same, and either may be the one read.
      const scansOf = async () =>
        (
          await sql<{ n: number }>`SELECT (pg_stat_get_xact_numscans('media_files_category_popular'::regclass)
            + pg_stat_get_xact_numscans('media_files_category_newest'::regclass))::int AS n`.execute(trx)
        ).rows[0]?.n ?? 0;
      const before = await scansOf();
      const categoryIds = await categoryAndChildIds(trx, nature);
      const query = { category_id: nature, orientation: ['square' as const] };
      const conditions = buildSearchConditions(query, 'IMAGE', categoryIds, (await analyseSearchWords(trx, '')).searchable);
      const page = {
        order: 'popular' as const,
        text: undefined,
        offset: 9_600,
        limit: 48,
        phrase: false,
        ranges: { categoryIds, orientations: ['square'] },
      };
      const { ids } = await findMatches(trx, conditions, undefined, page);
      expect(ids).toHaveLength(48);
      return (await scansOf()) - before;
    });
    // One ordered range per category and orientation: the nature category and its two subcategories.
    expect(scans).toBe(3);
  });
});
