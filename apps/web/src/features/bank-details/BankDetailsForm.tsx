import type { BankDetails, BankDetailsBody } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { inputClass, TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { saveBankDetails, sendBankCode } from './bank-details-api';
import { COUNTRIES } from './countries';
import { countryNamer } from './country-name';
import { ibanLooksValid } from './iban';

const FIELDS = [
  'account_holder_name',
  'bank_name',
  'country',
  'iban',
  'account_number',
  'routing_number',
  'swift_code',
  'password',
  'email_otp',
] as const;
type Method = 'iban' | 'account';
type Proof = 'email' | 'password';

const radio = 'flex items-center gap-2 text-sm text-slate-800';

/** Add or replace the payout account. A change is confirmed with a code e-mailed to the owner, or the password. */
export function BankDetailsForm({ current, onSaved }: { current: BankDetails | null; onSaved: (details: BankDetails) => void }) {
  const { t } = useTranslation('bank-details');
  const mode = current ? 'edit' : 'add';
  const countryName = countryNamer();
  const [method, setMethod] = useState<Method>(current?.method ?? 'iban');
  const [proof, setProof] = useState<Proof>('email');
  const form = useForm(
    {
      account_holder_name: current?.account_holder_name ?? '',
      bank_name: current?.bank_name ?? '',
      country: current?.country ?? '',
      iban: '',
      account_number: '',
      routing_number: '',
      swift_code: '',
      password: '',
      email_otp: '',
    },
    (values) => ({
      account_holder_name: values.account_holder_name.trim() ? undefined : t('errors.holder'),
      bank_name: values.bank_name.trim() ? undefined : t('errors.bankName'),
      country: values.country ? undefined : t('errors.country'),
      iban: method === 'iban' && !ibanLooksValid(values.iban) ? t('errors.iban') : undefined,
      account_number:
        method === 'account' && !/^[A-Za-z0-9 -]{4,40}$/.test(values.account_number.trim()) ? t('errors.accountNumber') : undefined,
      routing_number: method === 'account' && !values.routing_number.trim() && !values.swift_code.trim() ? t('errors.routing') : undefined,
      password: proof === 'password' && !values.password ? t('errors.password') : undefined,
      email_otp: proof === 'email' && !/^\d{6}$/.test(values.email_otp.trim()) ? t('errors.code') : undefined,
    }),
  );
  const code = useMutation({
    mutationFn: sendBankCode,
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(messageOf(error)),
  });
  const save = useMutation({
    mutationFn: () => {
      const v = form.values;
      const body: BankDetailsBody = {
        account_holder_name: v.account_holder_name.trim(),
        bank_name: v.bank_name.trim(),
        country: v.country,
        ...(method === 'iban'
          ? { iban: v.iban.trim() }
          : {
              account_number: v.account_number.trim(),
              ...(v.routing_number.trim() ? { routing_number: v.routing_number.trim() } : {}),
              ...(v.swift_code.trim() ? { swift_code: v.swift_code.trim() } : {}),
            }),
        ...(proof === 'password' ? { password: v.password } : { email_otp: v.email_otp.trim() }),
      };
      return saveBankDetails(mode, body);
    },
    onSuccess: ({ bankDetails, message }) => {
      toast.success(message);
      onSaved(bankDetails);
    },
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) save.mutate();
  }
  const country = form.field('country');

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')} className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="bank-holder"
        label={t('form.holder')}
        required
        autoComplete="name"
        maxLength={120}
        {...form.field('account_holder_name')}
      />
      <TextField id="bank-name" label={t('form.bankName')} required maxLength={120} {...form.field('bank_name')} />
      <div>
        <label htmlFor="bank-country" className="block text-sm font-medium text-slate-800">
          {t('form.country')}
        </label>
        <select
          id="bank-country"
          name="country"
          value={country.value}
          onChange={(event) => form.setValue('country', event.target.value)}
          aria-invalid={country.error ? true : undefined}
          aria-describedby={country.error ? 'bank-country-error' : undefined}
          className={`mt-1.5 ${inputClass(Boolean(country.error))}`}
        >
          <option value="">{t('form.choose')}</option>
          {COUNTRIES.map(([value, name]) => (
            <option key={value} value={value}>
              {countryName(value, name)}
            </option>
          ))}
        </select>
        {country.error && (
          <p id="bank-country-error" className="mt-1 text-sm text-red-700">
            {country.error}
          </p>
        )}
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">{t('form.method')}</legend>
        <div className="mt-2 flex flex-wrap gap-5">
          <label className={radio}>
            <input type="radio" name="method" checked={method === 'iban'} onChange={() => setMethod('iban')} /> {t('form.iban')}
          </label>
          <label className={radio}>
            <input type="radio" name="method" checked={method === 'account'} onChange={() => setMethod('account')} />{' '}
            {t('form.accountWithRouting')}
          </label>
        </div>
      </fieldset>
      {method === 'iban' ? (
        <div className="sm:col-span-2">
          <TextField
            id="bank-iban"
            label={t('form.iban')}
            required
            autoComplete="off"
            maxLength={60}
            hint={current ? t('form.ibanHint', { masked: current.account_masked }) : undefined}
            {...form.field('iban')}
          />
        </div>
      ) : (
        <>
          <div className="sm:col-span-2">
            <TextField
              id="bank-account"
              label={t('form.accountNumber')}
              required
              autoComplete="off"
              maxLength={40}
              {...form.field('account_number')}
            />
          </div>
          <TextField id="bank-routing" label={t('form.routing')} inputMode="numeric" maxLength={20} {...form.field('routing_number')} />
          <TextField id="bank-swift" label={t('form.swift')} maxLength={20} {...form.field('swift_code')} />
        </>
      )}
      <fieldset className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">{t('form.proof')}</legend>
        <div className="flex flex-wrap gap-5">
          <label className={radio}>
            <input type="radio" name="proof" checked={proof === 'email'} onChange={() => setProof('email')} /> {t('form.proofEmail')}
          </label>
          <label className={radio}>
            <input type="radio" name="proof" checked={proof === 'password'} onChange={() => setProof('password')} />{' '}
            {t('form.proofPassword')}
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {proof === 'email' ? (
            <>
              <div className="w-48">
                <TextField
                  id="bank-code"
                  label={t('form.code')}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  {...form.field('email_otp')}
                />
              </div>
              <button
                type="button"
                onClick={() => code.mutate()}
                disabled={code.isPending}
                className="rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
              >
                {code.isPending ? t('form.sending') : code.isSuccess ? t('form.sendAgain') : t('form.sendCode')}
              </button>
            </>
          ) : (
            <div className="w-64">
              <TextField
                id="bank-password"
                label={t('form.password')}
                type="password"
                required
                autoComplete="current-password"
                {...form.field('password')}
              />
            </div>
          )}
        </div>
        <p className="mt-3 text-xs text-slate-500">{proof === 'email' ? t('form.proofEmailNote') : t('form.proofPasswordNote')}</p>
      </fieldset>
      <div className="sm:col-span-2 sm:w-56">
        <SubmitButton busy={save.isPending} busyLabel={t('form.saving')}>
          {current ? t('form.saveNew') : t('form.add')}
        </SubmitButton>
      </div>
    </form>
  );
}
