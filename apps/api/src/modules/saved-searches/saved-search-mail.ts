import type { FileSummary, SavedSearchFilters } from '@stock/contracts';
import { PAGES, withQuery } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import { escapeHtml } from '../../http/escape-html';
import { sendMail } from '../../mail/mail';

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

function composeDigest(config: Config, sections: DigestSection[]) {
  const fileUrl = (file: FileSummary) => `${config.publicUrl}${PAGES.file.build(file)}`;
  const savedSearches = `${config.publicUrl}${PAGES.savedSearches.build()}`;
  const text = [
    'New files match your saved searches:',
    ...sections.flatMap((section) => [
      '',
      `${section.name}: ${section.files.length} new`,
      ...section.files.map((file) => `- ${file.title}: ${fileUrl(file)}`),
      `See all: ${section.url}`,
    ]),
    '',
    `Turn these e-mails off on your saved searches page: ${savedSearches}`,
  ].join('\n');
  const html = [
    '<p>New files match your saved searches:</p>',
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.name)}</h3><ul>${section.files
          .map((file) => `<li><a href="${escapeHtml(fileUrl(file))}">${escapeHtml(file.title)}</a></li>`)
          .join('')}</ul><p><a href="${escapeHtml(section.url)}">See all</a></p>`,
    ),
    `<p><a href="${escapeHtml(savedSearches)}">Turn these e-mails off</a> on your saved searches page.</p>`,
  ].join('\n');
  return { text, html };
}

/** One e-mail listing what is new for each of a buyer's saved searches. */
export async function mailSavedSearchDigest(config: Config, to: string, sections: DigestSection[]): Promise<void> {
  const count = sections.length;
  await sendMail(config, {
    to,
    subject: count === 1 ? `New files for "${sections[0]?.name}"` : `New files for ${count} of your saved searches`,
    ...composeDigest(config, sections),
  });
}
