import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** The spec caches lists and catalogue data for 5 to 10 seconds; 5 s is the default, queries may ask for 10. */
export const LIST_STALE_TIME_MS = 5_000;

/** One retry for what may pass (network, 5xx); an answer like 404 or 400 will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.envelope?.status_code : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
