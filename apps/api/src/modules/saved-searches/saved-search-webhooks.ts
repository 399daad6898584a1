import type { SavedSearchFilters } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { emitSavedSearchMatches } from '../webhooks/webhook-events';
import { nameOf } from './saved-search-filters';
import { searchPageUrl } from './saved-search-mail';
import { savedSearchCondition } from './saved-search-matches';
import { idsPublishedBetween, markWebhookNotified, searchesWithMatchWebhooks } from './saved-searches.repo';

/** Files named per event; the search URL shows the rest. */
const FILES_PER_EVENT = 50;

/**
 * Tells the webhooks of accounts with saved searches about files published since each search last told them. The
 * event and the search's new watermark commit together, so a match is announced once. Returns how many events.
 */
export async function announceSavedSearchMatches({ db, config }: Pick<AppDeps, 'db' | 'config'>, now = new Date()): Promise<number> {
  let announced = 0;
  for (const search of await searchesWithMatchWebhooks(db, now)) {
    const filters = search.filters as SavedSearchFilters;
    const ids = await idsPublishedBetween(db, await savedSearchCondition(db, filters), search.webhook_notified_at, now, FILES_PER_EVENT);
    await db.transaction().execute(async (trx) => {
      if (ids.length > 0) await emitSavedSearchMatches(trx, { ...search, name: nameOf(search) }, ids, searchPageUrl(config, filters));
      await markWebhookNotified(trx, search.id, now);
    });
    if (ids.length > 0) announced += 1;
  }
  return announced;
}
