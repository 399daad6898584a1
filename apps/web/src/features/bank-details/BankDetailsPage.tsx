import type { BankDetails } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { ErrorState } from '../../components/states/ErrorState';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { ContributorFrame } from '../earnings/ContributorFrame';
import { formatDate } from '../earnings/money';
import { Panel } from '../earnings/Panel';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { BankDetailsForm } from './BankDetailsForm';
import { bankDetailsKey, bankDetailsQuery, sendBankCode, verifyBankDetails } from './bank-details-api';
import { COUNTRIES } from './countries';

function CurrentDetails({ details }: { details: BankDetails }) {
  const country = COUNTRIES.find(([code]) => code === details.country)?.[1] ?? details.country;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">Account holder</dt>
        <dd className="font-medium text-slate-900">{details.account_holder_name}</dd>
      </div>
      <div>
        <dt className="text-slate-500">Bank</dt>
        <dd className="font-medium text-slate-900">
          {details.bank_name}, {country}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{details.method === 'iban' ? 'IBAN' : 'Account number'}</dt>
        <dd className="font-mono font-medium text-slate-900">{details.account_masked}</dd>
      </div>
      {details.code_masked && (
        <div>
          <dt className="text-slate-500">Routing / SWIFT</dt>
          <dd className="font-mono font-medium text-slate-900">{details.code_masked}</dd>
        </div>
      )}
      <div className="sm:col-span-2">
        <dt className="sr-only">Status</dt>
        <dd>
          {details.verified ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
              Confirmed {details.verified_at ? `on ${formatDate(details.verified_at)}` : ''}
            </span>
          ) : (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">Not confirmed yet</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function ConfirmWithCode({ onConfirmed }: { onConfirmed: (details: BankDetails) => void }) {
  const [code, setCode] = useState('');
  const send = useMutation({ mutationFn: sendBankCode, onSuccess: (m) => toast.success(m), onError: (e) => toast.error(messageOf(e)) });
  const verify = useMutation({
    mutationFn: () => verifyBankDetails(code.trim()),
    onSuccess: ({ bankDetails, message }) => {
      toast.success(message);
      onConfirmed(bankDetails);
    },
    onError: (e) => toast.error(messageOf(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code.trim())) verify.mutate();
    else toast.error('Enter the 6-digit code from the e-mail.');
  };
  return (
    <form onSubmit={submit} aria-label="Confirm bank details" className="mt-5 flex flex-wrap items-end gap-3 rounded-xl bg-amber-50 p-4">
      <p className="w-full text-sm text-amber-900">Withdrawals need confirmed details. We e-mail you a code to confirm them.</p>
      <button
        type="button"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        className="rounded-lg border border-amber-300 bg-white px-3 py-2.5 text-sm font-semibold text-amber-900"
      >
        {send.isPending ? 'Sending...' : 'Send code'}
      </button>
      <label className="text-sm font-medium text-slate-800">
        Code
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={`mt-1 w-32 ${inputClass(false)}`}
        />
      </label>
      <button
        type="submit"
        disabled={verify.isPending}
        className="rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
      >
        {verify.isPending ? 'Confirming...' : 'Confirm'}
      </button>
    </form>
  );
}

function BankDetailsEditor() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(bankDetailsQuery());
  const [editing, setEditing] = useState(false);
  const remember = (details: BankDetails) => {
    queryClient.setQueryData(bankDetailsKey, details);
    setEditing(false);
  };
  if (isPending) return <TableSkeleton rows={4} />;
  if (isError) return <ErrorState message="We could not load your bank details." onRetry={() => refetch()} />;
  if (!data || editing) {
    return (
      <Panel
        title={data ? 'Change bank details' : 'Add bank details'}
        description="Where your withdrawals are paid. Stored encrypted; only the last four digits are ever shown."
        actions={
          data && (
            <button type="button" onClick={() => setEditing(false)} className="text-sm font-medium text-slate-600 underline">
              Cancel
            </button>
          )
        }
      >
        <BankDetailsForm current={data} onSaved={remember} />
      </Panel>
    );
  }
  return (
    <Panel
      title="Your payout account"
      description="Withdrawals are paid to this account."
      actions={
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Change
        </button>
      }
    >
      <CurrentDetails details={data} />
      {!data.verified && <ConfirmWithCode onConfirmed={remember} />}
    </Panel>
  );
}

export function BankDetailsPage() {
  return (
    <ContributorFrame title="Bank details" intro="The account your earnings are paid to.">
      <BankDetailsEditor />
    </ContributorFrame>
  );
}
