import type { FetchQuery } from './catalogue';
import { AGE_GROUPS, COLOR_FAMILIES, ORIENTATIONS, SEARCH_SORTS, UPLOADED_WITHIN, VIDEO_RESOLUTIONS } from './constants';
import type { MediaType } from './media';

/*
 * The search page's URL and the API call it makes, shared by the web app (which reads its URL with these) and the
 * server (which hints that call in the page's HTML, so it must build exactly the same URL).
 */

/** Everything a search can be narrowed by, as the page URL carries it: the URL is the only state the page has. */
export interface SearchState {
  q: string;
  type: MediaType;
  category_id?: number;
  orientation: string[];
  color: string[];
  age_group: string[];
  people?: '0' | '1' | '2' | '3+';
  min_megapixels?: number;
  resolution?: (typeof VIDEO_RESOLUTIONS)[number];
  min_duration?: number;
  max_duration?: number;
  fps?: number;
  uploaded_within?: (typeof UPLOADED_WITHIN)[number];
  safe_search: boolean;
  sort: (typeof SEARCH_SORTS)[number];
  page: number;
}

export const SEARCH_PAGE_SIZE = 48;
const PEOPLE = ['0', '1', '2', '3+'] as const;
/** Filters that only make sense for one type; switching type drops them. */
export const IMAGE_ONLY_KEYS = ['min_megapixels'] as const;
export const VIDEO_ONLY_KEYS = ['resolution', 'min_duration', 'max_duration', 'fps'] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

function positiveNumber(value: string | null, { integer = false, max = Number.POSITIVE_INFINITY } = {}): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || number > max) return undefined;
  return integer ? Math.trunc(number) : number;
}

/** Reads `name=a&name=b` as well as the spec's `name[0]=a&name[1]=b`, keeping only values the API accepts. */
function listOf(params: URLSearchParams, name: string, allowed: readonly string[]): string[] {
  const values = [...params.getAll(name)];
  for (const [key, value] of params) if (key.startsWith(`${name}[`)) values.push(value);
  return [...new Set(values.map((value) => value.toLowerCase()))].filter((value) => allowed.includes(value));
}

/** Unknown or malformed values are ignored rather than sent: a hand-edited URL still shows results, never a 400. */
export function readSearchState(params: URLSearchParams): SearchState {
  const type = params.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE';
  const minDuration = positiveNumber(params.get('min_duration'), { integer: true, max: 3600 });
  const maxDuration = positiveNumber(params.get('max_duration'), { integer: true, max: 3600 });
  const fps = positiveNumber(params.get('fps'), { integer: true, max: 240 });
  const categoryId = positiveNumber(params.get('category_id'), { integer: true });
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    type,
    category_id: categoryId || undefined,
    orientation: listOf(params, 'orientation', ORIENTATIONS),
    color: listOf(params, 'color', COLOR_FAMILIES),
    age_group: listOf(params, 'age_group', AGE_GROUPS),
    people: oneOf(params.get('people'), PEOPLE),
    min_megapixels: type === 'IMAGE' ? positiveNumber(params.get('min_megapixels'), { max: 200 }) : undefined,
    resolution: type === 'VIDEO' ? oneOf(params.get('resolution'), VIDEO_RESOLUTIONS) : undefined,
    min_duration: type === 'VIDEO' ? minDuration : undefined,
    max_duration:
      type === 'VIDEO' && (minDuration === undefined || maxDuration === undefined || maxDuration >= minDuration) ? maxDuration : undefined,
    fps: type === 'VIDEO' && fps ? fps : undefined,
    uploaded_within: oneOf(params.get('uploaded_within'), UPLOADED_WITHIN),
    safe_search: params.get('safe_search') !== 'false',
    sort: oneOf(params.get('sort'), SEARCH_SORTS) ?? 'relevance',
    page: Math.max(1, positiveNumber(params.get('page'), { integer: true }) ?? 1),
  };
}

/** The GET /fetch parameters for a search; lists go out as `name[0]=…`, the way the client writes arrays. */
export function toFetchQuery(state: SearchState): FetchQuery {
  const query: FetchQuery = {
    type: state.type,
    sort: state.sort,
    page_no: state.page,
    limit: SEARCH_PAGE_SIZE,
  };
  if (state.q) query.query = state.q;
  if (state.category_id !== undefined) query.category_id = state.category_id;
  if (state.orientation.length) query.orientation = state.orientation as FetchQuery['orientation'];
  if (state.color.length) query.color = state.color;
  if (state.age_group.length) query.age_group = state.age_group;
  if (state.people) query.people = state.people;
  if (state.min_megapixels !== undefined) query.min_megapixels = state.min_megapixels;
  if (state.resolution) query.resolution = state.resolution;
  if (state.min_duration !== undefined) query.min_duration = state.min_duration;
  if (state.max_duration !== undefined) query.max_duration = state.max_duration;
  if (state.fps !== undefined) query.fps = state.fps;
  if (state.uploaded_within) query.uploaded_within = state.uploaded_within;
  if (!state.safe_search) query.safe_search = false;
  return query;
}
