import type {
  CheckoutData,
  FileCheckoutBody,
  LicenceReferencesBody,
  LicenceTierName,
  LicenceTiersData,
  LicenceUpgradeBody,
} from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../api/client';
import { getToken } from '../../api/session';

export const licensingKeys = { tiers: () => ['licence-tiers'] as const };

/** The licence tiers, their rights and prices: the same for everyone, so kept for the visit. */
export const licenceTiersQuery = () =>
  queryOptions({
    queryKey: licensingKeys.tiers(),
    queryFn: async ({ signal }) => dataOrServerMessage(await apiRequest<LicenceTiersData>('/licence/tiers', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Makes (or, with the same key, finds again) the order for one file at a tier; the server prices it. */
export async function startFileCheckout(body: FileCheckoutBody): Promise<CheckoutData> {
  return dataOrServerMessage(await apiRequest<CheckoutData>('/buyer/file/checkout', { method: 'POST', role: 'buyer', body }));
}

/** Makes the order that upgrades a Standard licence to Enhanced, for the difference. */
export async function startLicenceUpgrade(body: LicenceUpgradeBody): Promise<CheckoutData> {
  return dataOrServerMessage(await apiRequest<CheckoutData>('/buyer/licence/upgrade', { method: 'POST', role: 'buyer', body }));
}

export async function saveLicenceReferences(body: LicenceReferencesBody) {
  const answer = await apiRequest<Omit<LicenceReferencesBody, 'licence_id'>>('/buyer/licence/references', {
    method: 'PUT',
    role: 'buyer',
    body,
  });
  return { references: dataOrServerMessage(answer), message: answer.message };
}

/** The licence history as CSV, fetched with the buyer's token and saved under its file name. */
export async function downloadLicencesCsv(reference: string): Promise<void> {
  const token = getToken('buyer');
  const query = reference ? `?${new URLSearchParams({ reference })}` : '';
  const response = await fetch(`/api/buyer/licences.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('We could not export your licences. Please try again.');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = 'licences.csv';
  document.body.append(link);
  link.click();
  link.remove();
}

export const tierLabel = (tier: LicenceTierName) => (tier === 'enhanced' ? 'Enhanced' : 'Standard');
