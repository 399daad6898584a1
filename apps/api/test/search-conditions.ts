import type { FetchQuery, MediaType } from '@stock/contracts';
import type { Db } from '../src/db/connection';
import type { IndexOrder } from '../src/modules/search/search.repo';
import { analyseSearchWords } from '../src/modules/search/search.repo';
import {
  buildSearchConditions,
  cleanSearchText,
  type FilterName,
  type SearchConditions,
  termIndexConditions,
} from '../src/modules/search/search-filters';
import { walkOf } from '../src/modules/search/search-matches';

/** The conditions of a search as the service builds them, for one type (images unless told). */
export async function conditionsOf(db: Db, query: FetchQuery, type: MediaType = 'IMAGE') {
  const text = cleanSearchText(query.query);
  const words = await analyseSearchWords(db, text);
  const conditions = buildSearchConditions(query, type, undefined, words.searchable);
  return { conditions, terms: termIndexConditions(conditions, words.term), text: words.searchable ? text : undefined, words };
}

/** A walk of the term index for a word's conditions, as findMatches builds it, leaving some groups out of its tests. */
export const termWalk = (terms: SearchConditions, leaveOut: FilterName[] = [], order: IndexOrder = 'popular') =>
  walkOf('terms', terms, leaveOut, order);
