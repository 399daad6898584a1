import type { MediaType } from '@stock/contracts';
import type { Db } from '../../db/connection';
import {
  type CategoryRanges,
  cheaperToReadAll,
  countMatchesUpTo,
  countWalkMatchesUpTo,
  EXACT_COUNT_LIMIT,
  estimateMatches,
  FEW_PHRASE_CANDIDATES,
  type IndexOrder,
  type MatchGroup,
  pageOfCategories,
  pageWithAllMatches,
  RESCORE_WINDOW,
  readAllLimit,
  type SearchOrder,
  type SearchSource,
  sampleMatches,
  searchFileIds,
  type Walk,
} from './search.repo';
import { FACET_FILTERS, type FilterName, onlyConditions, type SearchConditions, whereClause, withType } from './search-filters';

/** How long the other type's count may take before the planner's estimate stands in. */
const COUNT_TIMEOUT_MS = 10;
/**
 * How many postings the other type's count of a word tests before the planner's estimate stands in: about those 10 ms
 * at half a microsecond a posting. Not with an excluded word, which is a lookup per posting tested: that count is timed.
 */
const COUNT_WALK_MOST = 20_000;

export interface PageRequest {
  order: SearchOrder;
  /** The words to rank by; absent when the search has none. */
  text: string | undefined;
  offset: number;
  limit: number;
  /** Whether the words hold a quoted phrase (see FEW_PHRASE_CANDIDATES). */
  phrase: boolean;
  /** The categories and orientations the search is narrowed to, when it names a category. */
  ranges?: CategoryRanges;
}

export interface Matches {
  /** The page of file ids, in order. */
  ids: number[];
  /**
   * This type's matches, ignoring the facet filters: all of them, or when they are many the first in popularity order
   * (with an upload date: in date order, see sampleOrderOf).
   */
  groups: MatchGroup[];
  /** How many files `groups` stands for, when it is a sample. */
  sampledFrom: () => Promise<number>;
}

/**
 * The conditions each source's index walks by (its leading columns and partial predicate); the rest it tests. In date
 * order the upload date is a range of the index too: a walk of the last week's files ends with the week, where as a
 * test it would go on through every older entry up to its bound.
 */
const WALKED: Record<SearchSource, FilterName[]> = { files: ['status', 'type'], terms: ['text', 'type'] };
/** The order of the indexes a page walks: relevance reorders a window of popularity order. */
const walkOrderOf = (order: SearchOrder): IndexOrder => (order === 'newest' ? 'newest' : 'popular');
/**
 * The order a facet sample walks: popularity, or the date order when the search names an upload date, whose range
 * then bounds the walk. In popularity order a recent date leaves its matches far apart: "background" uploaded this
 * month with a colour and an age group walked 134,000 postings to find 23 matches, then read them through GIN.
 */
const sampleOrderOf = (conditions: SearchConditions): IndexOrder => (conditions.has('uploaded') ? 'newest' : 'popular');
const walkedBy = (source: SearchSource, order: IndexOrder): FilterName[] =>
  order === 'newest' ? [...WALKED[source], 'uploaded'] : WALKED[source];
export const walkOf = (
  source: SearchSource,
  conditions: SearchConditions,
  leaveOut: FilterName[] = [],
  order: IndexOrder = 'popular',
): Walk => ({
  source,
  walked: onlyConditions(conditions, walkedBy(source, order)),
  tested: whereClause(conditions, [...walkedBy(source, order), ...leaveOut]),
});

/**
 * The planner's estimate of a search's matches, leaving out some filters. A word the term index answers is estimated
 * there: the same files, from the statistics of one column, planned in a fifth of the time media_files takes (about
 * 0.2 ms against 1 ms on a million files), where its three text indexes and a dozen others are all weighed. Not with
 * an excluded word: on search_terms that is a subquery, which the planner puts at half of the postings whatever the
 * word, where media_files' text search estimates it from the words' frequencies.
 */
