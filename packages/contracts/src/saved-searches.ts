import { type Static, Type } from '@sinclair/typebox';
import { FetchQuery } from './catalogue';
import { COLLECTION_NAME_MAX_LENGTH, SAVED_SEARCH_NEW_CAP } from './constants';
import { Id } from './numbers';

/** The filters of a saved search: those of GET /fetch, without paging and order (a saved search is what, not how). */
export const SavedSearchFilters = Type.Omit(FetchQuery, ['page_no', 'limit', 'sort'], { additionalProperties: false });
export type SavedSearchFilters = Static<typeof SavedSearchFilters>;

const savedSearchId = Id("one of the buyer's saved searches");
const name = Type.String({ minLength: 1, maxLength: COLLECTION_NAME_MAX_LENGTH });

export const SavedSearch = Type.Object({
  saved_search_id: Type.Integer(),
  name: Type.String(),
  filters: SavedSearchFilters,
  email_alerts: Type.Boolean({ description: 'a daily e-mail lists files published since the last one' }),
  new_since_visit: Type.Integer({
    description: `matching files published since the buyer last opened it, counted up to ${SAVED_SEARCH_NEW_CAP}`,
  }),
  new_since_visit_more: Type.Boolean({ description: 'more than new_since_visit' }),
  last_visited_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearchesResponse = Type.Object({ saved_searches: Type.Array(SavedSearch) });
export type SavedSearchesResponse = Static<typeof SavedSearchesResponse>;
export const SavedSearchResponse = Type.Object({ saved_search: SavedSearch });
export type SavedSearchResponse = Static<typeof SavedSearchResponse>;

export const SaveSearchBody = Type.Object(
  { name: Type.Optional(name), filters: SavedSearchFilters, email_alerts: Type.Optional(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);
export type SaveSearchBody = Static<typeof SaveSearchBody>;

export const UpdateSavedSearchBody = Type.Object(
  { saved_search_id: savedSearchId, name: Type.Optional(name), email_alerts: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type UpdateSavedSearchBody = Static<typeof UpdateSavedSearchBody>;

export const SavedSearchIdBody = Type.Object({ saved_search_id: savedSearchId }, { additionalProperties: false });
export const DeletedSavedSearch = Type.Object({ saved_search_id: Type.Integer() });

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'This saved search does not exist.',
  duplicate: 'You have already saved this search.',
  tooMany: 'You can keep up to 50 saved searches: delete one to save another.',
  emptyName: 'Give the saved search a name.',
  unknownCategory: 'This category does not exist.',
} as const;
