import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../modules/auth/sessions';
import { submitOwnFiles } from '../modules/contributor-files/contributor-files.service';
import { approveFile, rejectFile } from '../modules/review/review.service';
import { saveSearch } from '../modules/saved-searches/saved-searches.service';
import type { DemoClock } from './demo-clock';
import { draftIdsOf } from './demo-files.repo';

/** Searches the demo buyer keeps; saved before the review approves new files, so they have new matches to show. */
const SAVED_SEARCHES = ['christmas', 'city skyline', 'autumn leaves', 'food', 'icons'];

export async function saveDemoSearches(deps: AppDeps, buyer: SessionUser, clock: DemoClock): Promise<void> {
  for (const query of SAVED_SEARCHES) await saveSearch(deps, buyer, { filters: { query }, email_alerts: true }, 'en', clock.daysAgo(7));
}

/**
 * The demo contributor's drafts go through review as anyone's do, in the last week: one stays a draft, the rest are
 * submitted; the admin approves two (published then), rejects one with reasons and a note, and leaves the others
 * waiting in the queue.
 */
export async function reviewDemoDrafts(deps: AppDeps, contributor: SessionUser, admin: SessionUser, clock: DemoClock): Promise<void> {
  const [, ...submitted] = await draftIdsOf(deps.db, contributor.id);
  if (submitted.length < 3) return;
  await submitOwnFiles(deps, contributor, submitted, clock.daysAgo(6));
  const [first, second, rejected] = submitted as [number, number, number];
  await approveFile(deps, admin, first, clock.daysAgo(5));
  await approveFile(deps, admin, second, clock.daysAgo(4.9));
  await rejectFile(
    deps,
    admin,
    {
      media_id: rejected,
      reasons: ['similar_content', 'metadata'],
      note: 'Very close to a file already in your portfolio. If you resubmit, make the composition distinct and describe what is new in the title.',
    },
    clock.daysAgo(4.8),
  );
}
