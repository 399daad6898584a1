import { type FacetCount, type FetchQuery, ORIENTATIONS, type SearchResults } from '@stock/contracts';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/http-error';
import { paged, pageWindow } from '../../http/pagination';
import { type CategoryRow, listCategoryRows } from '../catalogue/categories.repo';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { closestKeywords, keywordsAcrossFiles } from '../catalogue/keywords.repo';
import { mediaTypeOf } from '../catalogue/media-type';
import { analyseSearchWords, EXACT_COUNT_LIMIT, type SearchOrder } from './search.repo';
import { tallyFacets } from './search-facets';
import { buildSearchConditions, cleanSearchText, termIndexConditions } from './search-filters';
import { countOtherType, findMatches } from './search-matches';

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
  // Every category at once (a few dozen rows): the one searched and its subcategories, and the facet's list.
  const [categories, words] = await Promise.all([listCategoryRows(db, {}), analyseSearchWords(db, text)]);
  const categoryIds = query.category_id === undefined ? undefined : categoryAndChildIdsIn(categories, query.category_id);
  const conditions = buildSearchConditions(query, type, categoryIds, words.searchable);
  const terms = termIndexConditions(conditions, words.term);
  const order: SearchOrder = query.sort ?? 'relevance';
  const otherType = type === 'IMAGE' ? 'VIDEO' : 'IMAGE';

  // The facet sample of this type's matches, ignoring the category and orientation filters, gives the count, those
  // two facets and this type's side of the type facet; the other type is counted on its own.
  const ranges = categoryIds && { categoryIds, orientations: query.orientation?.length ? query.orientation : ORIENTATIONS };
  const page = {
    order,
    text: words.searchable ? text : undefined,
    offset: window.offset,
    limit: window.limit,
    phrase: words.phrase,
    ranges,
  };
  const [{ ids, groups, sampledFrom }, otherTypeCount] = await Promise.all([
    findMatches(db, conditions, terms, page),
    countOtherType(db, conditions, terms, otherType),
  ]);
  const sampled = groups.reduce((sum, group) => sum + group.n, 0);
  const truncated = sampled > EXACT_COUNT_LIMIT;
  const scale = truncated ? Math.max(await sampledFrom(), sampled) / sampled : 1;
  const tallies = tallyFacets(groups, { type, categoryIds, orientations: query.orientation }, scale);
  tallies.type.set(otherType, otherTypeCount);
  // A first page that is not full holds every match: then the count is exact whatever the sample said.
  const complete = window.offset === 0 && ids.length < window.limit;
  // A page with results proves at least that many matches, more than an estimate may say; an empty page past the
  // last proves nothing (its offset is not a count), so there the count is the sample's, exactly as on page 1.
  const seen = ids.length > 0 ? window.offset + ids.length : 0;
  const total = complete ? ids.length : Math.max(tallies.matches, seen);
  const isEstimate = truncated && !complete;
  // The tab of the type searched shows the number of results shown beside it. The other tab counts what switching to
  // it shows: the category is dropped there (categories belong to one type), as the search page drops it.
  tallies.type.set(type, total);

  const typed = text.toLowerCase().split(' ').filter(Boolean);
  const [results, related, didYouMean] = await Promise.all([
    loadFileSummaries(db, ids),
    keywordsAcrossFiles(db, ids, typed, 12),
    total === 0 && words.searchable ? suggestSpelling(db, typed) : Promise.resolve(null),
  ]);

  // Added to the page with Object.assign: spreading it into a new literal costs a missed inline cache per property
  // after it on Node 20 (see toFileDetail).
  return Object.assign(paged(results, total, window), {
    query: text,
    total_is_estimate: isEstimate,
    facets: {
      type: ['IMAGE', 'VIDEO'].map((value) => ({
        value,
        label: TYPE_LABELS[value] ?? value,
        count: tallies.type.get(value) ?? 0,
      })),
      category: categoryFacetOf(categories, type, tallies.category),
      orientation: Object.keys(ORIENTATION_LABELS).map((value) => ({
        value,
        label: ORIENTATION_LABELS[value] ?? value,
        count: tallies.orientation.get(value) ?? 0,
      })),
    },
    related_keywords: related.map((row) => row.keyword),
    did_you_mean: didYouMean,
  });
}

/** A category and its subcategories, from every category; 404 when there is no such category. */
function categoryAndChildIdsIn(categories: CategoryRow[], categoryId: number): number[] {
  if (!categories.some((category) => category.id === categoryId)) throw notFound('This category does not exist.');
  return [categoryId, ...categories.filter((category) => category.parent_id === categoryId).map((category) => category.id)];
}

/** Counts per category of a type, parents summing their subcategories, in the catalogue's own order. */
function categoryFacetOf(allCategories: CategoryRow[], type: 'IMAGE' | 'VIDEO', direct: Map<number, number>): FacetCount[] {
  const categories = allCategories.filter((category) => category.type === type);
  const countOf = (id: number) =>
    (direct.get(id) ?? 0) + categories.filter((c) => c.parent_id === id).reduce((sum, c) => sum + (direct.get(c.id) ?? 0), 0);
  return categories
    .map((category) => ({ value: String(category.id), label: category.name, count: countOf(category.id) }))
    .filter((facet) => facet.count > 0);
}

async function suggestSpelling(db: Db, words: string[]): Promise<string | null> {
  const closest = await closestKeywords(
    db,
    words.filter((word) => word.length >= 3),
  );
  const corrected = words.map((word) => (word.length >= 3 ? (closest.get(word) ?? word) : word));
  const suggestion = corrected.join(' ');
  return suggestion !== words.join(' ') ? suggestion : null;
}
