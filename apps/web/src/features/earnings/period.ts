import type { GraphInterval } from '@stock/contracts';
import type { PeriodParams } from './earnings-api';

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const PERIOD_PRESETS = [
  { id: '7d', labelKey: 'earnings:period.last7Days', days: 7, interval: 'day' },
  { id: '30d', labelKey: 'earnings:period.last30Days', days: 30, interval: 'day' },
  { id: '90d', labelKey: 'earnings:period.last90Days', days: 90, interval: 'week' },
  { id: '12m', labelKey: 'earnings:period.last12Months', days: 365, interval: 'month' },
] as const satisfies readonly { id: string; labelKey: string; days: number; interval: GraphInterval }[];

/** Both ends are whole days (UTC), the end included, as the API reads them. */
export function presetPeriod(days: number, today = new Date()): PeriodParams {
  return { startTime: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), endTime: isoDay(today) };
}

/** The period in the address (?startTime=&endTime=), or the last 30 days. */
export function periodFrom(params: URLSearchParams, today = new Date()): PeriodParams {
  const start = params.get('startTime') ?? '';
  const end = params.get('endTime') ?? '';
  if (DAY_PATTERN.test(start) && DAY_PATTERN.test(end) && start <= end) return { startTime: start, endTime: end };
  return presetPeriod(30, today);
}

/** A graph interval that keeps the number of bars readable. */
export function intervalFor(period: PeriodParams, asked: string | null): GraphInterval {
  if (asked === 'day' || asked === 'week' || asked === 'month') return asked;
  const days = (Date.parse(period.endTime) - Date.parse(period.startTime)) / DAY_MS + 1;
  return days <= 45 ? 'day' : days <= 200 ? 'week' : 'month';
}
