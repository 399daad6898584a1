import type { FetchQuery } from '@stock/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { conditionsOf, termWalk } from '../../../test/search-conditions';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/connection';
import {
  EXACT_COUNT_LIMIT,
  estimateMatches,
  onlyBitmapScans,
  pageWithAllMatches,
  quickBitmapRead,
  readAllLimit,
  type SearchOrder,
  sampleMatches,
  searchFileIds,
  walkBound,
} from './search.repo';
import { FACET_FILTERS, type FilterName, onlyConditions, whereClause } from './search-filters';
import { findMatches } from './search-matches';

const ctx = useTestApp();
// More files than a walk for one page reads before it gives up (walkBound(48), about 21,000).
const QUAY_FILES = 30_000;

beforeAll(async () => {
  const fx = await seedCatalogueFixture(ctx.database.db);
  // Even files are red with nobody in them, odd files blue with one person: "red with one person" matches nothing,
  // though the planner, taking the two filters as independent, expects a quarter of the files. Every third file also
  // has "lantern" in its title; popularity and dates are all distinct, so every order is exact.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, popularity_score, published_at,
      color_families, people_count, age_groups, search_vector)
    SELECT 'IMAGE', 'published', ${fx.contributorId}, t.title, 'quay-' || g, 4000 + (g % 3) * 1000, 3000 + (g % 5) * 1000, g,
      now() - ((g * 7919) % ${QUAY_FILES}) * interval '1 minute', ARRAY[CASE WHEN g % 2 = 0 THEN 'red' ELSE 'blue' END], g % 2,
      CASE WHEN g % 4 = 1 THEN ARRAY['adult'] ELSE '{}' END,
      setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', 'quay harbour'), 'B')
    FROM generate_series(1, ${QUAY_FILES}) g,
      LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 'Lantern on the quay ' || g ELSE 'Stone quay ' || g END AS title) t
  `.execute(ctx.database.db);
  await sql`ANALYZE media_files`.execute(ctx.database.db);
  await sql`ANALYZE search_terms`.execute(ctx.database.db);
}, 120_000);

/** One page by walking media_files' index in order, or by reading every match: the planner's estimate decides which. */
async function pageBy(
  path: 'walk' | 'read all',
  query: FetchQuery,
  order: SearchOrder,
  offset: number,
  limit = 48,
  db: Db = ctx.database.db,
) {
  const { conditions, text } = await conditionsOf(db, query);
  const walk = {
    source: 'files' as const,
    walked: onlyConditions(conditions, ['status', 'type']),
    tested: whereClause(conditions, ['status', 'type']),
  };
  const estimatedMatches = path === 'walk' ? Number.MAX_SAFE_INTEGER : 0;
  return searchFileIds(db, { walk, where: whereClause(conditions), order, text, offset, limit, estimatedMatches });
}

const WALKED_INDEXES = ['media_files_popular', 'media_files_newest', 'search_terms_ranked', 'search_terms_newest'];

/** Index entries read so far from the walked indexes (or the ones named), as this connection's statistics hold them. */
async function entriesRead(db: Db, indexes = WALKED_INDEXES) {
  const { rows } = await sql<{ n: number }>`
    SELECT coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid)), 0)::int AS n FROM pg_class c
    WHERE c.relname = ANY(${indexes}::text[])`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * Index entries the search's own statements read from the walked indexes. The "xact" counters of index reads also
 * hold earlier transactions' reads on the same connection until its statistics are flushed (at most once a second),
 * so only the difference across one transaction, which never flushes them, is the search's own.
 */
async function entriesReadBy(search: (db: Db) => Promise<number[]>, indexes = WALKED_INDEXES) {
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await entriesRead(trx, indexes);
    const ids = await search(trx);
    return { ids, entries: (await entriesRead(trx, indexes)) - before };
  });
}

/** findMatches' arguments for page 1 of a search, as the service builds them. */
async function argsOf(query: FetchQuery, order: SearchOrder): Promise<Parameters<typeof findMatches>> {
  const { conditions, terms, text, words } = await conditionsOf(ctx.database.db, query);
  return [ctx.database.db, conditions, terms, { order, text, offset: 0, limit: 48, phrase: words.phrase }];
}

/** The entries one search of page 1 reads, taking the path it takes in the service. */
function entriesWalked(query: FetchQuery, order: SearchOrder) {
  return entriesReadBy(async (db) => {
    const { conditions, terms, text, words } = await conditionsOf(db, query);
    return (await findMatches(db, conditions, terms, { order, text, offset: 0, limit: 48, phrase: words.phrase })).ids;
  });
}

const COMBINATIONS: [string, FetchQuery][] = [
  ['no words, one person', { people: '1' }],
  ['no words, blue with one person, adults', { color: ['blue'], people: '1', age_group: ['adult'] }],
  ['no words, red with one person (none)', { color: ['red'], people: '1' }],
  ['a word, blue, large', { query: 'quay', color: ['blue'], min_megapixels: 20 }],
  ['a word and an exclusion, one person', { query: 'quay -lantern', people: '1' }],
  ['a word, red with one person (none)', { query: 'lantern', color: ['red'], people: '1' }],
  // Read from the size index (migration 0191) when all matches are read.
  ['no words, large, uploaded this week', { min_megapixels: 30, uploaded_within: 'week' }],
  ['no words, large, blue with one person', { min_megapixels: 30, color: ['blue'], people: '1' }],
];

describe('walking an index in order and reading every match find the same files', () => {
  // Relevance reorders a window of the most popular matches when it walks, and ranks them all when it reads them all.
  for (const order of ['popular', 'newest'] as const) {
    it.each(COMBINATIONS)(`%s, ${order}, on page 1 and deep`, async (_name, query) => {
      for (const offset of [0, 48 * 60]) {
        const walked = await pageBy('walk', query, order, offset);
        const read = await pageBy('read all', query, order, offset);
        expect(walked).toEqual(read);
      }
    });
  }

  it('pages through a walk visit every match once', async () => {
    const query: FetchQuery = { query: 'quay -lantern', color: ['blue'], people: '1' };
    const ids: number[] = [];
    for (let offset = 0; offset < 10_500; offset += 500) ids.push(...(await pageBy('walk', query, 'popular', offset, 500)));
    const expected = QUAY_FILES / 3;
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
  });

  it('groups the same facet sample from a walk of the term index as from every match', async () => {
    const db = ctx.database.db;
    for (const query of [
      { query: 'lantern', people: '1' },
      { query: 'lantern', color: ['red'], people: '1' },
    ] as FetchQuery[]) {
      const { conditions, terms } = await conditionsOf(db, query);
      if (!terms) throw new Error('a single word reads the term index');
      const sample = await sampleMatches(db, termWalk(terms, FACET_FILTERS), whereClause(conditions, FACET_FILTERS), 2_001);
      const all = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM media_files f WHERE ${whereClause(conditions, FACET_FILTERS)}`.execute(db);
      expect(sample.reduce((sum, group) => sum + group.n, 0)).toBe(Math.min(2_001, all.rows[0]?.n ?? 0));
    }
  });
});

