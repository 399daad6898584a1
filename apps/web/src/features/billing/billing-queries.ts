import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';
import type { Invoice, Paged, Licence, Offer, Order, Plan, Subscription, VariantDetails } from './billing-contract';

/** The spec: purchase history is read 5 at a time; billing follows the same page size. */
export const BILLING_PAGE_SIZE = 5;
/** The spec: the buyer's subscription is refetched when older than 30 seconds. */
export const SUBSCRIPTION_REFETCH_MS = 30_000;

export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  offers: () => [...billingKeys.all, 'offers'] as const,
  variant: (planVariantId: number, offerId: number | null) => [...billingKeys.all, 'variant', planVariantId, offerId] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  invoices: (page: number) => [...billingKeys.all, 'invoices', page] as const,
  orders: (page: number) => [...billingKeys.all, 'orders', page] as const,
  licences: (page: number) => [...billingKeys.all, 'licences', page] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: async ({ signal }) => dataOrNotFound(await apiRequest<{ plans: Plan[] }>('/plan', { signal })).plans,
    staleTime: 10_000,
  });

export const offersQuery = () =>
  queryOptions({
    queryKey: billingKeys.offers(),
    queryFn: async ({ signal }) => dataOrServerMessage(await apiRequest<{ offers: Offer[] }>('/buyer/offer', { role: 'buyer', signal })).offers,
  });

export const variantDetailsQuery = (planVariantId: number, offerId: number | null) =>
  queryOptions({
    queryKey: billingKeys.variant(planVariantId, offerId),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<VariantDetails>('/buyer/plan/variant/details', {
          role: 'buyer',
          query: { plan_variant_id: planVariantId, offer_id: offerId ?? undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<{ subscription: Subscription | null }>('/buyer/subscription/plan', { role: 'buyer', signal }))
        .subscription,
    staleTime: SUBSCRIPTION_REFETCH_MS,
    refetchInterval: SUBSCRIPTION_REFETCH_MS,
  });

export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: billingKeys.invoices(page),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<Paged<Invoice>>('/buyer/billing', { role: 'buyer', query: { page_no: page }, signal })),
    placeholderData: keepPreviousData,
  });

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: billingKeys.orders(page),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<Paged<Order>>('/buyer/purchase/history', {
          role: 'buyer',
          query: { page_no: page, limit: BILLING_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const licencesQuery = (page: number) =>
  queryOptions({
    queryKey: billingKeys.licences(page),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<Paged<Licence>>('/buyer/licences', { role: 'buyer', query: { page_no: page, limit: BILLING_PAGE_SIZE }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
