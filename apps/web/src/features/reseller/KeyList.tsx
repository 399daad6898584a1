import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { CREDENTIAL_KINDS, type Credential, type CredentialKind, publicId, type ShownSecret } from './credential-kinds';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50';

interface ListProps {
  kind?: CredentialKind;
  keys: Credential[];
  onRotated: (shown: ShownSecret) => void;
}

/** The keys or the OAuth apps, each with its scopes and limits, to rotate or revoke. */
export function KeyList({ kind = 'key', keys, onRotated }: ListProps) {
  const { t } = useTranslation('reseller');
  const words = CREDENTIAL_KINDS[kind];
  if (keys.length === 0) return <p className="text-slate-600">{t(words.emptyKey)}</p>;
  return (
    <ul aria-label={t(words.listLabelKey)} className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {keys.map((key) => (
        <KeyRow key={key.id} kind={kind} apiKey={key} onRotated={onRotated} />
      ))}
    </ul>
  );
}

function KeyRow({ kind, apiKey, onRotated }: { kind: CredentialKind; apiKey: Credential; onRotated: (shown: ShownSecret) => void }) {
  const { t } = useTranslation('reseller');
  const words = CREDENTIAL_KINDS[kind];
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: words.queryKey });
  const revoke = useMutation({
    mutationFn: () => words.revoke(apiKey.id),
    onSuccess: ({ message }) => {
      toast.success(message);
      refresh();
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });
  const rotate = useMutation({
    mutationFn: () => words.rotate(apiKey.id),
    onSuccess: ({ shown, message }) => {
      toast.success(message);
      onRotated(shown);
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
          <code>{publicId(apiKey)}</code> ·{' '}
          {t('keys.limits', {
            scopes: apiKey.scopes.join(', '),
            perMinute: apiKey.rate_limit_per_minute,
            perMonth: apiKey.monthly_quota,
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
