import type { FileSummary, Locale, SavedSearchFilters } from '@stock/contracts';
import { PAGES, withQuery } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { sendLocalizedMail } from '../../mail/localized-mail';
import { DIGEST_WORDS } from './saved-search-mail-words';

/** The search page showing a saved search, as the web app reads its URL. */
export function searchPageUrl(config: Config, filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const name = key === 'query' ? 'q' : key;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else if (!(key === 'type' && value === 'IMAGE')) params.set(name, String(value));
  }
  return `${config.publicUrl}${withQuery(PAGES.search.build(), params)}`;
}

export interface DigestSection {
  name: string;
  url: string;
  files: FileSummary[];
}

/** One e-mail listing what is new for each of a buyer's saved searches. */
export async function mailSavedSearchDigest(config: Config, to: string, locale: Locale, sections: DigestSection[]): Promise<void> {
  const fileUrl = (file: FileSummary) => `${config.publicUrl}${PAGES.file.build(file)}`;
  await sendLocalizedMail(config, to, locale, DIGEST_WORDS, {
    sections: sections.map((section) => ({ ...section, files: section.files.map((file) => ({ title: file.title, url: fileUrl(file) })) })),
    savedSearchesUrl: `${config.publicUrl}${PAGES.savedSearches.build()}`,
  });
}
