/**
 * What a new key may ask of the API. Live keys get Pexels-like room (a burst limit per minute, a monthly quota); sandbox
 * keys, for building an integration, get less of both.
 */
export const API_KEY_LIMITS = {
  live: { perMinute: 120, perMonth: 20_000 },
  sandbox: { perMinute: 30, perMonth: 1_000 },
} as const;

/** The limit columns of a new key or OAuth app. */
export function limitColumns(sandbox: boolean): { rate_limit_per_minute: number; monthly_quota: number } {
  const limits = sandbox ? API_KEY_LIMITS.sandbox : API_KEY_LIMITS.live;
  return { rate_limit_per_minute: limits.perMinute, monthly_quota: limits.perMonth };
}
