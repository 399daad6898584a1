import type { FetchQuery } from '@stock/contracts';
import { type KyselyPlugin, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueFixture } from '../../../test/catalogue-fixture';
import { conditionsOf, termWalk } from '../../../test/search-conditions';
import { useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/connection';
import { countWalkMatchesUpTo, estimateMatches, type SearchOrder, sampleMatches, searchFileIds } from './search.repo';
import { FACET_FILTERS, whereClause, withType } from './search-filters';
import { countOtherType, quickReadEstimate, RANGE_FILTERS } from './search-matches';

const ctx = useTestApp();
const BEACON_IMAGES = 300;
const BEACON_VIDEOS = 40;

beforeAll(async () => {
  const fx = await seedCatalogueFixture(ctx.database.db);
  // "beacon" is a rare word: 300 images and 40 videos. A third of the images are red. Every file's popularity and date
  // differ, and the title weighs more than the keywords on some files only, so the relevance order differs from the
  // popularity order.
  await sql`
    INSERT INTO media_files (type, status, contributor_id, title, slug, width, height, duration_ms, fps, popularity_score,
      published_at, color_families, search_vector)
    SELECT CASE WHEN g <= ${BEACON_IMAGES} THEN 'IMAGE' ELSE 'VIDEO' END::media_type, 'published', ${fx.contributorId},
      'Beacon ' || g, 'beacon-' || g, 4000, 3000, CASE WHEN g > ${BEACON_IMAGES} THEN 10000 END,
      CASE WHEN g > ${BEACON_IMAGES} THEN 30 END, (g * 7919) % 1000, now() - g * interval '1 hour',
      ARRAY[CASE WHEN g % 3 = 0 THEN 'red' ELSE 'blue' END],
      setweight(to_tsvector('english', CASE WHEN g % 4 = 0 THEN 'beacon light' ELSE 'light ' || g END), 'A')
        || setweight(to_tsvector('english', 'beacon harbour'), 'B')
    FROM generate_series(1, ${BEACON_IMAGES + BEACON_VIDEOS}) g
  `.execute(ctx.database.db);
  await sql`ANALYZE media_files`.execute(ctx.database.db);
  await sql`ANALYZE search_terms`.execute(ctx.database.db);
});

/**
 * The same database, counting the statements sent through it (a transaction's BEGIN and COMMIT are not counted) and
 * keeping the text of those written as raw SQL.
 */
function countingStatements(db: Db) {
  const counter = { statements: 0, texts: [] as string[] };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements++;
      if (args.node.kind === 'RawNode') counter.texts.push(args.node.sqlFragments.join('?'));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), counter };
}

async function termConditionsOf(query: FetchQuery, type: 'IMAGE' | 'VIDEO' = 'IMAGE') {
  const { conditions, terms, text } = await conditionsOf(ctx.database.db, query, type);
  if (!terms) throw new Error('a single word reads the term index');
  return { conditions, terms, text };
}

/** Every match of the images' search in media_files, in an order, straight from SQL. */
async function everyMatch(query: FetchQuery, order: SearchOrder) {
  const { conditions, text } = await termConditionsOf(query);
  const orderBy =
    order === 'relevance'
      ? sql`ts_rank_cd(f.search_vector, websearch_to_tsquery('english', ${text}), 32) * (1 + ln(1 + f.popularity_score)) DESC, f.id DESC`
      : sql`f.popularity_score DESC, f.id DESC`;
  const { rows } = await sql<{ id: number }>`SELECT f.id FROM media_files f WHERE ${whereClause(conditions)} ORDER BY ${orderBy}`.execute(
    ctx.database.db,
  );
  return rows.map((row) => Number(row.id));
}

