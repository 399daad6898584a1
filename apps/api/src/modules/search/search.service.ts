import type { FacetCount, FetchQuery, MediaType, SearchResults } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { categoryAndChildIds, findCategoryRow, listCategoryRows } from '../catalogue/categories.repo';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { closestKeyword, keywordsAcrossFiles } from '../catalogue/keywords.repo';
import { mediaTypeOf } from '../catalogue/media-type';
import {
  analyseSearchWords,
  countMatchesUpTo,
  EXACT_COUNT_LIMIT,
  estimateMatches,
  type SearchOrder,
  sampleMatches,
  searchFileIds,
} from './search.repo';
import { tallyFacets } from './search-facets';
import {
  buildSearchConditions,
  cleanSearchText,
  type SearchConditions,
  termIndexConditions,
  whereClause,
  withType,
} from './search-filters';

const ORIENTATION_LABELS: Record<string, string> = {
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  square: 'Square',
  panoramic: 'Panoramic',
};
const TYPE_LABELS: Record<string, string> = { IMAGE: 'Images', VIDEO: 'Videos' };
/** How long the other type's count may take before its estimate stands in. */
const COUNT_TIMEOUT_MS = 10;

export async function searchFiles(db: Db, query: FetchQuery): Promise<SearchResults> {
  const window = pageWindow(query, 48);
  const text = cleanSearchText(query.query);
  const type = mediaTypeOf(query.type);
  let categoryIds: number[] | undefined;
  if (query.category_id !== undefined) {
    if (!(await findCategoryRow(db, { id: query.category_id }))) throw notFound('This category does not exist.');
    categoryIds = await categoryAndChildIds(db, query.category_id);
  }
  const words = await analyseSearchWords(db, text);
  const conditions = buildSearchConditions(query, type, categoryIds, words.searchable);
  const terms = termIndexConditions(conditions, words.lexeme);
  const order: SearchOrder = query.sort ?? 'relevance';
  const rankBy = words.searchable ? text : undefined;
  const otherType = type === 'IMAGE' ? 'VIDEO' : 'IMAGE';
  const relaxed = whereClause(conditions, ['category', 'orientation']);

  // One sample of this type's matches, ignoring the category and orientation filters, gives the count, those two
  // facets and this type's side of the type facet; the other type is counted on its own.
  const [ids, sample, otherTypeCount] = await Promise.all([
    terms && order !== 'newest'
      ? searchFileIds(db, { source: 'terms', where: whereClause(terms), order, text: rankBy, ...window })
      : estimateMatches(db, whereClause(conditions)).then((estimatedMatches) =>
          searchFileIds(db, { source: 'files', where: whereClause(conditions), order, text: rankBy, ...window, estimatedMatches }),
        ),
    terms
      ? sampleMatches(db, 'terms', whereClause(terms, ['category', 'orientation']), EXACT_COUNT_LIMIT + 1)
      : sampleMatches(db, 'files', relaxed, EXACT_COUNT_LIMIT + 1),
    countOtherType(db, conditions, terms, otherType),
  ]);
  const truncated = sample.length > EXACT_COUNT_LIMIT;
  const counted = truncated ? sample.slice(0, EXACT_COUNT_LIMIT) : sample;
  const scale = truncated ? Math.max(await estimateMatches(db, relaxed), sample.length) / counted.length : 1;
  const tallies = tallyFacets(counted, { type, categoryIds, orientations: query.orientation }, scale);
  tallies.type.set(otherType, otherTypeCount);
  // A first page that is not full holds every match: then the count is exact whatever the sample said.
  const complete = window.offset === 0 && ids.length < window.limit;
  const total = complete ? ids.length : Math.max(tallies.matches, window.offset + ids.length);
  const isEstimate = truncated && !complete;

  const typed = text.toLowerCase().split(' ').filter(Boolean);
  const [results, related, didYouMean, categoryFacet] = await Promise.all([
    loadFileSummaries(db, ids),
    keywordsAcrossFiles(db, ids, typed, 12),
    total === 0 && words.searchable ? suggestSpelling(db, typed) : Promise.resolve(null),
    categoryFacetOf(db, type, tallies.category),
  ]);

  return {
    ...paged(results, total, window),
    query: text,
    total_is_estimate: isEstimate,
    facets: {
      type: ['IMAGE', 'VIDEO'].map((value) => ({
        value,
        label: TYPE_LABELS[value] ?? value,
        count: tallies.type.get(value) ?? 0,
      })),
      category: categoryFacet,
      orientation: Object.keys(ORIENTATION_LABELS).map((value) => ({
        value,
        label: ORIENTATION_LABELS[value] ?? value,
        count: tallies.orientation.get(value) ?? 0,
      })),
    },
    related_keywords: related.map((row) => row.keyword),
    did_you_mean: didYouMean,
  };
}

/**
 * The type facet's count for the type the buyer is not looking at (categories belong to one type, so the category
 * filter does not apply): exact up to EXACT_COUNT_LIMIT when counting is quick, the planner's estimate otherwise.
 */
async function countOtherType(db: Db, conditions: SearchConditions, terms: SearchConditions | undefined, otherType: MediaType) {
  if (otherType === 'IMAGE' && conditions.has('video')) return 0;
  const files = whereClause(withType(conditions, otherType), ['category']);
  const counted = terms
    ? await countMatchesUpTo(db, 'terms', whereClause(withType(terms, otherType), ['category']), EXACT_COUNT_LIMIT, COUNT_TIMEOUT_MS)
    : await countMatchesUpTo(db, 'files', files, EXACT_COUNT_LIMIT, COUNT_TIMEOUT_MS);
  if (counted !== null && counted <= EXACT_COUNT_LIMIT) return counted;
  return Math.max(counted ?? 0, await estimateMatches(db, files));
}

/** Counts per category, parents summing their subcategories, in the catalogue's own order. */
async function categoryFacetOf(db: Db, type: 'IMAGE' | 'VIDEO', direct: Map<number, number>): Promise<FacetCount[]> {
  const categories = await listCategoryRows(db, { type });
  const countOf = (id: number) =>
    (direct.get(id) ?? 0) + categories.filter((c) => c.parent_id === id).reduce((sum, c) => sum + (direct.get(c.id) ?? 0), 0);
  return categories
    .map((category) => ({ value: String(category.id), label: category.name, count: countOf(category.id) }))
    .filter((facet) => facet.count > 0);
}

async function suggestSpelling(db: Db, words: string[]): Promise<string | null> {
  const corrected = await Promise.all(words.map(async (word) => (word.length >= 3 ? ((await closestKeyword(db, word)) ?? word) : word)));
  const suggestion = corrected.join(' ');
  return suggestion !== words.join(' ') ? suggestion : null;
}
