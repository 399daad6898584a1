import type { PagedAdminPayouts, PagedPayoutBatches, PayoutBatch, PayoutBatchData, PayoutBatchExport } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { adminCall } from '../admin/console-api';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { saveTextFile } from './save-text-file';

const batchesKey = ['admin', 'payout-batches'];

function NewBatch({ batchedIds }: { batchedIds: Set<number> }) {
  const { t } = useTranslation('admin-payouts');
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const pending = useQuery({
    queryKey: ['admin', 'payouts', 'pending', 'all'],
    queryFn: async ({ signal }) =>
      (await adminCall<PagedAdminPayouts>('/admin/payouts', { query: { status: 'pending', limit: 100 }, signal })).data,
  });
  const create = useMutation({
    mutationFn: () => adminCall<PayoutBatchData>('/admin/payout-batches', { method: 'POST', body: { withdrawal_ids: [...picked] } }),
    onSuccess: ({ message }) => {
      toast.success(message);
      setPicked(new Set());
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (pending.isPending) return <TableSkeleton rows={3} />;
  if (pending.isError) return <ErrorState message={t('newBatch.loadError')} onRetry={() => pending.refetch()} />;
  const open = pending.data.results.filter((payout) => !batchedIds.has(payout.id));
  if (open.length === 0) return <EmptyState title={t('newBatch.allBatched')} />;
  const toggle = (id: number) => {
    const next = new Set(picked);
    if (!next.delete(id)) next.add(id);
    setPicked(next);
  };
  return (
    <form
      aria-label={t('newBatch.label')}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {open.map((payout) => (
          <li key={payout.id} className="p-3 text-sm">
            <label className="flex items-center gap-3">
              <input type="checkbox" checked={picked.has(payout.id)} onChange={() => toggle(payout.id)} className="h-4 w-4" />
              <span className="font-semibold tabular-nums">{formatMoney(payout.amount_cents)}</span>
              <span className="break-words">
                {payout.account_holder_name} · {payout.bank_name} ({payout.country}) {payout.account_masked}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button
        type="submit"
        disabled={picked.size === 0 || create.isPending}
        className="mt-3 rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {t('newBatch.approve', { count: picked.size })}
      </button>
    </form>
  );
}

/** Exporting needs the password again: the server opens the full account numbers only within minutes of it. */
function ExportBatch({ batch }: { batch: PayoutBatch }) {
  const { t } = useTranslation('admin-payouts');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: async () => {
      await adminCall('/admin/reauth', { method: 'POST', body: { password } });
      return adminCall<PayoutBatchExport>(`/admin/payout-batches/${batch.id}/export`, { method: 'POST' });
    },
    onSuccess: ({ data, message }) => {
      if (data.transfer_xml && data.transfer_file_name) saveTextFile(data.transfer_file_name, data.transfer_xml, 'application/xml');
      if (data.csv && data.csv_file_name) saveTextFile(data.csv_file_name, data.csv, 'text/csv');
      toast.success(message);
      setPassword('');
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: batchesKey });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
      >
        {t('export.open')}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) run.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('export.label', { id: batch.id })} className="flex flex-wrap items-end gap-2">
      <label className="text-xs font-medium text-slate-700">
        {t('export.password')}
        <input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={`mt-1 block w-56 ${inputClass(false)}`}
        />
      </label>
      <button
        type="submit"
        disabled={!password || run.isPending}
        className="rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white disabled:opacity-50"
      >
        {run.isPending ? t('export.exporting') : t('export.confirm')}
      </button>
      <button type="button" onClick={() => setAsking(false)} className="text-sm text-slate-600 underline">
        {t('export.cancel')}
      </button>
    </form>
  );
}

export function PayoutBatchesPage() {
  const { t } = useTranslation('admin-payouts');
  const batches = useQuery({
    queryKey: batchesKey,
    queryFn: async ({ signal }) => (await adminCall<PagedPayoutBatches>('/admin/payout-batches', { query: { limit: 50 }, signal })).data,
  });
  const batchedIds = new Set(batches.data?.results.flatMap((batch) => batch.items.map((item) => item.id)) ?? []);
  return (
    <section>
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('pendingHeading')}</h2>
      <div className="mt-3">{batches.isPending ? <TableSkeleton rows={3} /> : <NewBatch batchedIds={batchedIds} />}</div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('batches.heading')}</h2>
      <div className="mt-3">
        {batches.isPending ? (
          <TableSkeleton rows={3} />
        ) : batches.isError ? (
          <ErrorState message={t('batches.loadError')} onRetry={() => batches.refetch()} />
        ) : batches.data.results.length === 0 ? (
          <EmptyState title={t('batches.empty')} />
        ) : (
          <ul aria-label={t('heading')} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {batches.data.results.map((batch) => (
              <li key={batch.id} className="flex flex-col gap-3 p-4 text-sm lg:flex-row lg:items-center lg:justify-between">
                <div>
                  <p className="font-semibold text-slate-900">
                    {t('batches.title', { id: batch.id, total: formatMoney(batch.total_cents), count: batch.items.length })}
                  </p>
                  <p className="text-slate-600">
                    {t('batches.progress', {
                      made: formatDate(batch.created_at),
                      exported: batch.exported_at ? 'yes' : 'no',
                      exportedOn: batch.exported_at ? formatDate(batch.exported_at) : '',
                      toPay: batch.items.filter((item) => item.status === 'pending').length,
                    })}
                  </p>
                </div>
                {batch.items.some((item) => item.status === 'pending') && <ExportBatch batch={batch} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
