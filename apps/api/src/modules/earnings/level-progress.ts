import type { EarningsLevelProgress, Language } from '@stock/contracts';
import { levelNameIn } from '../plans/level-words';
import { EARNINGS_LEVELS, earningsLevelFor } from '../plans/plans-config';

/** The contributor's earnings level (issue 6's rule) and how far they are towards the next one. */
export function levelProgress(lifetimeDownloads: number, language: Language): EarningsLevelProgress {
  const level = earningsLevelFor(lifetimeDownloads);
  const current = EARNINGS_LEVELS.find((candidate) => candidate.name === level.name);
  const next = EARNINGS_LEVELS.find((candidate) => candidate.from === level.nextLevelAt);
  const from = current?.from ?? 0;
  const progress = level.nextLevelAt === null ? 1 : (lifetimeDownloads - from) / (level.nextLevelAt - from);
  return {
    name: levelNameIn(level.name, language),
    rate_bp: level.rateBp,
    lifetime_downloads: lifetimeDownloads,
    next_level_name: next ? levelNameIn(next.name, language) : null,
    next_level_rate_bp: next?.rateBp ?? null,
    next_level_at: level.nextLevelAt,
    downloads_to_next: level.nextLevelAt === null ? null : level.nextLevelAt - lifetimeDownloads,
    progress: Math.min(1, Math.max(0, Math.round(progress * 1000) / 1000)),
  };
}
