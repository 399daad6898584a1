import type { FacetCount, FetchQuery, SearchResults } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { categoryAndChildIds, findCategoryRow, listCategoryRows } from '../catalogue/categories.repo';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { closestKeyword, keywordsAcrossFiles, logSearch } from '../catalogue/keywords.repo';
import { mediaTypeOf } from '../catalogue/media-type';
import { type CountResult, countBy, countFiles, hasSearchableWords, type SearchOrder, searchFileIds } from './search.repo';
import { buildSearchConditions, cleanSearchText, type FilterName, whereClause } from './search-filters';

const ORIENTATION_LABELS: Record<string, string> = {
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  square: 'Square',
  panoramic: 'Panoramic',
};
const TYPE_LABELS: Record<string, string> = { IMAGE: 'Images', VIDEO: 'Videos' };

export async function searchFiles(db: Db, query: FetchQuery): Promise<SearchResults> {
  const window = pageWindow(query, 48);
  const text = cleanSearchText(query.query);
  const type = mediaTypeOf(query.type);
  let categoryIds: number[] | undefined;
  if (query.category_id !== undefined) {
    if (!(await findCategoryRow(db, { id: query.category_id }))) throw notFound('This category does not exist.');
    categoryIds = await categoryAndChildIds(db, query.category_id);
  }
  const hasText = await hasSearchableWords(db, text);
  const conditions = buildSearchConditions(query, type, categoryIds, hasText);
  const order: SearchOrder = query.sort ?? 'relevance';

  const facetOf = async (column: 'type' | 'category_id' | 'orientation', leaveOut: FilterName[]) => {
    const where = whereClause(conditions, leaveOut);
    const [counts, total] = await Promise.all([countBy(db, column, where), countFiles(db, where)]);
    return scaleToTotal(counts, total);
  };
  const [ids, count, typeCounts, categoryCounts, orientationCounts] = await Promise.all([
    searchFileIds(db, whereClause(conditions), order, hasText ? text : undefined, window.offset, window.limit),
    countFiles(db, whereClause(conditions)),
    facetOf('type', ['type', 'category']),
    facetOf('category_id', ['category']),
    facetOf('orientation', ['orientation']),
  ]);
  const total = count.total;

  const words = text.toLowerCase().split(' ').filter(Boolean);
  const [results, related, didYouMean, categoryFacet] = await Promise.all([
    loadFileSummaries(db, ids),
    keywordsAcrossFiles(db, ids, words, 12),
    total === 0 && hasText ? suggestSpelling(db, words) : Promise.resolve(null),
    categoryFacetOf(db, type, categoryCounts),
  ]);
  if (text && window.page_no === 1) await logSearch(db, { query: text.toLowerCase(), type, resultCount: total });

  return {
    ...paged(results, total, window),
    query: text,
    total_is_estimate: count.estimated,
    facets: {
      type: ['IMAGE', 'VIDEO'].map((value) => ({
        value,
        label: TYPE_LABELS[value] ?? value,
        count: typeCounts.find((row) => row.value === value)?.count ?? 0,
      })),
      category: categoryFacet,
      orientation: Object.keys(ORIENTATION_LABELS).map((value) => ({
        value,
        label: ORIENTATION_LABELS[value] ?? value,
        count: orientationCounts.find((row) => row.value === value)?.count ?? 0,
      })),
    },
    related_keywords: related.map((row) => row.keyword),
    did_you_mean: didYouMean,
  };
}

/** Facet counts read from a sample are scaled up to the (estimated) number of matches they stand for. */
function scaleToTotal(counts: { value: string | null; count: number }[], total: CountResult) {
  if (!total.estimated) return counts;
  const sampled = counts.reduce((sum, row) => sum + row.count, 0);
  return counts.map((row) => ({ ...row, count: Math.round((row.count / sampled) * total.total) }));
}

/** Counts per category, parents summing their subcategories, in the catalogue's own order. */
async function categoryFacetOf(db: Db, type: 'IMAGE' | 'VIDEO', counts: { value: string | null; count: number }[]): Promise<FacetCount[]> {
  const categories = await listCategoryRows(db, { type });
  const direct = new Map(counts.map((row) => [Number(row.value), row.count]));
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
