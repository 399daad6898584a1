import type { CreatedWebhook, CreateWebhookBody, WebhookDeliveryData, WebhookDeliveryList, WebhookEndpointList } from '@stock/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrServerMessage } from '../../../api/client';

export const webhookKeys = {
  endpoints: ['developer', 'webhooks'] as const,
  deliveries: (endpointId: number) => ['developer', 'webhooks', endpointId, 'deliveries'] as const,
};

export const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: async ({ signal }) =>
      dataOrServerMessage(await apiRequest<WebhookEndpointList>('/buyer/developer/webhooks', { role: 'buyer', signal })),
    retry: false,
  });

/** A pending delivery changes on its own (attempts, retries): the log refreshes while one is in it. */
export const deliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<WebhookDeliveryList>(`/buyer/developer/webhooks/${endpointId}/deliveries`, { role: 'buyer', signal }),
      ),
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 2000 : false),
    retry: false,
  });

async function post<T>(path: string, body: unknown) {
  const answer = await apiRequest<T>(path, { method: 'POST', role: 'buyer', body });
  return { data: dataOrServerMessage(answer), message: answer.message };
}

export const webhookCalls = {
  create: (body: CreateWebhookBody) => post<CreatedWebhook>('/buyer/developer/webhooks', body),
  rotate: (endpointId: number) => post<CreatedWebhook>('/buyer/developer/webhooks/rotate', { endpoint_id: endpointId }),
  remove: (endpointId: number) => post<{ deleted: true }>('/buyer/developer/webhooks/delete', { endpoint_id: endpointId }),
  redeliver: (endpointId: number, deliveryId: number) =>
    post<WebhookDeliveryData>('/buyer/developer/webhooks/redeliver', { endpoint_id: endpointId, delivery_id: deliveryId }),
};
