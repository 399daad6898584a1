import type { ApiKey, CreatedApiKey } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { messageOf } from '../auth/form/server-errors';
import { formatDate } from '../earnings/money';
import { developerCalls, developerKeys } from './developer-queries';

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50';

export function KeyList({ keys, onRotated }: { keys: ApiKey[]; onRotated: (created: CreatedApiKey) => void }) {
  if (keys.length === 0) return <p className="text-slate-600">No keys yet.</p>;
  return (
    <ul aria-label="API keys" className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {keys.map((key) => (
        <KeyRow key={key.id} apiKey={key} onRotated={onRotated} />
      ))}
    </ul>
  );
}

function KeyRow({ apiKey, onRotated }: { apiKey: ApiKey; onRotated: (created: CreatedApiKey) => void }) {
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
          {apiKey.sandbox && <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Sandbox</span>}
          {apiKey.revoked_at && <span className="ml-2 rounded bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-800">Revoked</span>}
        </p>
        <p className="text-slate-600">
          <code>{apiKey.prefix}_…</code> · {apiKey.scopes.join(', ')} · {apiKey.rate_limit_per_minute}/min,{' '}
          {apiKey.monthly_quota.toLocaleString('en-US')}
          /month
        </p>
        <p className="text-slate-500">
          Created {formatDate(apiKey.created_at)} · {apiKey.last_used_at ? `last used ${formatDate(apiKey.last_used_at)}` : 'never used'}
        </p>
      </div>
      {!apiKey.revoked_at && (
        <div className="flex gap-2">
          <button type="button" className={buttonClass} disabled={busy} onClick={() => rotate.mutate()}>
            Rotate
          </button>
          <button type="button" className={buttonClass} disabled={busy} onClick={() => revoke.mutate()}>
            Revoke
          </button>
        </div>
      )}
    </li>
  );
}
