import { AGE_GROUPS, COLOR_FAMILIES, type FetchQuery, type MediaType } from '@stock/contracts';
import { type RawBuilder, sql } from 'kysely';
import { invalidField } from '../../http/http-error';
import type { TermQuery } from './term-query';

/** The filters of one search as SQL conditions on `f` (media_files), named so that a facet can leave its own out. */
/**
 * 'video' holds the filters only a video can meet (duration, frame rate); 'listed' the lists of values the type text
 * indexes carry beside the words (colours, age groups, people; migration 0190), as they do category and orientation;
 * 'uploaded' the upload date, a range of the date order's indexes; 'other' the rest; 'exclude' the excluded words of a
 * search on the term index, whose 'text' is a posting lexeme.
 */
export type FilterName =
  | 'status'
  | 'safe'
  | 'text'
  | 'exclude'
  | 'type'
  | 'category'
  | 'orientation'
  | 'video'
  | 'listed'
  | 'uploaded'
  | 'other';
export type SearchConditions = Map<FilterName, RawBuilder<boolean>[]>;

const RESOLUTION_MIN_SIDE = { hd: 720, full_hd: 1080, '4k': 2160 } as const;
const UPLOADED_WITHIN_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

export interface ParsedSearch {
  text: string;
  type: MediaType;
  categoryIds: number[] | undefined;
  conditions: SearchConditions;
}

const typeCondition = (type: MediaType) => sql<boolean>`f.type = ${type}`;

function oneOf<T extends string>(field: string, values: string[] | undefined, allowed: readonly T[]): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  const normalised = values.map((value) => value.trim().toLowerCase());
  const unknown = normalised.find((value) => !(allowed as readonly string[]).includes(value));
  if (unknown !== undefined) throw invalidField(field, `${field} must be one of ${allowed.join(', ')} (got "${unknown}")`);
  return normalised as T[];
}

/**
 * Keeps what a search can use: letters with their accents, digits, and the syntax of phrases and exclusions.
 * Emoji, symbols and control characters would otherwise become terms no file carries (PostgreSQL rejects NUL outright).
 */
