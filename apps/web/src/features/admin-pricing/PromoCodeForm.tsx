import { type FormEvent, useId, useState } from 'react';
import { centsOf } from '../admin-orders/dollars';
import { inputClass } from '../auth/form/TextField';

const dateOrNull = (value: string) => (value ? new Date(`${value}T00:00:00Z`).toISOString() : null);

/** A new promo code: a percent or an amount off, for the plans ticked, limited in number and dates. */
export function PromoCodeForm({
  plans,
  pending,
  onCreate,
}: {
  plans: { plan_id: number; name: string }[];
  pending: boolean;
  onCreate: (body: Record<string, unknown>) => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [saving, setSaving] = useState('');
  const [planIds, setPlanIds] = useState<number[]>([]);
  const [limit, setLimit] = useState('100');
  const [firstOnly, setFirstOnly] = useState(false);
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [reason, setReason] = useState('');
  const percent = /^\d{1,3}$/.test(saving.trim()) ? Number(saving) : null;
  const amount = centsOf(saving);
  const savingError =
    kind === 'percent'
      ? percent === null || percent < 1 || percent > 100
        ? 'A percent from 1 to 100.'
        : null
      : amount
        ? null
        : 'An amount in dollars.';
  const datesError = starts && ends && ends <= starts ? 'The end must be after the start.' : null;
  const ready =
    code.trim() && description.trim() && !savingError && !datesError && planIds.length > 0 && Number(limit) >= 1 && reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onCreate({
      code: code.trim(),
      description: description.trim(),
      percent_off: kind === 'percent' ? percent : null,
      amount_off_cents: kind === 'amount' ? amount : null,
      plan_ids: planIds,
      max_redemptions: Number(limit),
      first_purchase_only: firstOnly,
      starts_at: dateOrNull(starts),
      expires_at: dateOrNull(ends),
      active: true,
      reason: reason.trim(),
    });
  };
  const field = (label: string, key: string, value: string, set: (v: string) => void, type = 'text', error: string | null = null) => (
    <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-slate-700">
      {label}
      <input
        id={`${id}-${key}`}
        type={type}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={error !== null}
        className={`mt-1 block w-44 max-w-full ${inputClass(error !== null)}`}
      />
      {error && <span className="mt-1 block text-rose-700">{error}</span>}
    </label>
  );
  return (
    <form
      aria-label="New promo code"
      onSubmit={submit}
      className="mt-3 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      {field('Code', 'code', code, setCode)}
      {field('Description', 'description', description, setDescription)}
      <label htmlFor={`${id}-kind`} className="text-xs font-medium text-slate-700">
        Saving
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'percent' | 'amount')}
          className={`mt-1 block ${inputClass(false)}`}
        >
          <option value="percent">Percent off</option>
          <option value="amount">Amount off (USD)</option>
        </select>
      </label>
      {field(kind === 'percent' ? 'Percent' : 'Amount', 'saving', saving, setSaving, 'text', saving ? savingError : null)}
      {field('Limit of uses', 'limit', limit, setLimit)}
      {field('Valid from', 'starts', starts, setStarts, 'date')}
      {field('Valid until', 'ends', ends, setEnds, 'date', datesError)}
      <fieldset className="text-xs font-medium text-slate-700">
        <legend>Plans</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {plans.map((plan) => (
            <label key={plan.plan_id} className="flex items-center gap-1 text-sm font-normal">
              <input
                type="checkbox"
                checked={planIds.includes(plan.plan_id)}
                onChange={(e) =>
                  setPlanIds((ids) => (e.target.checked ? [...ids, plan.plan_id] : ids.filter((planId) => planId !== plan.plan_id)))
                }
              />
              {plan.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
        <input type="checkbox" checked={firstOnly} onChange={(e) => setFirstOnly(e.target.checked)} />
        First purchase only
      </label>
      {field('Reason', 'reason', reason, setReason)}
      <button
        type="submit"
        disabled={pending || !ready}
        className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        Create promo code
      </button>
    </form>
  );
}