describe('a word with few postings', () => {
  const PAGES: [string, FetchQuery, SearchOrder, number][] = [
    ['by relevance', { query: 'beacon' }, 'relevance', 48],
    ['by relevance, the last page', { query: 'beacon' }, 'relevance', 288],
    ['by relevance, red', { query: 'beacon', color: ['red'] }, 'relevance', 48],
    ['by popularity, the last page', { query: 'beacon' }, 'popular', 288],
    ['by popularity, red, past the last match', { query: 'beacon', color: ['red'] }, 'popular', 144],
  ];

  it.each(PAGES)('%s: the page comes from one statement, and is the same as every match in order', async (_name, query, order, offset) => {
    const { conditions, terms, text } = await termConditionsOf(query);
    const { db, counter } = countingStatements(ctx.database.db);
    const page = await searchFileIds(db, {
      walk: termWalk(terms),
      where: whereClause(conditions),
      order,
      text: order === 'relevance' ? text : undefined,
      offset,
      limit: 48,
    });
    expect(page).toEqual((await everyMatch(query, order)).slice(offset, offset + 48));
    expect(counter.statements).toBe(1);
  });

  it('groups its facet sample from one statement, counting every match', async () => {
    const query = { query: 'beacon', color: ['red'] };
    const { conditions, terms } = await termConditionsOf(query);
    const { db, counter } = countingStatements(ctx.database.db);
    const groups = await sampleMatches(db, termWalk(terms, FACET_FILTERS), whereClause(conditions, FACET_FILTERS), 2_001);
    expect(groups.reduce((sum, group) => sum + group.n, 0)).toBe(BEACON_IMAGES / 3);
    expect(counter.statements).toBe(1);
  });

  it("counts the other type's matches without a transaction: the planner's count of the postings, then one walk", async () => {
    const { conditions, terms } = await termConditionsOf({ query: 'beacon' });
    const { db, counter } = countingStatements(ctx.database.db);
    expect(await countOtherType(db, conditions, terms, 'VIDEO')).toBe(BEACON_VIDEOS);
    expect(counter.statements).toBe(2);
    expect(counter.texts.filter((text) => text.includes('WITH hits'))).toHaveLength(1);
  });

  it("does not walk the other type's postings when there are more than the count may test: the estimate stands", async () => {
    const { conditions, terms } = await termConditionsOf({ query: 'beacon' });
    const { db, counter } = countingStatements(ctx.database.db);
    const counting = { walkMost: BEACON_VIDEOS - 1, hopelessEstimate: 10_000 };
    const estimate = await estimateMatches(ctx.database.db, whereClause(withType(terms, 'VIDEO'), ['category']), 'terms');
    expect(await countOtherType(db, conditions, terms, 'VIDEO', counting)).toBe(estimate);
    expect(counter.texts.every((text) => text.startsWith('EXPLAIN'))).toBe(true);
    expect(counter.statements).toBe(2);
  });

  it('through the API, counts both types exactly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/fetch?query=beacon' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.totalCount).toBe(BEACON_IMAGES);
    expect(body.data.total_is_estimate).toBe(false);
    expect(body.data.facets.type).toEqual([
      { value: 'IMAGE', label: 'Images', count: BEACON_IMAGES },
      { value: 'VIDEO', label: 'Videos', count: BEACON_VIDEOS },
    ]);
    expect(body.data.results.map((file: { media_id: number }) => file.media_id)).toEqual(
      (await everyMatch({ query: 'beacon' }, 'relevance')).slice(0, 48),
    );
  });
});

describe('a count of a walk bounded in postings', () => {
  it('is exact within the bound, unknown past it with too few matches, and "more" past the limit', async () => {
    const db = ctx.database.db;
    const red = termWalk((await termConditionsOf({ query: 'beacon', color: ['red'] })).terms);
    expect(await countWalkMatchesUpTo(db, red, 2_000, BEACON_IMAGES)).toBe(BEACON_IMAGES / 3);
    expect(await countWalkMatchesUpTo(db, red, 2_000, BEACON_IMAGES - 1)).toBeNull();
    expect(await countWalkMatchesUpTo(db, red, 10, 50)).toBe(11);
  });
});

describe("the other type's count without words", () => {
  it('counts exactly when the planner expects few, and takes its estimate without counting when it expects many', async () => {
    const { conditions } = await conditionsOf(ctx.database.db, { color: ['red'] }, 'IMAGE');
    const videos = withType(conditions, 'VIDEO');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM media_files f WHERE ${whereClause(videos)}`.execute(
      ctx.database.db,
    );
    const exact = rows[0]?.n ?? 0;
    expect(exact).toBeGreaterThan(0);
    const counted = countingStatements(ctx.database.db);
    expect(await countOtherType(counted.db, conditions, undefined, 'VIDEO')).toBe(exact);
    expect(counted.counter.texts.some((text) => text.includes('SELECT count(*)'))).toBe(true);

    const estimate = await estimateMatches(ctx.database.db, whereClause(videos, ['category']));
    const estimated = countingStatements(ctx.database.db);
    expect(await countOtherType(estimated.db, conditions, undefined, 'VIDEO', { walkMost: 20_000, hopelessEstimate: estimate - 1 })).toBe(
      estimate,
    );
    expect(estimated.counter.texts).toHaveLength(1);
    expect(estimated.counter.texts[0]).toMatch(/^EXPLAIN/);
  });
});

describe('the quick read through GIN before a term walk', () => {
  it('is tried by the estimate of matches unless GIN would fetch more rows than it may test for a range filter', async () => {
    // Beacon images are 12 megapixels, so none matches: the planner expects few. GIN finds the word and the colour
    // (a third of the 300 beacon images), and each of those rows is fetched to test the size.
    const { conditions, terms } = await termConditionsOf({ query: 'beacon', color: ['red'], min_megapixels: 50 });
    const fetched = await estimateMatches(ctx.database.db, whereClause(terms, RANGE_FILTERS), 'terms');
    expect(fetched).toBeGreaterThan(50);
    expect(await quickReadEstimate(ctx.database.db, conditions, terms, [], 3, 48)).toBe(3);
    expect(await quickReadEstimate(ctx.database.db, conditions, terms, [], 3, 48, fetched)).toBe(3);
    expect(await quickReadEstimate(ctx.database.db, conditions, terms, [], 3, 48, fetched - 1)).toBeUndefined();

    // More expected matches than needed: no quick read is tried, and nothing is estimated for it.
    const { db, counter } = countingStatements(ctx.database.db);
    expect(await quickReadEstimate(db, conditions, terms, [], 49, 48, 0)).toBe(49);
    // Without a range filter, what GIN fetches is what matches: nothing more to estimate either.
    const red = await termConditionsOf({ query: 'beacon', color: ['red'] });
    expect(await quickReadEstimate(db, red.conditions, red.terms, [], 3, 48, 0)).toBe(3);
    expect(counter.statements).toBe(0);
  });
});