function estimateOf(db: Db, conditions: SearchConditions, terms: SearchConditions | undefined, leaveOut: FilterName[]) {
  return terms && !terms.has('exclude')
    ? estimateMatches(db, whereClause(terms, leaveOut), 'terms')
    : estimateMatches(db, whereClause(conditions, leaveOut));
}

/** The filters the type text indexes carry beside the words (migration 0190), which GIN finds rather than tests. */
const IN_TEXT_INDEXES: FilterName[] = ['category', 'orientation', 'listed'];

/**
 * Whether a term walk tests a filter that GIN finds along with the word, leaving some groups out: only then can a read
 * through GIN be quicker than the walk when matches are few. A phrase is not one: GIN finds the files with both
 * words, and each is read to check their order.
 */
const ginFindsFilters = (terms: SearchConditions, phrase: boolean, leaveOut: FilterName[] = []) =>
  !phrase && [...terms.keys()].some((name) => IN_TEXT_INDEXES.includes(name) && !leaveOut.includes(name));

/** The filters GIN does not find (a size, a duration, a frame rate, an upload date): a read through GIN tests them row by row. */
export const RANGE_FILTERS: FilterName[] = ['video', 'uploaded', 'other'];

/**
 * The most rows a quick read through GIN may expect to fetch and test: about 10 ms at 4 µs a row, inside its time
 * limit (QUICK_READ_MS) on a quiet machine.
 */
const QUICK_READ_ROWS = 2_500;

/**
 * The estimate a term walk tries a quick read through GIN by (`matches`, when the planner expects at most `needed`), or
 * undefined when the read would fetch too many rows: the planner may expect few matches because of a range filter
 * that GIN does not find, while the word and the filters GIN finds leave thousands of rows to fetch and test. Such a
 * read ran out of its time and was thrown away, then the walk ran anyway: 15 ms lost per read on a quiet machine, and
 * under 16 searchers at once 17% of the quick reads ran out (5% alone), because their limit is in wall-clock time.
 */
export async function quickReadEstimate(
  db: Db,
  conditions: SearchConditions,
  terms: SearchConditions,
  leaveOut: FilterName[],
  matches: number,
  needed: number,
  mostRows = QUICK_READ_ROWS,
): Promise<number | undefined> {
  if (matches > needed || !RANGE_FILTERS.some((name) => terms.has(name))) return matches;
  const fetched = await estimateOf(db, conditions, terms, [...leaveOut, ...RANGE_FILTERS]);
  return fetched <= mostRows ? matches : undefined;
}

/** A lazy value computed at most once. */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}

/**
 * The postings a word's walk in date order reads from, by the planner's estimate, for choosing between that walk and
 * a read of all matches (cheaperToReadAll); undefined when the choice should take the range to be a whole type's. A
 * word with an excluded word is one: each posting the walk tests is a look-up of the excluded word, about as dear as a
 * row GIN finds. So are media_files' walks: they cannot tell that they read their whole range, and where the filters
 * match far fewer than the planner expects a walk reads up to its bound before it reads all matches anyway.
 */
function walkedPostingsOf(db: Db, terms: SearchConditions): (() => Promise<number>) | undefined {
  if (terms.has('exclude')) return undefined;
  return () => estimateMatches(db, walkOf('terms', terms, [], 'newest').walked, 'terms');
}

/** What the category ranges' indexes carry (migration 0230): a search filtering on nothing else can merge them. */
const CARRIED_BY_CATEGORY_RANGES: FilterName[] = ['status', 'safe', 'type', 'category', 'orientation'];
const mergesCategoryRanges = (conditions: SearchConditions) =>
  conditions.has('category') && [...conditions.keys()].every((name) => CARRIED_BY_CATEGORY_RANGES.includes(name));

/**
 * The page and the facet sample of one search, from the term index for a word or a two-word phrase (see migrations
 * 0007, 0215 and 0245), or from media_files: in one read of all matches when they are few, by index walks and a
 * sample when they are many.
 */