describe('a combination of filters that matches less than the planner expects', () => {
  it('reads no more index entries than one bounded walk, and finds its matches (or none)', async () => {
    for (const order of ['newest', 'popular'] as const) {
      const none = await entriesWalked({ color: ['red'], people: '1' }, order);
      expect(none.ids).toEqual([]);
      expect(none.entries).toBeLessThanOrEqual(walkBound(48));
      // Sent on a walk whatever the estimate, it gives up after its bound and reads the (no) matches instead.
      const walked = await entriesReadBy((db) => pageBy('walk', { color: ['red'], people: '1' }, order, 0, 48, db));
      expect(walked.ids).toEqual([]);
      expect(walked.entries).toBe(walkBound(48));
    }
    // A word and its own exclusion: the planner expects a fifth of the files, and would read "all" of them by walking
    // a whole order index again; after a walk has shown the matches to be rare they are read through GIN instead.
    for (const order of ['newest', 'popular'] as const) {
      const walked = await entriesReadBy((db) => pageBy('walk', { query: 'lantern -lantern', people: '1' }, order, 0, 48, db));
      expect(walked.ids).toEqual([]);
      expect(walked.entries).toBe(walkBound(48));
    }
    const lanterns = await entriesWalked({ query: 'lantern', color: ['red'], people: '1' }, 'relevance');
    expect(lanterns.ids).toEqual([]);
  });

  it('stops reading all matches past its limit when the planner expected fewer, and finds the same page below it', async () => {
    // Blue and one person go together: the planner expects a quarter of the files, half of them match.
    const { conditions, text } = await conditionsOf(ctx.database.db, { color: ['blue'], people: '1' });
    const read = (most: number) =>
      pageWithAllMatches(ctx.database.db, {
        relaxed: whereClause(conditions, FACET_FILTERS),
        facetFilters: onlyConditions(conditions, FACET_FILTERS),
        order: 'popular',
        text,
        offset: 0,
        limit: 48,
        most,
      });
    expect(await read(QUAY_FILES / 4)).toBeNull();
    const all = await read(QUAY_FILES);
    expect(all?.ids).toEqual(await pageBy('walk', { color: ['blue'], people: '1' }, 'popular', 0));
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM media_files f WHERE ${whereClause(conditions, FACET_FILTERS)}`.execute(ctx.database.db);
    expect(all?.groups.reduce((sum, group) => sum + group.n, 0)).toBe(counted.rows[0]?.n);
  });

  it('answers through the API with an empty page and a count of 0', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/fetch?color[0]=red&people=1&sort=newest' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ results: [], totalCount: 0 });
  });
});

describe("the planner's estimate of a people filter", () => {
  // The filter asks for the count capped at 3, an expression: without statistics on it (migration 0235), the planner
  // guesses half a percent of the files, and a search reads all its matches where it should walk.
  it('is near the real share of the files, on media_files and on the term index', async () => {
    const half = QUAY_FILES / 2;
    const { conditions, terms } = await conditionsOf(ctx.database.db, { query: 'quay', people: '1' });
    for (const estimate of [
      await estimateMatches(ctx.database.db, whereClause(conditions, ['text'])),
      await estimateMatches(ctx.database.db, whereClause(terms ?? new Map()), 'terms'),
    ]) {
      expect(estimate).toBeGreaterThan(half * 0.8);
      expect(estimate).toBeLessThan(half * 1.2);
    }
  });
});

describe('a read through bitmap scans only', () => {
  it("inside a caller's transaction, fails with the read's own error and leaves the settings as they were", async () => {
    const failing = ctx.database.db.transaction().execute((trx) => onlyBitmapScans(trx, (db) => sql`SELECT 1 / 0`.execute(db)));
    await expect(failing).rejects.toThrow(/division by zero/);
    const settings = await ctx.database.db.transaction().execute(async (trx) => {
      await onlyBitmapScans(trx, (db) => sql`SELECT 1`.execute(db));
      return (await sql<{ scans: string }>`SELECT current_setting('enable_indexscan') AS scans`.execute(trx)).rows[0]?.scans;
    });
    expect(settings).toBe('on');
  });
});

/** Searches of media_files in this transaction through any index but its primary key (which the rescore reads by). */
async function mediaFilesSearches(trx: Db) {
  const { rows } = await sql<{ n: number }>`SELECT coalesce(sum(pg_stat_get_xact_numscans(indexrelid)), 0)::int AS n FROM pg_index
    WHERE indrelid = 'media_files'::regclass AND indexrelid <> 'media_files_pkey'::regclass`.execute(trx);
  return rows[0]?.n ?? 0;
}

describe('a word newest first', () => {
  const NEWEST: [string, FetchQuery][] = [
    ['a word', { query: 'quay' }],
    ['a word and an exclusion, one person', { query: 'quay -lantern', people: '1' }],
    ['a word, blue', { query: 'quay', color: ['blue'] }],
    ['a word uploaded this week', { query: 'quay', uploaded_within: 'week' }],
    ['a word, red with one person (none)', { query: 'quay', color: ['red'], people: '1' }],
  ];

  it.each(NEWEST)('%s: the same pages as a read of every match, and no walk of the files by date', async (_name, query) => {
    for (const offset of [0, 48 * 60]) {
      const expected = await pageBy('read all', query, 'newest', offset);
      const found = await entriesReadBy(
        async (db) => {
          const { conditions, terms, text, words } = await conditionsOf(db, query);
          return (await findMatches(db, conditions, terms, { order: 'newest', text, offset, limit: 48, phrase: words.phrase })).ids;
        },
        ['media_files_newest'],
      );
      expect(found.ids).toEqual(expected);
      expect(found.entries).toBe(0);
    }
  });

  it("walks the word's postings in date order, a deep page reading no more than the page's matches", async () => {
    // Every file has "quay": the postings in date order are the page's matches one after the other.
    const deep = 48 * 60;
    const found = await entriesReadBy(
      async (db) => {
        const { conditions, terms, text, words } = await conditionsOf(db, { query: 'quay' });
        return (await findMatches(db, conditions, terms, { order: 'newest', text, offset: deep, limit: 48, phrase: words.phrase })).ids;
      },
      ['search_terms_newest'],
    );
    expect(found.ids).toEqual(await pageBy('read all', { query: 'quay' }, 'newest', deep));
    // The page's walk reads its 2,928 postings (the facet sample walks popularity order).
    expect(found.entries).toBe(deep + 48);
  });

  it("walks the word's postings when its matches are dense among them, though GIN would read them all", async () => {
    // One quay in four is of adults: 7,500 matches, more than a read of all matches takes for a type of a million
    // files (readAllLimit(2,001) is 14,910) but one in four of the 30,000 postings, a walk of a few thousand.
    const query: FetchQuery = { query: 'quay', age_group: ['adult'] };
    const { terms } = await conditionsOf(ctx.database.db, query);
    if (!terms) throw new Error('a single word reads the term index');
    const estimated = await estimateMatches(ctx.database.db, whereClause(terms, FACET_FILTERS), 'terms');
    expect(estimated).toBeGreaterThan(readAllLimit(EXACT_COUNT_LIMIT + 1, QUAY_FILES));
    expect(estimated).toBeLessThanOrEqual(readAllLimit(EXACT_COUNT_LIMIT + 1));
    for (const offset of [0, 48 * 60]) {
      const found = await entriesReadBy(async (db) => {
        const { conditions, terms, text, words } = await conditionsOf(db, query);
        return (await findMatches(db, conditions, terms, { order: 'newest', text, offset, limit: 48, phrase: words.phrase })).ids;
      });
      expect(found.ids).toEqual(await pageBy('read all', query, 'newest', offset));
      // Four postings a match, for the page and for the facet sample's 2,001 matches, and a posting or two more.
      const needed = offset + 48 + EXACT_COUNT_LIMIT + 1;
      expect(found.entries).toBeGreaterThanOrEqual(4 * needed - 8);
      expect(found.entries).toBeLessThanOrEqual(4 * needed);
    }
  });

  it('ends a walk by date where the upload date does, with every match of the range', async () => {
    const db = ctx.database.db;
    const query: FetchQuery = { query: 'quay', uploaded_within: 'week', color: ['red'], people: '1' };
    const { conditions, terms, text } = await conditionsOf(db, query);
    if (!terms) throw new Error('a single word reads the term index');
    const week = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM media_files WHERE slug LIKE 'quay-%' AND published_at >= now() - interval '7 days'`.execute(db);
    const weekFiles = week.rows[0]?.n ?? 0;
    expect(weekFiles).toBeGreaterThan(0);
    expect(2 * (weekFiles + 1)).toBeLessThan(QUAY_FILES);
    // Red with one person matches nothing: the walk reads the week's postings and stops, short of the other files', and
    // a count of the same range shows that it reached the end. Without the range the walk would read all 30,000.
    const walked = await entriesReadBy(
      (trx) =>
        searchFileIds(trx, {
          walk: termWalk(terms, [], 'newest'),
          where: whereClause(conditions),
          order: 'newest',
          text,
          offset: 0,
          limit: 48,
        }),
      ['search_terms_newest'],
    );
    expect(walked.ids).toEqual([]);
    expect(walked.entries).toBeLessThanOrEqual(2 * (weekFiles + 1));
  });
});

