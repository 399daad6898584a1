import type { ApiKey, CreatedApiKey } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatCount } from '../../components/format/format-count';
import { formatDate } from '../../components/format/format-date';
import { messageOf } from '../auth/form/server-errors';
import { developerCalls, developerKeys } from './developer-queries';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50';

export function KeyList({ keys, onRotated }: { keys: ApiKey[]; onRotated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('reseller');
  if (keys.length === 0) return <p className="text-slate-600">{t('keys.none')}</p>;
  return (
    <ul aria-label={t('keys.label')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {keys.map((key) => (
        <KeyRow key={key.id} apiKey={key} onRotated={onRotated} />
      ))}
    </ul>
  );
}

function KeyRow({ apiKey, onRotated }: { apiKey: ApiKey; onRotated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('reseller');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: developerKeys.keys });
  const revoke = useMutation({
    mutationFn: () => developerCalls.revoke(apiKey.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      refresh();
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const rotate = useMutation({
    mutationFn: () => developerCalls.rotate(apiKey.id),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      onRotated(data);
      refresh();
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const busy = revoke.isPending || rotate.isPending;
  return (
    <li aria-label={apiKey.name} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {apiKey.name}
          {apiKey.sandbox && (
            <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t('keys.sandbox')}</span>
          )}
          {apiKey.revoked_at && (
            <span className="ml-2 rounded bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-800">{t('keys.revoked')}</span>
          )}
        </p>
        <p className="text-slate-600">
          <code>{apiKey.prefix}_…</code> ·{' '}
          {t('keys.limits', {
            scopes: apiKey.scopes.join(', '),
            perMinute: formatCount(apiKey.rate_limit_per_minute),
            perMonth: formatCount(apiKey.monthly_quota),
          })}
        </p>
        <p className="text-slate-500">
          {t('keys.created', { date: formatDate(apiKey.created_at) })} ·{' '}
          {apiKey.last_used_at ? t('keys.lastUsed', { date: formatDate(apiKey.last_used_at) }) : t('keys.neverUsed')}
        </p>
      </div>
      {!apiKey.revoked_at && (
        <div className="flex gap-2">
          <button type="button" className={buttonClass} disabled={busy} onClick={() => rotate.mutate()}>
            {t('keys.rotate')}
          </button>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => revoke.mutate()}>
            {t('keys.revoke')}
          </button>
        </div>
      )}
    </li>
  );
}