export async function findMatches(
  db: Db,
  conditions: SearchConditions,
  terms: SearchConditions | undefined,
  page: PageRequest,
): Promise<Matches> {
  const relaxed = whereClause(conditions, FACET_FILTERS);
  const relaxedEstimate = once(() => estimateOf(db, conditions, terms, FACET_FILTERS));
  // Popular and relevance order walk a term's postings, where its matches are dense, whatever the estimate; so does a
  // phrase, whose postings are exactly its files where GIN would check each candidate's word positions in the table.
  if (terms && (page.order !== 'newest' || page.phrase)) return termWalks(db, conditions, terms, page, relaxedEstimate);
  // Both the page and the facet sample (EXACT_COUNT_LIMIT + 1 matches) come from this one read.
  const needed = Math.max(page.offset + page.limit, EXACT_COUNT_LIMIT + 1);
  const most = page.phrase ? FEW_PHRASE_CANDIDATES : readAllLimit(needed);
  const readsAll = page.phrase
    ? (await relaxedEstimate()) <= most
    : await cheaperToReadAll(await relaxedEstimate(), needed, terms && walkedPostingsOf(db, terms));
  let overran = false;
  if (readsAll) {
    // Filters that go together (a colour mostly on pictures of groups) can make the estimate a quarter of the real
    // number: past the break-even, the read stops and the search walks instead.
    const facetFilters = onlyConditions(conditions, FACET_FILTERS);
    const read = await pageWithAllMatches(db, { relaxed, facetFilters, ...page, most });
    if (read) return { ...read, sampledFrom: relaxedEstimate };
    overran = true;
  }
  // Newest first with many matches, a term's postings in date order (migration 0245) hold them densest.
  if (terms) return termWalks(db, conditions, terms, page, relaxedEstimate);
  const all = whereClause(conditions);
  const [ids, groups] = await Promise.all([
    page.ranges && mergesCategoryRanges(conditions)
      ? pageOfCategories(
          db,
          page.ranges,
          onlyConditions(conditions, ['status', 'safe', 'type']),
          walkOrderOf(page.order),
          page.offset,
          page.limit,
        )
      : // After a read of all matches overran, the estimate is known to be too low to choose by.
        (overran ? Promise.resolve(Number.MAX_SAFE_INTEGER) : estimateMatches(db, all)).then((estimatedMatches) =>
          searchFileIds(db, { walk: walkOf('files', conditions, [], walkOrderOf(page.order)), where: all, ...page, estimatedMatches }),
        ),
    sampleMatches(db, walkOf('files', conditions, FACET_FILTERS, sampleOrderOf(conditions)), relaxed, EXACT_COUNT_LIMIT + 1, {
      order: sampleOrderOf(conditions),
    }),
  ]);
  return { ids, groups, sampledFrom: relaxedEstimate };
}

/**
 * The page and the facet sample of a word's search from walks of its postings, in the page's order (relevance walks
 * popularity order and reorders a window of it). The facet sample of many matches walks popularity order unless the
 * search names an upload date (sampleOrderOf).
 */
async function termWalks(
  db: Db,
  conditions: SearchConditions,
  terms: SearchConditions,
  page: PageRequest,
  sampledFrom: () => Promise<number>,
): Promise<Matches> {
  const sampleOrder = sampleOrderOf(conditions);
  // A term walk whose filters GIN can find may find them rare; then the estimate says when to try GIN first.
  const sample = async () =>
    sampleMatches(db, walkOf('terms', terms, FACET_FILTERS, sampleOrder), whereClause(conditions, FACET_FILTERS), EXACT_COUNT_LIMIT + 1, {
      order: sampleOrder,
      estimated: ginFindsFilters(terms, page.phrase, FACET_FILTERS)
        ? await quickReadEstimate(db, conditions, terms, FACET_FILTERS, await sampledFrom(), EXACT_COUNT_LIMIT + 1)
        : undefined,
    });
  const estimatedMatches = ginFindsFilters(terms, page.phrase)
    ? await quickReadEstimate(
        db,
        conditions,
        terms,
        [],
        await estimateOf(db, conditions, terms, []),
        Math.max(page.offset + page.limit, RESCORE_WINDOW),
      )
    : undefined;
  const [ids, groups] = await Promise.all([
    searchFileIds(db, {
      walk: walkOf('terms', terms, [], walkOrderOf(page.order)),
      where: whereClause(conditions),
      ...page,
      estimatedMatches,
    }),
    sample(),
  ]);
  return { ids, groups, sampledFrom };
}