export function cleanSearchText(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/[^\p{L}\p{M}\p{N}\s"'-]/gu, ' ')
    .replace(/(?<![\p{L}\p{M}])\p{M}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildSearchConditions(
  query: FetchQuery,
  type: MediaType,
  categoryIds: number[] | undefined,
  hasText: boolean,
): SearchConditions {
  const text = cleanSearchText(query.query);
  const conditions: SearchConditions = new Map();
  const add = (name: FilterName, condition: RawBuilder<boolean>) => conditions.set(name, [...(conditions.get(name) ?? []), condition]);

  add('status', sql<boolean>`f.status = 'published'`);
  if (query.safe_search !== false) add('safe', sql<boolean>`f.is_safe`);
  if (hasText) add('text', sql<boolean>`f.search_vector @@ websearch_to_tsquery('english', ${text})`);
  add('type', typeCondition(type));
  if (categoryIds) add('category', sql<boolean>`f.category_id = ANY(${categoryIds})`);
  if (query.orientation?.length) add('orientation', sql<boolean>`f.orientation = ANY(${query.orientation})`);

  const colors = oneOf('color', query.color, COLOR_FAMILIES);
  if (colors) add('listed', sql<boolean>`f.color_families && ${colors}::text[]`);
  const ages = oneOf('age_group', query.age_group, AGE_GROUPS);
  if (ages) add('listed', sql<boolean>`f.age_groups && ${ages}::text[]`);
  // The type text indexes carry the count capped at 3 (migration 0235): one key, where "3 or more" as a range made GIN
  // read a quarter of the catalogue. The 3 is part of the indexed expression, so it stays in the SQL, not a parameter.
  if (query.people !== undefined)
    add('listed', sql<boolean>`least(f.people_count, 3) = ${query.people === '3+' ? 3 : Number(query.people)}`);
  if (query.min_megapixels !== undefined) add('other', sql<boolean>`f.megapixels >= ${query.min_megapixels}`);
  if (query.resolution)
    add('other', sql<boolean>`least(f.width, f.height) >= ${RESOLUTION_MIN_SIDE[query.resolution as keyof typeof RESOLUTION_MIN_SIDE]}`);
  if (query.min_duration !== undefined) add('video', sql<boolean>`f.duration_ms >= ${query.min_duration * 1000}`);
  if (query.max_duration !== undefined) add('video', sql<boolean>`f.duration_ms <= ${query.max_duration * 1000}`);
  // Within 0.6 of the rate asked for (29.97 is 30), as a range: the planner estimates a range from the column's
  // statistics, where it takes any test of abs() to keep a third of the files. On a million files two colours and 30 fps
  // were estimated at 7,600 videos, and are now at 800; none matched.
  if (query.fps !== undefined) add('video', sql<boolean>`f.fps > ${query.fps - 0.6} AND f.fps < ${query.fps + 0.6}`);
  if (query.uploaded_within) {
    const days = UPLOADED_WITHIN_DAYS[query.uploaded_within as keyof typeof UPLOADED_WITHIN_DAYS];
    add('uploaded', sql<boolean>`f.published_at >= now() - make_interval(days => ${days})`);
  }
  if (query.min_duration !== undefined && query.max_duration !== undefined && query.min_duration > query.max_duration) {
    throw invalidField('max_duration', 'max_duration must not be less than min_duration');
  }
  return conditions;
}

/** The filters that facets are about, which the facet sample leaves out. */
export const FACET_FILTERS: FilterName[] = ['category', 'orientation'];

/** All conditions joined with AND, optionally leaving some groups out (a facet ignores its own filter). */
export function whereClause(conditions: SearchConditions, leaveOut: FilterName[] = []): RawBuilder<boolean> {
  return joined([...conditions.entries()].filter(([name]) => !leaveOut.includes(name)));
}

/** Only the given groups of conditions, joined with AND (true when there are none). */
export function onlyConditions(conditions: SearchConditions, keep: FilterName[]): RawBuilder<boolean> {
  return joined([...conditions.entries()].filter(([name]) => keep.includes(name)));
}

function joined(groups: [FilterName, RawBuilder<boolean>[]][]): RawBuilder<boolean> {
  const parts = groups.flatMap(([, list]) => list);
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/** The same search for another media type: the type facet counts the type the buyer is not looking at. */
export function withType(conditions: SearchConditions, type: MediaType): SearchConditions {
  return new Map([...conditions, ['type', [typeCondition(type)]]]);
}

/**
 * The same search on search_terms, whose rows are the words and adjacent word pairs of published files with every
 * column the filters name: possible when the words are one posting lexeme (see TermQuery). An excluded word is looked
 * up among the same file's postings, by the index's whole key: a file's postings share its type and popularity.
 */
export function termIndexConditions(conditions: SearchConditions, term: TermQuery | null): SearchConditions | undefined {
  if (term === null || !conditions.has('text')) return undefined;
  const terms = new Map(conditions);
  terms.delete('status');
  // A word excluded from itself ("sea -sea") leaves nothing: an empty range, not a walk that tests every posting.
  terms.set('text', [term.contradictory ? sql<boolean>`false` : sql<boolean>`f.lexeme = ${term.lexeme}`]);
  if (term.excluded.length > 0) {
    // OFFSET 0 keeps this a lookup per posting tested: otherwise the planner may read every posting of the excluded
    // word into a hash first (640,000 of them for "background"), however few postings the walk then tests.
    terms.set('exclude', [
      sql<boolean>`NOT EXISTS (SELECT 1 FROM search_terms x WHERE x.lexeme = ANY(${term.excluded}::text[]) AND x.type = f.type
        AND x.popularity_score = f.popularity_score AND x.media_id = f.media_id OFFSET 0)`,
    ]);
  }
  return terms;
}
