import type { Language, SavedSearchFilters } from '@stock/contracts';
import { mediaTypeOf } from '../catalogue/media-type';
import { cleanSearchText } from '../search/search-filters';

/**
 * The filters as they are kept: cleaned text, upper-cased type, lists sorted and without repeats, defaults left out.
 * Two ways of writing the same search come out identical, so its canonical JSON can be unique per buyer.
 */
export function normaliseFilters(raw: SavedSearchFilters): SavedSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    filters[key] = Array.isArray(value) ? [...new Set(value.map((item) => String(item).trim().toLowerCase()))].sort() : value;
  }
  const text = cleanSearchText(raw.query);
  if (text) filters.query = text;
  else delete filters.query;
  filters.type = mediaTypeOf(raw.type);
  if (raw.safe_search !== false) delete filters.safe_search;
  for (const key of ['orientation', 'color', 'age_group']) if ((filters[key] as unknown[] | undefined)?.length === 0) delete filters[key];
  return filters as SavedSearchFilters;
}

export function criteriaKeyOf(filters: SavedSearchFilters): string {
  return JSON.stringify(Object.fromEntries(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))));
}

type Made = { images: (query: string | undefined) => string; videos: (query: string | undefined) => string };

/** Names for a search the buyer did not name: its words (as typed) with the type, or every file of the type. */
const MADE_NAMES: Record<Language, Made> = {
  en: { images: (q) => (q ? `${q} images` : 'All images'), videos: (q) => (q ? `${q} videos` : 'All videos') },
  de: { images: (q) => (q ? `Bilder: ${q}` : 'Alle Bilder'), videos: (q) => (q ? `Videos: ${q}` : 'Alle Videos') },
  fr: { images: (q) => (q ? `Images : ${q}` : 'Toutes les images'), videos: (q) => (q ? `Vidéos : ${q}` : 'Toutes les vidéos') },
  es: { images: (q) => (q ? `Imágenes: ${q}` : 'Todas las imágenes'), videos: (q) => (q ? `Vídeos: ${q}` : 'Todos los vídeos') },
  'pt-BR': { images: (q) => (q ? `Imagens: ${q}` : 'Todas as imagens'), videos: (q) => (q ? `Vídeos: ${q}` : 'Todos os vídeos') },
  ja: { images: (q) => (q ? `${q}の画像` : 'すべての画像'), videos: (q) => (q ? `${q}の動画` : 'すべての動画') },
};

/**
 * The name of a search the buyer did not name, made when it is read so that it follows the reader's language, e.g.
 * "mountain lake images" or "Bilder: mountain lake".
 */
export function defaultName(filters: SavedSearchFilters, lang: Language = 'en'): string {
  const made = MADE_NAMES[lang][mediaTypeOf(filters.type) === 'VIDEO' ? 'videos' : 'images'](filters.query);
  return made.length > 100 ? `${made.slice(0, 99)}…` : made;
}

/** What a saved search is called: the buyer's name, else one made in `lang`. */
export const nameOf = (search: { name: string | null; filters: unknown }, lang: Language = 'en') =>
  search.name ?? defaultName(search.filters as SavedSearchFilters, lang);