/** How far the other type's count goes (see countOtherType); tests give smaller ones. */
export interface OtherTypeCounting {
  /** Postings a count of a term walks at most (COUNT_WALK_MOST). */
  walkMost: number;
  /** Estimated matches past which no count is tried (COUNT_HOPELESS_ESTIMATE). */
  hopelessEstimate: number;
}

/**
 * Past this many matches by the planner's estimate, a count up to EXACT_COUNT_LIMIT would only confirm that there are
 * more: of 1,580 counts in the random classes of three seeds on a million files, every one that came out at 2,000 or
 * fewer had an estimate under 8,500 (the planner is that far off when filters go together), while the counts with a
 * larger estimate spent 7 to 15 ms each for nothing.
 */
const COUNT_HOPELESS_ESTIMATE = 5 * EXACT_COUNT_LIMIT;

/**
 * The type facet's count for the type the buyer is not looking at (categories belong to one type, so the category
 * filter does not apply): exact up to EXACT_COUNT_LIMIT when counting is quick, the planner's estimate otherwise.
 */
export async function countOtherType(
  db: Db,
  conditions: SearchConditions,
  terms: SearchConditions | undefined,
  otherType: MediaType,
  counting: OtherTypeCounting = { walkMost: COUNT_WALK_MOST, hopelessEstimate: COUNT_HOPELESS_ESTIMATE },
) {
  // Images have no duration or frame rate.
  if (otherType === 'IMAGE' && conditions.has('video')) return 0;
  const otherFiles = withType(conditions, otherType);
  const otherTerms = terms && withType(terms, otherType);
  const estimate = once(() => estimateOf(db, otherFiles, otherTerms, ['category']));
  const counted = await exactCountOf(db, otherFiles, otherTerms, estimate, counting);
  if (counted !== null && counted <= EXACT_COUNT_LIMIT) return counted;
  return Math.max(counted ?? 0, await estimate());
}

/** The other type's matches counted up to EXACT_COUNT_LIMIT + 1, or null when counting them is not worth it. */
async function exactCountOf(
  db: Db,
  otherFiles: SearchConditions,
  otherTerms: SearchConditions | undefined,
  estimate: () => Promise<number>,
  counting: OtherTypeCounting,
): Promise<number | null> {
  if (otherTerms && !otherTerms.has('exclude')) {
    const walk = walkOf('terms', otherTerms, ['category']);
    // A term with more postings than the walk may test ("people", 93,696 videos) cannot be counted exactly: the walk
    // would read its bound to say so. The planner knows each word's postings from its statistics.
    if ((await estimateMatches(db, walk.walked, 'terms')) > counting.walkMost) return null;
    return countWalkMatchesUpTo(db, walk, EXACT_COUNT_LIMIT, counting.walkMost);
  }
  if ((await estimate()) > counting.hopelessEstimate) return null;
  return otherTerms
    ? countMatchesUpTo(db, 'terms', whereClause(otherTerms, ['category']), EXACT_COUNT_LIMIT, COUNT_TIMEOUT_MS)
    : countMatchesUpTo(db, 'files', whereClause(otherFiles, ['category']), EXACT_COUNT_LIMIT, COUNT_TIMEOUT_MS);
}
