import type { PeriodQuery } from '@stock/contracts';
import { invalidField } from '../../http/http-error';

export interface TimePeriod {
  start: Date;
  /** Exclusive. */
  end: Date;
}

const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 30;
/** Ten years is more than any statement needs, and bounds the work of a graph. */
const MAX_PERIOD_MS = 3_660 * DAY_MS;

function readTime(field: 'startTime' | 'endTime', raw: string): Date {
  const text = raw.trim();
  let time: Date;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    time = new Date(`${text}T00:00:00.000Z`);
    // A day given as the end includes that whole day.
    if (field === 'endTime') time = new Date(time.getTime() + DAY_MS);
  } else if (/^\d{1,15}$/.test(text)) {
    time = new Date(Number(text));
  } else {
    time = new Date(text);
  }
  if (Number.isNaN(time.getTime()) || time.getUTCFullYear() < 2000 || time.getUTCFullYear() > 2200) {
    throw invalidField(field, `${field} must be a day like 2026-11-01, an ISO date-time or milliseconds since 1970.`);
  }
  return time;
}

/** The period asked for: the last 30 days by default; startTime before endTime, at most ten years. */
export function readPeriod(query: PeriodQuery, now = new Date()): TimePeriod {
  const end = query.endTime ? readTime('endTime', query.endTime) : now;
  const start = query.startTime ? readTime('startTime', query.startTime) : new Date(end.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS);
  if (start >= end) throw invalidField('startTime', 'startTime must be before endTime.');
  if (end.getTime() - start.getTime() > MAX_PERIOD_MS) throw invalidField('startTime', 'A period may be at most ten years long.');
  return { start, end };
}

export const presentPeriod = (period: TimePeriod) => ({ startTime: period.start.toISOString(), endTime: period.end.toISOString() });
