/**
 * What a new key may ask of the API. Live keys get Pexels-like room (a burst limit per minute, a monthly quota); sandbox
 * keys, for building an integration, get less of both.
 */
export const API_KEY_LIMITS = {
  live: { perMinute: 120, perMonth: 20_000 },
  sandbox: { perMinute: 30, perMonth: 1_000 },
} as const;