describe('a word with an upload date', () => {
  it('takes its facet sample from the date range, and the page in popularity order', async () => {
    const query: FetchQuery = { query: 'quay', uploaded_within: 'week' };
    for (const order of ['popular', 'relevance'] as const) {
      const read = await ctx.database.db.transaction().execute(async (trx) => {
        const before = await Promise.all([entriesRead(trx, ['search_terms_newest']), entriesRead(trx, ['search_terms_ranked'])]);
        const { conditions, terms, text, words } = await conditionsOf(trx, query);
        const found = await findMatches(trx, conditions, terms, { order, text, offset: 0, limit: 48, phrase: words.phrase });
        const after = await Promise.all([entriesRead(trx, ['search_terms_newest']), entriesRead(trx, ['search_terms_ranked'])]);
        return { found, byDate: (after[0] ?? 0) - (before[0] ?? 0), byPopularity: (after[1] ?? 0) - (before[1] ?? 0) };
      });
      // Every file of the week has "quay": the sample is the range's first 2,001 postings, read in date order.
      expect(read.found.groups.reduce((sum, group) => sum + group.n, 0)).toBe(2_001);
      expect(read.byDate).toBe(2_001);
      expect(read.byPopularity).toBeGreaterThan(0);
    }
    const popular = await findMatches(...(await argsOf(query, 'popular')));
    expect(popular.ids).toEqual(await pageBy('read all', query, 'popular', 0));
  });
});

