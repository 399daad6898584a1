import type { FileSummary, SavedSearchFilters } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config/config';
import { sendMail } from '../../mail/mail';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { savedSearchCondition } from './saved-search-matches';
import { buyersWithDueAlerts, dueSavedSearchesOf, idsPublishedBetween, markNotified } from './saved-searches.repo';

/** Files listed per saved search in one e-mail; the link to the search shows the rest. */
const FILES_PER_SEARCH = 6;
const BUYERS_PER_BATCH = 100;

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The search page showing a saved search, as the web app reads its URL. */
export function searchPageUrl(config: Config, filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    const name = key === 'query' ? 'q' : key;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else if (!(key === 'type' && value === 'IMAGE')) params.set(name, String(value));
  }
  const query = params.toString();
  return `${config.publicUrl}/search${query ? `?${query}` : ''}`;
}

interface DigestSection {
  name: string;
  url: string;
  files: FileSummary[];
}

function composeDigest(config: Config, sections: DigestSection[]) {
  const fileUrl = (file: FileSummary) => `${config.publicUrl}/file/${file.media_id}-${file.slug}`;
  const text = [
    'New files match your saved searches:',
    ...sections.flatMap((section) => [
      '',
      `${section.name}: ${section.files.length} new`,
      ...section.files.map((file) => `- ${file.title}: ${fileUrl(file)}`),
      `See all: ${section.url}`,
    ]),
    '',
    `Turn these e-mails off on your saved searches page: ${config.publicUrl}/buyer/saved-searches`,
  ].join('\n');
  const html = [
    '<p>New files match your saved searches:</p>',
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.name)}</h3><ul>${section.files
          .map((file) => `<li><a href="${escapeHtml(fileUrl(file))}">${escapeHtml(file.title)}</a></li>`)
          .join('')}</ul><p><a href="${escapeHtml(section.url)}">See all</a></p>`,
    ),
    `<p><a href="${escapeHtml(`${config.publicUrl}/buyer/saved-searches`)}">Turn these e-mails off</a> on your saved searches page.</p>`,
  ].join('\n');
  return { text, html };
}

/**
 * The daily digest: for every buyer with e-mail alerts on, one e-mail listing the files published since the last
 * digest that match each of their saved searches; nothing is sent when nothing is new. Each search's watermark moves
 * to this run's start only after its buyer's e-mail is out, so a failed delivery is retried by the next run and a
 * file published while the run goes is in the next one. Returns how many e-mails went out.
 */
export async function sendSavedSearchDigests({ db, config }: AppDeps, now = new Date()): Promise<number> {
  let sent = 0;
  let afterUserId = 0;
  for (;;) {
    const buyers = await buyersWithDueAlerts(db, now, afterUserId, BUYERS_PER_BATCH);
    if (buyers.length === 0) return sent;
    for (const buyer of buyers) {
      afterUserId = buyer.user_id;
      const searches = await dueSavedSearchesOf(db, buyer.user_id, now);
      const sections: DigestSection[] = [];
      for (const search of searches) {
        const filters = search.filters as SavedSearchFilters;
        const ids = await idsPublishedBetween(db, await savedSearchCondition(db, filters), search.last_notified_at, now, FILES_PER_SEARCH);
        if (ids.length > 0)
          sections.push({ name: search.name, url: searchPageUrl(config, filters), files: await loadFileSummaries(db, ids) });
      }
      try {
        if (sections.length > 0) {
          const count = sections.length;
          await sendMail(config, {
            to: buyer.email,
            subject: count === 1 ? `New files for "${sections[0]?.name}"` : `New files for ${count} of your saved searches`,
            ...composeDigest(config, sections),
          });
          sent += 1;
        }
        await markNotified(
          db,
          searches.map((search) => search.id),
          now,
        );
      } catch (error) {
        console.warn(`[saved-search digest] not sent to buyer ${buyer.user_id}: ${(error as Error).message}`);
      }
    }
  }
}
