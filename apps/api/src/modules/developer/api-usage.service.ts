import type { ApiUsageData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import type { Outcome } from '../auth/auth.service';
import type { SessionUser } from '../auth/sessions';
import { requireReseller } from './api-keys.service';
import { usageSince } from './api-usage.repo';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Adds up requests by a key of each row, busiest first. */
function totalsBy<K extends string | number>(rows: { requests: number }[], keyOf: (index: number) => K): Map<K, number> {
  const totals = new Map<K, number>();
  rows.forEach((row, index) => {
    totals.set(keyOf(index), (totals.get(keyOf(index)) ?? 0) + row.requests);
  });
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}

/** The reseller's API requests of the last days (UTC): by day (every day, for a chart), by endpoint and by key. */
export async function apiUsage(deps: AppDeps, user: SessionUser, days: number, now = new Date()): Promise<Outcome<ApiUsageData>> {
  await requireReseller(deps.db, user);
  const today = Date.parse(isoDay(now.getTime()));
  const since = isoDay(today - (days - 1) * DAY_MS);
  const rows = await usageSince(deps.db, user.id, since);
  const perDay = totalsBy(rows, (index) => rows[index]?.day ?? '');
  const prefixes = new Map(rows.map((row) => [row.key_id, row.prefix]));
  return {
    data: {
      since,
      total: rows.reduce((sum, row) => sum + row.requests, 0),
      by_day: Array.from({ length: days }, (_, index) => {
        const day = isoDay(today - (days - 1 - index) * DAY_MS);
        return { day, requests: perDay.get(day) ?? 0 };
      }),
      by_endpoint: [...totalsBy(rows, (index) => rows[index]?.endpoint ?? '')].map(([endpoint, requests]) => ({ endpoint, requests })),
      by_key: [...totalsBy(rows, (index) => rows[index]?.key_id ?? 0)].map(([keyId, requests]) => ({
        key_id: keyId,
        prefix: prefixes.get(keyId) ?? '',
        requests,
      })),
    },
    message: 'OK',
  };
}
