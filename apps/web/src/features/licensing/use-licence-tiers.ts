import type { LicenceTiersData } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { licenceTiersQuery } from './licensing-api';

/**
 * The licence tiers for a part of a page that shows them. A query's answer re-renders its readers at once, in one
 * task: on a file page the tiers arrive after the first paint, and the picker, table and prices built with them were a
 * long task on a phone. Deferred, React builds them in slices of a few milliseconds.
 */
export function useLicenceTiers(): LicenceTiersData | undefined {
  return useDeferredValue(useQuery(licenceTiersQuery()).data);
}
