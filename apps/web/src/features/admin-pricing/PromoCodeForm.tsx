import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SavingFields, SubmitButton, useSavingFields } from './saving-fields';

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
  const { t } = useTranslation('admin-pricing');
  const id = useId();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [planIds, setPlanIds] = useState<number[]>([]);
  const [limit, setLimit] = useState('100');
  const [firstOnly, setFirstOnly] = useState(false);
  const [reason, setReason] = useState('');
  const saving = useSavingFields();
  const ready = code.trim() && description.trim() && saving.valid && planIds.length > 0 && Number(limit) >= 1 && reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onCreate({
      code: code.trim(),
      description: description.trim(),
      ...saving.body(),
      plan_ids: planIds,
      max_redemptions: Number(limit),
      first_purchase_only: firstOnly,
      active: true,
      reason: reason.trim(),
    });
  };
  return (
    <form
      aria-label={t('promo.newLabel')}
      onSubmit={submit}
      className="mt-3 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      <Field id={`${id}-code`} label={t('promo.code')} value={code} onChange={setCode} />
      <Field id={`${id}-description`} label={t('form.description')} value={description} onChange={setDescription} />
      <SavingFields id={id} fields={saving} />
      <Field id={`${id}-limit`} label={t('promo.limit')} value={limit} onChange={setLimit} />
      <fieldset className="text-xs font-medium text-slate-700">
        <legend>{t('promo.plans')}</legend>
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
        {t('form.firstPurchaseOnly')}
      </label>
      <Field id={`${id}-reason`} label={t('form.reason')} value={reason} onChange={setReason} />
      <SubmitButton disabled={pending || !ready}>{t('promo.create')}</SubmitButton>
    </form>
  );
}
