import type { AppDeps } from '../app-deps';
import type { SessionUser } from '../modules/auth/sessions';
import { licensedDownload } from '../modules/downloads/download.service';
import type { DemoClock } from './demo-clock';
import type { DemoLicensable } from './demo-files.repo';
import { createRng, hashSeed } from './generators/prng';

export interface DownloadPlan {
  user: SessionUser;
  /** When the plan or pack that pays for these downloads was bought. */
  from: Date;
  /** How many of the demo contributor's files, and how many of the others'. */
  portfolio: number;
  others: number;
}

interface DownloadEvent {
  user: SessionUser;
  formatId: number;
  at: Date;
}

/** Picks each buyer's files (never one published after the purchase ends) and a moment for each download. */
function downloadEvents(clock: DemoClock, plans: DownloadPlan[], portfolio: DemoLicensable[], others: DemoLicensable[]): DownloadEvent[] {
  return plans.flatMap((plan, p) => {
    const rng = createRng(hashSeed('demo-downloads', plan.user.id, p));
    const pick = (files: DemoLicensable[], count: number) => rng.shuffled(files).slice(0, count);
    return [...pick(portfolio, plan.portfolio), ...pick(others, plan.others)].map((file) => ({
      user: plan.user,
      formatId: file.formatId,
      at: clock.between(`download-${plan.user.id}-${file.fileId}`, file.publishedAt > plan.from ? file.publishedAt : plan.from),
    }));
  });
}

/**
 * Runs every planned download through the licensed-download service in the order they happened, so royalties climb
 * the contributor's earnings levels as they would have, and each licence, quota use and ledger entry is dated then.
 */
export async function runDownloads(
  deps: AppDeps,
  clock: DemoClock,
  plans: DownloadPlan[],
  portfolio: DemoLicensable[],
  others: DemoLicensable[],
) {
  const events = downloadEvents(clock, plans, portfolio, others).sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await licensedDownload(deps, event.user, event.formatId, event.at);
  return events.length;
}
