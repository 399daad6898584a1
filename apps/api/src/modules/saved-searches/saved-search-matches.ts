import type { SavedSearchFilters } from '@stock/contracts';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { categoryAndChildIds } from '../catalogue/categories.repo';
import { mediaTypeOf } from '../catalogue/media-type';
import { analyseSearchWords } from '../search/search.repo';
import { buildSearchConditions, cleanSearchText, whereClause } from '../search/search-filters';

/**
 * The SQL condition on `f` (media_files) that a saved search stands for, built by the search's own filter code so a
 * saved search finds exactly what GET /fetch would. Throws the search's field errors for filters it refuses.
 */
export async function savedSearchCondition(db: Db, filters: SavedSearchFilters): Promise<RawBuilder<boolean>> {
  const type = mediaTypeOf(filters.type);
  const categoryIds = filters.category_id === undefined ? undefined : await categoryAndChildIds(db, filters.category_id);
  const words = await analyseSearchWords(db, cleanSearchText(filters.query));
  return whereClause(buildSearchConditions(filters, type, categoryIds, words.searchable));
}
