import { hashSeed, mulberry32 } from './generators/prng';

const DAY = 86_400_000;

/** The demo history's calendar: days before the first start, and seeded moments between two dates. */
export interface DemoClock {
  now: Date;
  daysAgo(days: number): Date;
  /** A seeded moment between `from` and `to` (or now), the same on every reset. */
  between(label: string, from: Date, to?: Date): Date;
}

export function demoClock(now: Date, seed: number): DemoClock {
  return {
    now,
    daysAgo: (days) => new Date(now.getTime() - days * DAY),
    between: (label, from, to = now) => {
      const t = mulberry32(hashSeed(seed, label))();
      return new Date(from.getTime() + Math.floor(t * Math.max(0, to.getTime() - from.getTime())));
    },
  };
}
