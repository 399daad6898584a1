import type { AdminPayout, WithdrawalStatus } from '@stock/contracts';
import { WITHDRAWAL_STATUSES } from '@stock/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { formatMoney } from '../../components/format/format-money';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { PagerButtons } from '../earnings/PagerButtons';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { markPayout, payoutsKey, payoutsQuery } from './payouts-api';

function PayoutActions({ payout }: { payout: AdminPayout }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'idle' | 'paid' | 'failed'>('idle');
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      markPayout(
        mode === 'paid'
          ? { withdrawal_id: payout.id, paid: true, payout_reference: text.trim() }
          : { withdrawal_id: payout.id, paid: false, reason: text.trim() },
      ),
    onSuccess: ({ message }) => {
      toast.success(message);
      queryClient.invalidateQueries({ queryKey: payoutsKey });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'failed' && !text.trim()) {
      toast.error(t('payouts.reasonNeeded'));
      return;
    }
    mutation.mutate();
  };
  const small = 'rounded-lg px-3 py-1.5 text-sm font-semibold';
  if (mode === 'idle') {
    return (
      <div className="flex gap-2">
        <button type="button" onClick={() => setMode('paid')} className={`${small} bg-emerald-700 text-white hover:bg-emerald-800`}>
          {t('payouts.markPaid')}
        </button>
        <button
          type="button"
          onClick={() => setMode('failed')}
          className={`${small} border border-rose-300 text-rose-800 hover:bg-rose-50`}
        >
          {t('payouts.markFailed')}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label={t('payouts.decisionForm', { id: payout.id, decision: mode })}
    >
      <label className="text-xs font-medium text-slate-700">
        {mode === 'paid' ? t('payouts.referenceField') : t('payouts.reasonField')}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={mode === 'paid' ? 100 : 500}
          className={`mt-1 w-56 ${inputClass(false)}`}
        />
      </label>
      <button
        type="submit"
        disabled={mutation.isPending}
        className={`${small} ${mode === 'paid' ? 'bg-emerald-700 text-white' : 'bg-rose-700 text-white'} disabled:opacity-60`}
      >
        {mutation.isPending ? t('saving') : t('payouts.confirm', { decision: mode })}
      </button>
      <button type="button" onClick={() => setMode('idle')} className="text-sm text-slate-600 underline">
        {t('payouts.cancel')}
      </button>
    </form>
  );
}

function PayoutList({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(payoutsQuery(status, page));
  if (isPending) return <TableSkeleton rows={5} />;
  if (isError) return <ErrorState message={t('payouts.loadError')} onRetry={() => refetch()} />;
  if (data.results.length === 0) return <EmptyState title={t('payouts.empty', { status })} />;
  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        aria-label={t('payouts.listLabel', { status })}
      >
        {data.results.map((payout) => (
          <li key={payout.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="text-sm">
              <p className="text-lg font-semibold tabular-nums text-slate-900">{formatMoney(payout.amount_cents, payout.currency)}</p>
              <p className="text-slate-700">
                {payout.contributor_name} · {payout.contributor_email}
              </p>
              <p className="text-slate-500">
                {t('payouts.account', {
                  holder: payout.account_holder_name,
                  bank: payout.bank_name,
                  country: payout.country,
                  account: payout.account_masked,
                  date: formatDate(payout.requested_at),
                })}
              </p>
              {payout.payout_reference && (
                <p className="text-slate-500">{t('payouts.reference', { reference: payout.payout_reference })}</p>
              )}
              {payout.failure_reason && <p className="text-rose-700">{payout.failure_reason}</p>}
            </div>
            {status === 'pending' ? (
              <PayoutActions payout={payout} />
            ) : (
              payout.decided_at && <p className="text-sm text-slate-500">{t('payouts.decided', { date: formatDate(payout.decided_at) })}</p>
            )}
          </li>
        ))}
      </ul>
      <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('payouts.pages')} />
    </>
  );
}

export function AdminPayoutsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  return (
    <section>
      <title>{t('payouts.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('payouts.title')}</h1>
      <p className="mt-2 text-slate-600">{t('payouts.intro')}</p>
      <div className="mt-6 flex gap-1" role="tablist" aria-label={t('payouts.statusTabs')}>
        {WITHDRAWAL_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === status}
            onClick={() => setStatus(option)}
            className={`rounded-md px-3 py-2 text-sm font-medium ${option === status ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {t('payouts.tab', { status: option })}
          </button>
        ))}
      </div>
      <div className="mt-4" role="tabpanel">
        <PayoutList key={status} status={status} />
      </div>
    </section>
  );
}
