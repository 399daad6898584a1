import type { DemoCatalogueItem } from './generators/types';

/** How many published files the demo contributor aims at: a portfolio with a history, not the whole catalogue. */
const PORTFOLIO = 60;
/** Drafts the demo history sends through review: some approved, one rejected, some waiting, one never submitted. */
export const REVIEW_DRAFTS = 7;

/** Scenes whose files need no model release, so that the demo contributor's drafts can be submitted as they are. */
const WITHOUT_PEOPLE = new Set(['christmas', 'city', 'autumn', 'food', 'icons']);

/**
 * Which planned items are the demo contributor's: a draft, published, or (absent) someone else's. Spread evenly over
 * the plan, so the portfolio has every theme; a small catalogue still gives the demo contributor a third of it.
 */
export function demoContributorShare(
  items: readonly DemoCatalogueItem[],
  contributorId: number | undefined,
): Map<number, 'draft' | 'published'> {
  const share = new Map<number, 'draft' | 'published'>();
  if (contributorId === undefined) return share;
  const drafts = items
    .flatMap((item, index) => (item.kind === 'IMAGE' && WITHOUT_PEOPLE.has(item.generator) ? [index] : []))
    .slice(-REVIEW_DRAFTS);
  for (const index of drafts) share.set(index, 'draft');
  const step = Math.max(3, Math.round(items.length / PORTFOLIO));
  for (let index = 0; index < items.length; index += step) if (!share.has(index)) share.set(index, 'published');
  return share;
}
