import type { BankDetails, BankDetailsBody } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { inputClass, TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { saveBankDetails, sendBankCode } from './bank-details-api';
import { COUNTRIES } from './countries';
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
  const mode = current ? 'edit' : 'add';
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
      account_holder_name: values.account_holder_name.trim() ? undefined : 'Enter the name on the account.',
      bank_name: values.bank_name.trim() ? undefined : 'Enter the name of the bank.',
      country: values.country ? undefined : 'Choose the country of the bank.',
      iban: method === 'iban' && !ibanLooksValid(values.iban) ? 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.' : undefined,
      account_number:
        method === 'account' && !/^[A-Za-z0-9 -]{4,40}$/.test(values.account_number.trim()) ? 'Enter the account number.' : undefined,
      routing_number:
        method === 'account' && !values.routing_number.trim() && !values.swift_code.trim()
          ? 'Enter a routing number or a SWIFT code.'
          : undefined,
      password: proof === 'password' && !values.password ? 'Enter your password to confirm.' : undefined,
      email_otp: proof === 'email' && !/^\d{6}$/.test(values.email_otp.trim()) ? 'Enter the 6-digit code from the e-mail.' : undefined,
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
    <form onSubmit={submit} noValidate aria-label="Bank details" className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="bank-holder"
        label="Account holder"
        required
        autoComplete="name"
        maxLength={120}
        {...form.field('account_holder_name')}
      />
      <TextField id="bank-name" label="Bank name" required maxLength={120} {...form.field('bank_name')} />
      <div>
        <label htmlFor="bank-country" className="block text-sm font-medium text-slate-800">
          Country of the bank
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
          <option value="">Choose...</option>
          {COUNTRIES.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
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
        <legend className="text-sm font-medium text-slate-800">Account number type</legend>
        <div className="mt-2 flex flex-wrap gap-5">
          <label className={radio}>
            <input type="radio" name="method" checked={method === 'iban'} onChange={() => setMethod('iban')} /> IBAN
          </label>
          <label className={radio}>
            <input type="radio" name="method" checked={method === 'account'} onChange={() => setMethod('account')} /> Account number with
            routing or SWIFT
          </label>
        </div>
      </fieldset>
      {method === 'iban' ? (
        <div className="sm:col-span-2">
          <TextField
            id="bank-iban"
            label="IBAN"
            required
            autoComplete="off"
            maxLength={60}
            hint={current ? `Now ${current.account_masked}; enter it in full to change it.` : undefined}
            {...form.field('iban')}
          />
        </div>
      ) : (
        <>
          <div className="sm:col-span-2">
            <TextField
              id="bank-account"
              label="Account number"
              required
              autoComplete="off"
              maxLength={40}
              {...form.field('account_number')}
            />
          </div>
          <TextField id="bank-routing" label="Routing number (US)" inputMode="numeric" maxLength={20} {...form.field('routing_number')} />
          <TextField id="bank-swift" label="SWIFT / BIC" maxLength={20} {...form.field('swift_code')} />
        </>
      )}
      <fieldset className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-slate-800">Confirm it is you</legend>
        <div className="flex flex-wrap gap-5">
          <label className={radio}>
            <input type="radio" name="proof" checked={proof === 'email'} onChange={() => setProof('email')} /> With a code sent to my e-mail
          </label>
          <label className={radio}>
            <input type="radio" name="proof" checked={proof === 'password'} onChange={() => setProof('password')} /> With my password
          </label>
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {proof === 'email' ? (
            <>
              <div className="w-48">
                <TextField
                  id="bank-code"
                  label="Code from the e-mail"
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
                {code.isPending ? 'Sending...' : code.isSuccess ? 'Send again' : 'Send code'}
              </button>
            </>
          ) : (
            <div className="w-64">
              <TextField
                id="bank-password"
                label="Password"
                type="password"
                required
                autoComplete="current-password"
                {...form.field('password')}
              />
            </div>
          )}
        </div>
        <p className="mt-3 text-xs text-slate-500">
          {proof === 'email'
            ? 'The code also confirms the account, so you can withdraw right away.'
            : 'Saved with the password, the details still need the e-mailed code before you can withdraw.'}
        </p>
      </fieldset>
      <div className="sm:col-span-2 sm:w-56">
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          {current ? 'Save new bank details' : 'Add bank details'}
        </SubmitButton>
      </div>
    </form>
  );
}