describe('a walk of a term that reaches past its last posting', () => {
  // "lantern" has 10,000 postings: more than a count of postings checks (FEW_MATCHES), fewer than a walk's bound.
  const FEW: [string, FetchQuery, number][] = [
    ['a few matches', { query: 'lantern', age_group: ['adult'], min_megapixels: 28, uploaded_within: 'day' }, 1],
    ['no match', { query: 'lantern', color: ['red'], people: '1' }, 0],
  ];

  it.each(FEW)('%s: finds every match from the walk, without reading all matches from media_files', async (_name, query, least) => {
    const db = ctx.database.db;
    const expected = await pageBy('read all', query, 'relevance', 0);
    const { ids, otherScans } = await db.transaction().execute(async (trx) => {
      const scans = () => mediaFilesSearches(trx);
      const before = await scans();
      const { conditions, terms, text } = await conditionsOf(trx, query);
      if (!terms) throw new Error('a single word reads the term index');
      const found = await searchFileIds(trx, {
        walk: termWalk(terms),
        where: whereClause(conditions),
        order: 'relevance',
        text,
        offset: 0,
        limit: 48,
      });
      return { ids: found, otherScans: (await scans()) - before };
    });
    expect(ids).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(least);
    expect(expected.length).toBeLessThan(48);
    expect(otherScans).toBe(0);
  });

  // "quay" has 30,000 postings: more than FEW_MATCHES, fewer than the walk of a facet sample (walkBound(2,001), about
  // 134,000) or of page 61. The planner knows the word's postings, so they are counted up to the bound.
  const QUAY_FEW: [string, FetchQuery, number][] = [
    ['a few matches', { query: 'quay', age_group: ['adult'], min_megapixels: 28, uploaded_within: 'day' }, 1],
    ['no match', { query: 'quay', color: ['red'], people: '1' }, 0],
  ];

  it.each(QUAY_FEW)('%s: a facet sample and a deep page come from the walk alone, and are every match', async (_name, query, least) => {
    const db = ctx.database.db;
    const { conditions, terms } = await conditionsOf(db, query);
    if (!terms) throw new Error('a single word reads the term index');
    const relaxed = whereClause(conditions, FACET_FILTERS);
    const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM media_files f WHERE ${relaxed}`.execute(db);
    const deep = 48 * 60;
    const expectedPage = await pageBy('read all', query, 'popular', deep);
    const found = await db.transaction().execute(async (trx) => {
      const before = await mediaFilesSearches(trx);
      const groups = await sampleMatches(trx, termWalk(terms, FACET_FILTERS), relaxed, 2_001);
      const page = await searchFileIds(trx, {
        walk: termWalk(terms),
        where: whereClause(conditions),
        order: 'popular',
        text: undefined,
        offset: deep,
        limit: 48,
      });
      return { groups, page, otherScans: (await mediaFilesSearches(trx)) - before };
    });
    expect(counted.rows[0]?.n).toBeGreaterThanOrEqual(least);
    expect(counted.rows[0]?.n).toBeLessThan(2_001);
    expect(found.groups.reduce((sum, group) => sum + group.n, 0)).toBe(counted.rows[0]?.n);
    expect(found.page).toEqual(expectedPage);
    expect(found.otherScans).toBe(0);
  });
});

describe('a term search the planner expects to leave fewer matches than it needs', () => {
  /** The term walk of a search and its read of all matches, as findMatches builds them. */
  async function termSearch(db: Db, query: FetchQuery) {
    const { conditions, terms, text } = await conditionsOf(db, query);
    if (!terms) throw new Error('a single word reads the term index');
    return { conditions, text, walk: (leaveOut: FilterName[] = []) => termWalk(terms, leaveOut) };
  }

  const FEW_LEFT: [string, FetchQuery][] = [
    ['a few matches', { query: 'lantern', age_group: ['adult'], min_megapixels: 28, uploaded_within: 'day' }],
    ['no match', { query: 'lantern', color: ['red'], people: '1' }],
    ['a word and an exclusion, blue with one person', { query: 'quay -lantern', color: ['blue'], people: '1', age_group: ['adult'] }],
  ];

  it.each(FEW_LEFT)('%s: finds the same pages and facet sample through GIN as by walking, reading no posting', async (_name, query) => {
    const db = ctx.database.db;
    const { conditions, text, walk } = await termSearch(db, query);
    for (const order of ['popular', 'relevance'] as const) {
      for (const offset of [0, 48 * 12]) {
        const request = { walk: walk(), where: whereClause(conditions), order, text, offset, limit: 48 };
        const walked = await searchFileIds(db, request);
        // An estimate of no match sends the search to GIN first (given all the time it takes on a busy test machine).
        const quick = await entriesReadBy((trx) => searchFileIds(trx, { ...request, estimatedMatches: 0, quickReadMs: 10_000 }));
        expect(quick.ids).toEqual(walked);
        expect(quick.entries).toBe(0);
      }
    }
    const relaxed = whereClause(conditions, FACET_FILTERS);
    const walkedSample = await sampleMatches(db, walk(FACET_FILTERS), relaxed, 2_001);
    const quickSample = await db.transaction().execute(async (trx) => {
      const before = await entriesRead(trx);
      const groups = await sampleMatches(trx, walk(FACET_FILTERS), relaxed, 2_001, { estimated: 0, quickReadMs: 10_000 });
      return { groups, entries: (await entriesRead(trx)) - before };
    });
    const byGroup = (groups: { type: string; category_id: number | null; orientation: string }[]) =>
      [...groups].sort((a, b) => `${a.type}${a.category_id}${a.orientation}`.localeCompare(`${b.type}${b.category_id}${b.orientation}`));
    expect(byGroup(quickSample.groups)).toEqual(byGroup(walkedSample));
    expect(quickSample.entries).toBe(0);
  });

  it.each(FEW_LEFT)('%s: answers the same page and counts through the search as a read of every match', async (_name, query) => {
    const db = ctx.database.db;
    const { conditions, terms, text, words } = await conditionsOf(db, query);
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM media_files f WHERE ${whereClause(conditions, FACET_FILTERS)}`.execute(db);
    for (const order of ['popular', 'newest'] as const) {
      for (const offset of [0, 48 * 12]) {
        const found = await findMatches(db, conditions, terms, { order, text, offset, limit: 48, phrase: words.phrase });
        expect(found.ids).toEqual(await pageBy('read all', query, order, offset));
        // Every match when the search read them all, or the sample of the 2,001 most popular.
        const all = counted.rows[0]?.n ?? 0;
        expect([all, Math.min(2_001, all)]).toContain(found.groups.reduce((sum, group) => sum + group.n, 0));
      }
    }
  });

  it('gives the read up after its time and leaves a transaction as it was', async () => {
    const db = ctx.database.db;
    expect(await quickBitmapRead(db, 5_000, (trx) => sql`SELECT 1 AS one`.execute(trx).then((r) => r.rows))).toEqual([{ one: 1 }]);
    expect(await quickBitmapRead(db, 20, (trx) => sql`SELECT pg_sleep(0.5)`.execute(trx))).toBeNull();
    const after = await db.transaction().execute(async (trx) => {
      const late = await quickBitmapRead(trx, 20, (inner) => sql`SELECT pg_sleep(0.5)`.execute(inner));
      const settings = await sql<{ scans: string; timeout: string }>`
        SELECT current_setting('enable_indexscan') AS scans, current_setting('statement_timeout') AS timeout`.execute(trx);
      return { late, settings: settings.rows[0] };
    });
    expect(after.late).toBeNull();
    expect(after.settings).toEqual({ scans: 'on', timeout: '0' });
  });
});
