import type { EarningsSummary, WithdrawalStatus } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { contributorPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { bankDetailsQuery } from '../bank-details/bank-details-api';
import { earningsKeys, requestWithdrawal, withdrawalsQuery } from './earnings-api';
import { formatDate, formatUsd } from './money';
import { PagerButtons } from './PagerButtons';
import { Panel } from './Panel';
import { TableSkeleton } from './TableSkeleton';

export const BANK_DETAILS_PATH = contributorPaths.bankDetails();

const STATUS_STYLE: Record<WithdrawalStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
};

/** Dollars typed by a person to a number the API accepts, or the reason it is not one. */
export function readAmount(raw: string, summary: EarningsSummary): { amount?: number; error?: string } {
  const text = raw.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'Enter an amount in dollars, like 35 or 120.50.' };
  const cents = Math.round(Number(text) * 100);
  if (cents <= 0) return { error: 'Enter an amount above zero.' };
  if (cents < summary.payout_minimum_cents) return { error: `The smallest withdrawal is ${formatUsd(summary.payout_minimum_cents)}.` };
  if (cents > summary.available_cents) return { error: `You can withdraw at most ${formatUsd(summary.available_cents)}.` };
  return { amount: cents / 100 };
}

function WithdrawForm({ summary }: { summary: EarningsSummary }) {
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
        {details
          ? 'Confirm your bank details with the code we e-mail you before withdrawing.'
          : 'Add your bank details before withdrawing.'}{' '}
        <Link to={BANK_DETAILS_PATH} className="font-semibold underline">
          {details ? 'Confirm bank details' : 'Add bank details'}
        </Link>
      </div>
    );
  }
  const canWithdraw = summary.available_cents >= summary.payout_minimum_cents;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Withdraw">
      <p className="text-sm text-slate-600">
        To {details.bank_name}, account {details.account_masked}.{' '}
        <Link to={BANK_DETAILS_PATH} className="underline">
          Change
        </Link>
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="w-48">
          <label htmlFor="withdraw-amount" className="block text-sm font-medium text-slate-800">
            Amount (USD)
          </label>
          <input
            id="withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={(summary.payout_minimum_cents / 100).toFixed(2)}
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
          onClick={() => setRaw((summary.available_cents / 100).toFixed(2))}
          disabled={!canWithdraw}
          className="mt-7 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          All {formatUsd(summary.available_cents)}
        </button>
        <button
          type="submit"
          disabled={mutation.isPending || !canWithdraw}
          className="mt-7 rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {mutation.isPending ? 'Withdrawing...' : 'Withdraw'}
        </button>
      </div>
      {error ? (
        <p id="withdraw-amount-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="withdraw-amount-hint" className="text-xs text-slate-500">
          {canWithdraw
            ? `At least ${formatUsd(summary.payout_minimum_cents)}, at most your available ${formatUsd(summary.available_cents)}. Usually paid within 5 business days.`
            : `You can withdraw once your available balance reaches ${formatUsd(summary.payout_minimum_cents)}.`}
        </p>
      )}
    </form>
  );
}

function WithdrawalHistory() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(withdrawalsQuery(page));
  if (isPending) return <TableSkeleton rows={3} />;
  if (isError) return <ErrorState message="We could not load your withdrawals." onRetry={() => refetch()} />;
  if (data.results.length === 0)
    return <EmptyState title="No withdrawals yet">Your withdrawals and their status will show here.</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Withdrawals">
        {data.results.map((withdrawal) => (
          <li key={withdrawal.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <div>
              <p className="font-semibold tabular-nums text-slate-900">{formatUsd(withdrawal.amount_cents)}</p>
              <p className="text-slate-500">
                {formatDate(withdrawal.requested_at)} · {withdrawal.bank_name} {withdrawal.account_masked}
                {withdrawal.failure_reason && ` · ${withdrawal.failure_reason}`}
              </p>
            </div>
            <span className={`rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${STATUS_STYLE[withdrawal.status]}`}>
              {withdrawal.status}
            </span>
          </li>
        ))}
      </ul>
      <PagerButtons page={data.page_no} totalPages={data.total_pages} onPage={setPage} label="Pages of withdrawals" />
    </>
  );
}

export function WithdrawPanel({ summary }: { summary: EarningsSummary | undefined }) {
  return (
    <Panel title="Withdraw" description="Send your available balance to your bank account.">
      {summary ? <WithdrawForm summary={summary} /> : <TableSkeleton rows={2} />}
      <h3 className="mt-8 text-base font-semibold text-slate-900">Withdrawal history</h3>
      <div className="mt-3">
        <WithdrawalHistory />
      </div>
    </Panel>
  );
}
