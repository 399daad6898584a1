import { QueryClient } from '@tanstack/react-query';

/** The spec caches lists and catalogue data for 5 to 10 seconds; 5 s is the default, queries may ask for 10. */
export const LIST_STALE_TIME_MS = 5_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIST_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
