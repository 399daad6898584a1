import type { AdminOffer } from '@stock/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../auth/form/TextField';
import { Field, SavingFields, SubmitButton, useSavingFields } from './saving-fields';

const APPLIES_TO = { any: 'appliesTo.any', annual: 'appliesTo.annual', pack: 'appliesTo.pack' } as const;

/** An offer's fields as the pricing page edits them; its code and whether it is on stay as they are. */
export function OfferForm({
  offer,
  pending,
  onSave,
}: {
  offer: AdminOffer;
  pending: boolean;
  onSave: (body: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation('admin-pricing');
  const id = useId();
  const [title, setTitle] = useState(offer.title);
  const [description, setDescription] = useState(offer.description);
  const [appliesTo, setAppliesTo] = useState(offer.applies_to);
  const [firstOnly, setFirstOnly] = useState(offer.first_purchase_only);
  const [reason, setReason] = useState('');
  const saving = useSavingFields(offer);
  const ready = title.trim() && description.trim() && saving.valid && reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onSave({
      title: title.trim(),
      description: description.trim(),
      ...saving.body(),
      applies_to: appliesTo,
      first_purchase_only: firstOnly,
      active: offer.active,
      reason: reason.trim(),
    });
  };
  return (
    <form
      aria-label={t('offer.label', { code: offer.code })}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
    >
      <Field id={`${id}-title`} label={t('form.title')} value={title} onChange={setTitle} />
      <Field id={`${id}-description`} label={t('form.description')} value={description} onChange={setDescription} />
      <SavingFields id={id} fields={saving} />
      <label htmlFor={`${id}-applies`} className="text-xs font-medium text-slate-700">
        {t('appliesTo.label')}
        <select
          id={`${id}-applies`}
          value={appliesTo}
          onChange={(e) => setAppliesTo(e.target.value as AdminOffer['applies_to'])}
          className={`mt-1 block ${inputClass(false)}`}
        >
          {Object.entries(APPLIES_TO).map(([value, labelKey]) => (
            <option key={value} value={value}>
              {t(labelKey)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
        <input type="checkbox" checked={firstOnly} onChange={(e) => setFirstOnly(e.target.checked)} />
        {t('form.firstPurchaseOnly')}
      </label>
      <Field id={`${id}-reason`} label={t('form.reason')} value={reason} onChange={setReason} />
      <SubmitButton disabled={pending || !ready}>{t('offer.save')}</SubmitButton>
    </form>
  );
}
