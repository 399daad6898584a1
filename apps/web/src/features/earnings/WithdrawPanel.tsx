import type { EarningsSummary, WithdrawalStatus } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { bankDetailsQuery } from '../bank-details/bank-details-api';
import { amountText, centsFromText } from './amount-text';
import { earningsKeys, requestWithdrawal, withdrawalsQuery } from './earnings-api';
import { formatDate, formatUsd } from './money';
import { PagerButtons } from './PagerButtons';
import { Panel } from './Panel';
import { TableSkeleton } from './TableSkeleton';

export const BANK_DETAILS_PATH = contributorPaths.bankDetails();

const STATUS: Record<WithdrawalStatus, { style: string; labelKey: string }> = {
  pending: { style: 'bg-amber-100 text-amber-900', labelKey: 'withdraw.status.pending' },
  paid: { style: 'bg-emerald-100 text-emerald-900', labelKey: 'withdraw.status.paid' },
  failed: { style: 'bg-rose-100 text-rose-900', labelKey: 'withdraw.status.failed' },
};

/** Dollars typed by a person to a number the API accepts, or the reason it is not one. */
export function readAmount(raw: string, summary: EarningsSummary): { amount?: number; error?: string } {
  const cents = centsFromText(raw);
  if (cents === null) return { error: i18next.t('earnings:withdraw.errors.notAnAmount') };
  if (cents <= 0) return { error: i18next.t('earnings:withdraw.errors.zero') };
  if (cents < summary.payout_minimum_cents)
    return { error: i18next.t('earnings:withdraw.errors.tooSmall', { minimum: formatUsd(summary.payout_minimum_cents) }) };
  if (cents > summary.available_cents)
    return { error: i18next.t('earnings:withdraw.errors.tooLarge', { available: formatUsd(summary.available_cents) }) };
  return { amount: cents / 100 };
}

function WithdrawForm({ summary }: { summary: EarningsSummary }) {
  const { t } = useTranslation('earnings');
  const queryClient = useQueryClient();
  const bank = useQuery(bankDetailsQuery());
  const [raw, setRaw] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: ({ message }) => {
      toast.success(message);
      setRaw('');
      queryClient.invalidateQueries({ queryKey: earningsKeys.all });
    },
    onError: (failure) => {
      toast.error(messageOf(failure));
      setError(fieldErrorsOf(failure, ['amount']).amount ?? messageOf(failure));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAmount(raw, summary);
    setError(read.error);
    if (read.amount !== undefined) mutation.mutate(read.amount);
  }

  if (bank.isPending) return <TableSkeleton rows={2} />;
  const details = bank.data;
  if (!details?.verified) {
    return (
      <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        {details ? t('withdraw.confirmFirst') : t('withdraw.addFirst')}{' '}
        <Link to={BANK_DETAILS_PATH} className="font-semibold underline">
          {details ? t('withdraw.confirmLink') : t('withdraw.addLink')}
        </Link>
      </div>
    );
  }
  const canWithdraw = summary.available_cents >= summary.payout_minimum_cents;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('withdraw.title')}>
      <p className="text-sm text-slate-600">
        {t('withdraw.destination', { bank: details.bank_name, account: details.account_masked })}{' '}
        <Link to={BANK_DETAILS_PATH} className="underline">
          {t('withdraw.change')}
        </Link>
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="w-48">
          <label htmlFor="withdraw-amount" className="block text-sm font-medium text-slate-800">
            {t('withdraw.amount')}
          </label>
          <input
            id="withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={amountText(summary.payout_minimum_cents)}
            value={raw}
            onChange={(event) => {
              setRaw(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'withdraw-amount-error' : 'withdraw-amount-hint'}
            className={`mt-1.5 ${inputClass(Boolean(error))}`}
          />
        </div>
        <button
          type="button"
          onClick={() => setRaw(amountText(summary.available_cents))}
          disabled={!canWithdraw}
          className="mt-7 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          {t('withdraw.all', { amount: formatUsd(summary.available_cents) })}
        </button>
        <button
          type="submit"
          disabled={mutation.isPending || !canWithdraw}
          className="mt-7 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {mutation.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
        </button>
      </div>
      {error ? (
        <p id="withdraw-amount-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="withdraw-amount-hint" className="text-xs text-slate-500">
          {canWithdraw
            ? t('withdraw.hint', { minimum: formatUsd(summary.payout_minimum_cents), available: formatUsd(summary.available_cents) })
            : t('withdraw.belowMinimum', { minimum: formatUsd(summary.payout_minimum_cents) })}
        </p>
      )}
    </form>
  );
}

function WithdrawalHistory() {
  const { t } = useTranslation('earnings');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(withdrawalsQuery(page));
  if (isPending) return <TableSkeleton rows={3} />;
  if (isError) return <ErrorState message={t('withdraw.historyError')} onRetry={() => refetch()} />;
  if (data.results.length === 0) return <EmptyState title={t('withdraw.emptyTitle')}>{t('withdraw.emptyText')}</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label={t('withdraw.list')}>
        {data.results.map((withdrawal) => (
          <li key={withdrawal.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <div>
              <p className="font-semibold tabular-nums text-slate-900">{formatUsd(withdrawal.amount_cents)}</p>
              <p className="text-slate-500">
                {formatDate(withdrawal.requested_at)} · {withdrawal.bank_name} {withdrawal.account_masked}
                {withdrawal.failure_reason && ` · ${withdrawal.failure_reason}`}
              </p>
            </div>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${STATUS[withdrawal.status].style}`}>
              {t(STATUS[withdrawal.status].labelKey)}
            </span>
          </li>
        ))}
      </ul>
      <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label={t('withdraw.pages')} />
    </>
  );
}

export function WithdrawPanel({ summary }: { summary: EarningsSummary | undefined }) {
  const { t } = useTranslation('earnings');
  return (
    <Panel title={t('withdraw.title')} description={t('withdraw.description')}>
      {summary ? <WithdrawForm summary={summary} /> : <TableSkeleton rows={2} />}
      <h3 className="mt-8 text-base font-semibold text-slate-900">{t('withdraw.history')}</h3>
      <div className="mt-3">
        <WithdrawalHistory />
      </div>
    </Panel>
  );
}
