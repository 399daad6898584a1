import type { Invoice, Licence, Offer, Order, OrderQuote, PaymentMethodsData, PlansData, SubscriptionStatusData } from '@stock/contracts';
import { PURCHASE_HISTORY_LIMIT, SUBSCRIPTION_STALE_MS } from '@stock/contracts/values';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';
import type { PageOf } from './PagedList';

/** The spec pages purchase history by 5; billing and licences keep the same rhythm on the account pages. */
export const ACCOUNT_PAGE_SIZE = PURCHASE_HISTORY_LIMIT;

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  offers: () => [...billingKeys.all, 'offers'] as const,
  quote: (planVariantId: number, offer: string | null) => [...billingKeys.all, 'quote', planVariantId, offer] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  paymentMethods: () => [...billingKeys.all, 'payment-methods'] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
  orders: (page: number) => [...billingKeys.all, 'orders', page] as const,
  licences: (page: number, reference = '') => [...billingKeys.all, 'licences', page, reference] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: async ({ signal }) => dataOrNotFound(await apiRequest<PlansData>('/plan', { signal })),
    staleTime: 10_000,
  });

export const offersQuery = () =>
  queryOptions({
    queryKey: billingKeys.offers(),
    queryFn: async ({ signal }): Promise<Offer[]> =>
      dataOrServerMessage(await apiRequest<{ offers: Offer[] }>('/buyer/offer', { role: 'buyer', signal })).offers,
  });

export const quoteQuery = (planVariantId: number, offer: string | null) =>
  queryOptions({
    queryKey: billingKeys.quote(planVariantId, offer),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<OrderQuote>('/buyer/plan/variant/details', {
          role: 'buyer',
          query: { plan_variant_id: planVariantId, offer: offer ?? undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The spec: the buyer's subscription is refetched when older than 30 seconds, and on that rhythm while shown. */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: async ({ signal }) => {
      const status = dataOrServerMessage(await apiRequest<SubscriptionStatusData>('/buyer/subscription/plan', { role: 'buyer', signal }));
      // The header shows this on every page: an answer of another shape is an error state, never a broken page.
      if (!Array.isArray(status?.packs)) throw new ApiError('Your plan could not be read.');
      return status;
    },
    staleTime: SUBSCRIPTION_STALE_MS,
    refetchInterval: SUBSCRIPTION_STALE_MS,
  });

export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: billingKeys.paymentMethods(),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<PaymentMethodsData>('/buyer/payment-method', { role: 'buyer', signal })),
  });

// A function declaration, not a generic arrow: the untranslated-string check reads every file as TSX, where `<T>(`
// opens an element.
function pagedQuery<T>(queryKey: readonly unknown[], path: string, page: number, filter: Record<string, string> = {}) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<PageOf<T>>(path, { role: 'buyer', query: { page_no: page, limit: ACCOUNT_PAGE_SIZE, ...filter }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export const invoicesQuery = (page: number) => pagedQuery<Invoice>(billingKeys.invoices(page), '/buyer/billing', page);
export const ordersQuery = (page: number) => pagedQuery<Order>(billingKeys.orders(page), '/buyer/purchase/history', page);
/** The licence history; a reference keeps only licences whose client, project or PO number contains it. */
export const licencesQuery = (page: number, reference = '') =>
  pagedQuery<Licence>(billingKeys.licences(page, reference), '/buyer/licences', page, reference ? { reference } : {});
