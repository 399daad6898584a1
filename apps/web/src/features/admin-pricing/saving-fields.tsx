import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsOf } from '../admin-orders/dollars';
import { inputClass } from '../auth/form/TextField';

/** A date input's day as the start of that day in UTC, as the API takes it; empty is "no date". */
export const dateOrNull = (value: string) => (value ? new Date(`${value}T00:00:00Z`).toISOString() : null);
/** The API's instant as a date input's day (UTC). */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** A percent or an amount off, typed as text, with the message when it is not one; and the dates it is valid between. */
export function useSavingFields(initial?: {
  percent_off: number | null;
  amount_off_cents: number | null;
  starts_at: string | null;
  expires_at: string | null;
}) {
  const { t } = useTranslation('admin-pricing');
  const [kind, setKind] = useState<'percent' | 'amount'>(initial?.amount_off_cents != null ? 'amount' : 'percent');
  const [saving, setSaving] = useState(
    initial?.amount_off_cents != null ? (initial.amount_off_cents / 100).toFixed(2) : String(initial?.percent_off ?? ''),
  );
  const [starts, setStarts] = useState(dayOf(initial?.starts_at ?? null));
  const [ends, setEnds] = useState(dayOf(initial?.expires_at ?? null));
  const percent = /^\d{1,3}$/.test(saving.trim()) ? Number(saving) : null;
  const amount = centsOf(saving);
  const savingError =
    kind === 'percent'
      ? percent === null || percent < 1 || percent > 100
        ? t('saving.percentInvalid')
        : null
      : amount
        ? null
        : t('saving.amountInvalid');
  const datesError = starts && ends && ends <= starts ? t('saving.datesInvalid') : null;
  return {
    kind,
    setKind,
    saving,
    setSaving,
    starts,
    setStarts,
    ends,
    setEnds,
    savingError,
    datesError,
    valid: !savingError && !datesError,
    body: () => ({
      percent_off: kind === 'percent' ? percent : null,
      amount_off_cents: kind === 'amount' ? amount : null,
      starts_at: dateOrNull(starts),
      expires_at: dateOrNull(ends),
    }),
  };
}

export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  error = null,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  error?: string | null;
}) {
  return (
    <label htmlFor={id} className="text-xs font-medium text-slate-700">
      {label}
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error !== null}
        className={`mt-1 block w-44 max-w-full ${inputClass(error !== null)}`}
      />
      {error && <span className="mt-1 block text-rose-700">{error}</span>}
    </label>
  );
}

/** The saving's kind, its value and the validity dates, as both the offer and the promo code forms show them. */
export function SavingFields({ id, fields }: { id: string; fields: ReturnType<typeof useSavingFields> }) {
  const { t } = useTranslation('admin-pricing');
  return (
    <>
      <label htmlFor={`${id}-kind`} className="text-xs font-medium text-slate-700">
        {t('saving.label')}
        <select
          id={`${id}-kind`}
          value={fields.kind}
          onChange={(e) => fields.setKind(e.target.value as 'percent' | 'amount')}
          className={`mt-1 block ${inputClass(false)}`}
        >
          <option value="percent">{t('saving.percentKind')}</option>
          <option value="amount">{t('saving.amountKind')}</option>
        </select>
      </label>
      <Field
        id={`${id}-saving`}
        label={fields.kind === 'percent' ? t('saving.percent') : t('saving.amount')}
        value={fields.saving}
        onChange={fields.setSaving}
        error={fields.saving ? fields.savingError : null}
      />
      <Field id={`${id}-starts`} label={t('saving.validFrom')} value={fields.starts} onChange={fields.setStarts} type="date" />
      <Field
        id={`${id}-ends`}
        label={t('saving.validUntil')}
        value={fields.ends}
        onChange={fields.setEnds}
        type="date"
        error={fields.datesError}
      />
    </>
  );
}

export function SubmitButton({ disabled, children }: { disabled: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
    >
      {children}
    </button>
  );
}
