import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection';
import { HttpError } from '../../http/http-error';
import type { ApiKeyRow } from '../developer/api-keys.repo';
import { pruneMinuteCounters, takeFromAllowance } from '../developer/api-usage.repo';

export const LIMIT_MESSAGES = {
  perMinute: (limit: number, seconds: number) => `This key may make ${limit} requests a minute. Try again in ${seconds} s.`,
  perMonth: (limit: number, reset: string) => `This key has used its ${limit} requests of this month. The quota renews on ${reset}.`,
} as const;

interface Window {
  limit: number;
  /** Requests taken in the window, this one included; undefined when it was refused. */
  used: number | undefined;
  reset: Date;
}

const startOfMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const startOfNextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const remaining = (window: Window) => (window.used === undefined ? 0 : window.limit - window.used);
const seconds = (from: Date, to: Date) => Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

/**
 * Takes one request from the key's rate limit (per minute) and monthly quota (calendar month, UTC), and writes the
 * headers every answer carries: X-RateLimit-* tell the tighter of the two, X-Quota-* the month. A refused request is
 * 429 with Retry-After, and takes nothing from the month.
 */
export async function takeRequest(db: Db, key: ApiKeyRow, reply: FastifyReply, now = new Date()): Promise<void> {
  const minuteStart = startOfMinute(now);
  const minute: Window = {
    limit: key.rate_limit_per_minute,
    used: await takeFromAllowance(db, key.id, 'minute', minuteStart, key.rate_limit_per_minute),
    reset: new Date(minuteStart.getTime() + 60_000),
  };
  if (minute.used === 1) await pruneMinuteCounters(db, key.id, new Date(minuteStart.getTime() - 3_600_000));
  const month: Window = {
    limit: key.monthly_quota,
    used: minute.used === undefined ? undefined : await takeFromAllowance(db, key.id, 'month', startOfMonth(now), key.monthly_quota),
    reset: startOfNextMonth(now),
  };
  const tighter = remaining(month) < remaining(minute) || month.used === undefined ? month : minute;
  const shown = minute.used === undefined ? minute : tighter;
  reply.header('x-ratelimit-limit', shown.limit);
  reply.header('x-ratelimit-remaining', remaining(shown));
  reply.header('x-ratelimit-reset', Math.ceil(shown.reset.getTime() / 1000));
  reply.header('x-quota-limit', month.limit);
  if (minute.used !== undefined) reply.header('x-quota-remaining', remaining(month));
  reply.header('x-quota-reset', Math.ceil(month.reset.getTime() / 1000));
  if (minute.used === undefined) {
    const wait = seconds(now, minute.reset);
    reply.header('retry-after', wait);
    throw new HttpError(429, LIMIT_MESSAGES.perMinute(minute.limit, wait));
  }
  if (month.used === undefined) {
    reply.header('retry-after', seconds(now, month.reset));
    throw new HttpError(429, LIMIT_MESSAGES.perMonth(month.limit, month.reset.toISOString().slice(0, 10)));
  }
}
