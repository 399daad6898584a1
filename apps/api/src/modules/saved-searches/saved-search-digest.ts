import type { SavedSearchFilters } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { readerLocale } from '../../mail/reader-locale';
import { loadFileSummaries } from '../catalogue/file-summaries';
import { nameOf } from './saved-search-filters';
import { type DigestSection, mailSavedSearchDigest, searchPageUrl } from './saved-search-mail';
import { savedSearchCondition } from './saved-search-matches';
import { buyersWithDueAlerts, dueSavedSearchesOf, idsPublishedBetween, markNotified } from './saved-searches.repo';

/** Files listed per saved search in one e-mail; the link to the search shows the rest. */
const FILES_PER_SEARCH = 6;
const BUYERS_PER_BATCH = 100;

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
          sections.push({
            name: nameOf(search, readerLocale(buyer)),
            url: searchPageUrl(config, filters),
            files: await loadFileSummaries(db, ids),
          });
      }
      try {
        if (sections.length > 0) {
          await mailSavedSearchDigest(config, buyer.email, readerLocale(buyer), sections);
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
