import type { BankDetails } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { ContributorFrame } from '../earnings/ContributorFrame';
import { Panel } from '../earnings/Panel';
import { TableSkeleton } from '../earnings/TableSkeleton';
import { BankDetailsForm } from './BankDetailsForm';
import { bankDetailsKey, bankDetailsQuery, sendBankCode, verifyBankDetails } from './bank-details-api';
import { COUNTRIES } from './countries';
import { countryNamer } from './country-name';

function CurrentDetails({ details }: { details: BankDetails }) {
  const { t } = useTranslation('bank-details');
  const country = countryNamer()(details.country, COUNTRIES.find(([code]) => code === details.country)?.[1] ?? details.country);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-slate-500">{t('current.holder')}</dt>
        <dd className="font-medium text-slate-900">{details.account_holder_name}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{t('current.bank')}</dt>
        <dd className="font-medium text-slate-900">{t('current.bankIn', { bank: details.bank_name, country })}</dd>
      </div>
      <div>
        <dt className="text-slate-500">{details.method === 'iban' ? t('form.iban') : t('form.accountNumber')}</dt>
        <dd className="font-mono font-medium text-slate-900">{details.account_masked}</dd>
      </div>
      {details.code_masked && (
        <div>
          <dt className="text-slate-500">{t('current.routing')}</dt>
          <dd className="font-mono font-medium text-slate-900">{details.code_masked}</dd>
        </div>
      )}
      <div className="sm:col-span-2">
        <dt className="sr-only">{t('current.status')}</dt>
        <dd>
          {details.verified ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
              {details.verified_at ? t('current.confirmedOn', { date: formatDate(details.verified_at) }) : t('current.confirmed')}
            </span>
          ) : (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">{t('current.notConfirmed')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function ConfirmWithCode({ onConfirmed }: { onConfirmed: (details: BankDetails) => void }) {
  const { t } = useTranslation('bank-details');
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
    else toast.error(t('errors.code'));
  };
  return (
    <form onSubmit={submit} aria-label={t('confirm.label')} className="mt-5 flex flex-wrap items-end gap-3 rounded-xl bg-amber-50 p-4">
      <p className="w-full text-sm text-amber-900">{t('confirm.text')}</p>
      <button
        type="button"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        className="rounded-lg border border-amber-300 bg-white px-3 py-2.5 text-sm font-semibold text-amber-900"
      >
        {send.isPending ? t('form.sending') : t('form.sendCode')}
      </button>
      <label className="text-sm font-medium text-slate-800">
        {t('confirm.code')}
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
        {verify.isPending ? t('confirm.confirming') : t('confirm.confirm')}
      </button>
    </form>
  );
}

function BankDetailsEditor() {
  const { t } = useTranslation('bank-details');
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(bankDetailsQuery());
  const [editing, setEditing] = useState(false);
  const remember = (details: BankDetails) => {
    queryClient.setQueryData(bankDetailsKey, details);
    setEditing(false);
  };
  if (isPending) return <TableSkeleton rows={4} />;
  if (isError) return <ErrorState message={t('page.loadError')} onRetry={() => refetch()} />;
  if (!data || editing) {
    return (
      <Panel
        title={data ? t('page.changeTitle') : t('page.addTitle')}
        description={t('page.formDescription')}
        actions={
          data && (
            <button type="button" onClick={() => setEditing(false)} className="text-sm font-medium text-slate-600 underline">
              {t('page.cancel')}
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
      title={t('page.accountTitle')}
      description={t('page.accountDescription')}
      actions={
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t('page.change')}
        </button>
      }
    >
      <CurrentDetails details={data} />
      {!data.verified && <ConfirmWithCode onConfirmed={remember} />}
    </Panel>
  );
}

export function BankDetailsPage() {
  const { t } = useTranslation('bank-details');
  return (
    <ContributorFrame title={t('page.title')} intro={t('page.intro')}>
      <BankDetailsEditor />
    </ContributorFrame>
  );
}
