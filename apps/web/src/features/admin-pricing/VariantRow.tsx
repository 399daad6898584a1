import type { AdminPlanVariant } from '@stock/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsOf } from '../admin-orders/dollars';
import { inputClass } from '../auth/form/TextField';

/** One plan variant or credit pack: its price, downloads and whether it is sold, saved with a reason. */
export function VariantRow({
  variant,
  pending,
  onSave,
}: {
  variant: AdminPlanVariant;
  pending: boolean;
  onSave: (body: { price_cents: number; downloads: number; hidden: boolean; reason: string }) => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const [price, setPrice] = useState((variant.price_cents / 100).toFixed(2));
  const [downloads, setDownloads] = useState(String(variant.downloads));
  const [hidden, setHidden] = useState(variant.hidden);
  const [reason, setReason] = useState('');
  const id = useId();
  const cents = centsOf(price);
  const count = /^\d{1,7}$/.test(downloads.trim()) ? Number(downloads) : 0;
  const invalid = cents === null || count < 1;
  // A plan's variants carry its name already ("Essentials, monthly"); a pack's do not ("5 downloads").
  const label = variant.name.startsWith(variant.plan_name)
    ? variant.name
    : t('variant.label', { plan: variant.plan_name, variant: variant.name });
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-3 border-b border-slate-200 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && reason.trim() && cents !== null) onSave({ price_cents: cents, downloads: count, hidden, reason: reason.trim() });
      }}
    >
      <p className="w-full text-sm font-semibold text-slate-900 sm:w-48">{label}</p>
      <label htmlFor={`${id}-price`} className="text-xs font-medium text-slate-700">
        {t('variant.price')}
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={cents === null}
          className={`mt-1 block w-28 ${inputClass(cents === null)}`}
        />
      </label>
      <label htmlFor={`${id}-downloads`} className="text-xs font-medium text-slate-700">
        {variant.kind === 'pack' ? t('variant.credits') : t('variant.downloads')}
        <input
          id={`${id}-downloads`}
          inputMode="numeric"
          value={downloads}
          onChange={(e) => setDownloads(e.target.value)}
          aria-invalid={count < 1}
          className={`mt-1 block w-24 ${inputClass(count < 1)}`}
        />
      </label>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
        <input type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
        {t('variant.hidden')}
      </label>
      <label htmlFor={`${id}-reason`} className="text-xs font-medium text-slate-700">
        {t('form.reason')}
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          className={`mt-1 block w-56 max-w-full ${inputClass(false)}`}
        />
      </label>
      <button
        type="submit"
        disabled={pending || invalid || !reason.trim()}
        className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {t('variant.save')}
      </button>
    </form>
  );
}
