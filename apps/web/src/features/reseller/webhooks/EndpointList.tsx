import type { CreatedWebhook, WebhookEndpoint } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/format-date';
import { toast } from '../../../components/toasts/toast';
import { messageOf } from '../../auth/form/server-errors';
import { DeliveryLog } from './DeliveryLog';
import { webhookCalls, webhookKeys } from './webhook-queries';

export const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50';

export function EndpointList({ endpoints, onRotated }: { endpoints: WebhookEndpoint[]; onRotated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('reseller');
  if (endpoints.length === 0) return <p className="text-slate-600">{t('endpoints.none')}</p>;
  return (
    <ul aria-label={t('endpoints.label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {endpoints.map((endpoint) => (
        <EndpointRow key={endpoint.id} endpoint={endpoint} onRotated={onRotated} />
      ))}
    </ul>
  );
}

function EndpointRow({ endpoint, onRotated }: { endpoint: WebhookEndpoint; onRotated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('reseller');
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const rotate = useMutation({
    mutationFn: () => webhookCalls.rotate(endpoint.id),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      onRotated(data);
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const remove = useMutation({
    mutationFn: () => webhookCalls.remove(endpoint.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const busy = rotate.isPending || remove.isPending;
  return (
    <li aria-label={endpoint.url} className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-all text-slate-900">{endpoint.url}</p>
          <p className="text-slate-600">
            {t('endpoints.added', { events: endpoint.events.join(', '), date: formatDate(endpoint.created_at) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass} aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? t('endpoints.hideDeliveries') : t('endpoints.showDeliveries')}
          </button>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => rotate.mutate()}>
            {t('endpoints.rotate')}
          </button>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => remove.mutate()}>
            {t('endpoints.delete')}
          </button>
        </div>
      </div>
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}
