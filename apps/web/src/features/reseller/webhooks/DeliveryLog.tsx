import type { WebhookDelivery } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/format-date';
import { ErrorState } from '../../../components/states/ErrorState';
import { toast } from '../../../components/toasts/toast';
import { messageOf } from '../../auth/form/server-errors';
import { buttonClass } from './EndpointList';
import { deliveriesQuery, webhookCalls, webhookKeys } from './webhook-queries';

const STATUS_CLASS: Record<WebhookDelivery['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-800',
};

const time = (iso: string) => formatDate(iso, 'dateTime');

/** An endpoint's latest deliveries, newest first, with each attempt and a button to send one again. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, refetch } = useQuery(deliveriesQuery(endpointId));
  if (isPending) return <div role="status" aria-label={t('deliveries.loading')} className="h-20 animate-pulse rounded-xl bg-slate-100" />;
  if (isError) return <ErrorState message={t('deliveries.loadError')} onRetry={() => refetch()} />;
  if (data.deliveries.length === 0) return <p className="text-slate-600">{t('deliveries.none')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('deliveries.caption')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-500">
          <th className="py-1 font-medium">{t('deliveries.event')}</th>
          <th className="py-1 font-medium">{t('deliveries.status')}</th>
          <th className="py-1 font-medium">{t('deliveries.attempts')}</th>
          <th className="py-1 font-medium">
            <span className="sr-only">{t('deliveries.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
        ))}
      </tbody>
    </table>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: WebhookDelivery }) {
  const { t } = useTranslation('reseller');
  const queryClient = useQueryClient();
  const redeliver = useMutation({
    mutationFn: () => webhookCalls.redeliver(endpointId, delivery.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const last = delivery.attempts.at(-1);
  return (
    <tr aria-label={`${delivery.event_type} ${delivery.event_id}`} className="border-b border-slate-100 align-top">
      <td className="py-2 pr-2">
        <code>{delivery.event_type}</code>
        <p className="text-xs break-all text-slate-500">{delivery.event_id}</p>
        <p className="text-xs text-slate-500">{time(delivery.created_at)}</p>
      </td>
      <td className="py-2 pr-2">
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[delivery.status]}`}>
          {t('deliveries.state', { status: delivery.status })}
        </span>
        {delivery.next_attempt_at && (
          <p className="text-xs text-slate-500">{t('deliveries.nextTry', { time: time(delivery.next_attempt_at) })}</p>
        )}
      </td>
      <td className="py-2 pr-2">
        <span className="tabular-nums">{delivery.attempts.length}</span>
        {last && (
          <p className="text-xs break-words text-slate-500">
            {t('deliveries.last', { status: last.response_status ?? t('deliveries.noAnswer'), ms: last.duration_ms })}
            {last.error ? ` · ${last.error}` : ''}
          </p>
        )}
      </td>
      <td className="py-2 text-right">
        <button type="button" className={buttonClass} disabled={redeliver.isPending} onClick={() => redeliver.mutate()}>
          {t('deliveries.redeliver')}
        </button>
      </td>
    </tr>
  );
}
