import {
  type Language,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NEW_CAP,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchFilters,
  type SaveSearchBody,
  type UpdateSavedSearchBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/connection';
import { conflict, HttpError, invalidField, notFound } from '../../http/http-error';
import type { SessionUser } from '../auth/sessions';
import { findCategoryRow } from '../catalogue/categories.repo';
import { criteriaKeyOf, nameOf, normaliseFilters } from './saved-search-filters';
import { savedSearchCondition } from './saved-search-matches';
import {
  countPublishedSince,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  isDuplicateSavedSearch,
  listSavedSearches,
  markSavedSearchVisited,
  type SavedSearchRow,
  updateSavedSearch,
} from './saved-searches.repo';

async function present(db: Db, row: SavedSearchRow, lang: Language): Promise<SavedSearch> {
  const filters = row.filters as SavedSearchFilters;
  const count = await countPublishedSince(db, await savedSearchCondition(db, filters), row.last_visited_at, SAVED_SEARCH_NEW_CAP);
  return {
    saved_search_id: row.id,
    name: nameOf(row, lang),
    filters,
    email_alerts: row.email_alerts,
    new_since_visit: Math.min(count, SAVED_SEARCH_NEW_CAP),
    new_since_visit_more: count > SAVED_SEARCH_NEW_CAP,
    last_visited_at: row.last_visited_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

async function ownSavedSearch(db: Db, user: SessionUser, id: number): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, user.id, id);
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  return row;
}

function readName(raw: string): string {
  const name = raw.trim();
  if (!name) throw invalidField('name', SAVED_SEARCH_MESSAGES.emptyName);
  return name;
}

export async function savedSearches({ db }: AppDeps, user: SessionUser, lang: Language) {
  const rows = await listSavedSearches(db, user.id);
  return { saved_searches: await Promise.all(rows.map((row) => present(db, row, lang))) };
}

export async function saveSearch({ db }: AppDeps, user: SessionUser, body: SaveSearchBody, lang: Language, now = new Date()) {
  const filters = normaliseFilters(body.filters);
  if (filters.category_id !== undefined && !(await findCategoryRow(db, { id: filters.category_id })))
    throw invalidField('filters.category_id', SAVED_SEARCH_MESSAGES.unknownCategory);
  // The search's own checks (colours, ages, durations) refuse here what GET /fetch would refuse.
  await savedSearchCondition(db, filters);
  if ((await countSavedSearches(db, user.id)) >= SAVED_SEARCHES_MAX) throw new HttpError(422, SAVED_SEARCH_MESSAGES.tooMany);
  let id: number;
  try {
    id = await insertSavedSearch(db, {
      userId: user.id,
      name: body.name === undefined ? null : readName(body.name),
      filters,
      criteriaKey: criteriaKeyOf(filters),
      emailAlerts: body.email_alerts ?? true,
      at: now,
    });
  } catch (error) {
    if (isDuplicateSavedSearch(error)) throw conflict(SAVED_SEARCH_MESSAGES.duplicate);
    throw error;
  }
  return { saved_search: await present(db, await ownSavedSearch(db, user, id), lang) };
}

export async function changeSavedSearch({ db }: AppDeps, user: SessionUser, body: UpdateSavedSearchBody, lang: Language) {
  await ownSavedSearch(db, user, body.saved_search_id);
  await updateSavedSearch(db, body.saved_search_id, {
    ...(body.name !== undefined ? { name: readName(body.name) } : {}),
    ...(body.email_alerts !== undefined ? { email_alerts: body.email_alerts } : {}),
  });
  return { saved_search: await present(db, await ownSavedSearch(db, user, body.saved_search_id), lang) };
}

/** The buyer opens the search: what was new is now seen. */
export async function visitSavedSearch({ db }: AppDeps, user: SessionUser, id: number, lang: Language) {
  await ownSavedSearch(db, user, id);
  await markSavedSearchVisited(db, id);
  return { saved_search: await present(db, await ownSavedSearch(db, user, id), lang) };
}

export async function removeSavedSearch({ db }: AppDeps, user: SessionUser, id: number) {
  await ownSavedSearch(db, user, id);
  await deleteSavedSearch(db, id);
  return { saved_search_id: id };
}
