import type { ResellerApplicationBody } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { FieldMessage, inputClass, TextField } from '../auth/form/TextField';
import { applyAsReseller, resellerKeys } from './reseller-queries';

const FIELDS = ['company_name', 'website', 'country', 'use_case'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: ResellerApplicationBody = { company_name: '', website: '', country: '', use_case: '' };

/** What the browser can tell before the server does; the server's schema has the last word. */
function localErrors(form: ResellerApplicationBody, t: TFunction<'reseller'>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!form.company_name.trim()) errors.company_name = t('apply.companyRequired');
  if (!/^https?:\/\/[^\s/]+\.\S+$/.test(form.website.trim())) errors.website = t('apply.websiteInvalid');
  if (!/^[A-Z]{2}$/.test(form.country)) errors.country = t('apply.countryInvalid');
  if (!form.use_case.trim()) errors.use_case = t('apply.useCaseRequired');
  return errors;
}

export function ResellerApplyForm() {
  const { t } = useTranslation('reseller');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const apply = useMutation({
    mutationFn: () => applyAsReseller({ ...form, website: form.website.trim() }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: resellerKeys.application });
    },
    onError: (failure) => {
      const fieldErrors = fieldErrorsOf(failure, FIELDS);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) toast.error(messageOf(failure));
    },
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: field === 'country' ? event.target.value.toUpperCase() : event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0) apply.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('developer.apply')} className="space-y-4">
      <TextField
        id="reseller-company"
        label={t('apply.company')}
        name="company_name"
        value={form.company_name}
        onChange={set('company_name')}
        error={errors.company_name}
        maxLength={200}
        required
      />
      <TextField
        id="reseller-website"
        label={t('apply.website')}
        name="website"
        type="url"
        inputMode="url"
        value={form.website}
        onChange={set('website')}
        error={errors.website}
        maxLength={300}
        required
      />
      <TextField
        id="reseller-country"
        label={t('apply.country')}
        name="country"
        value={form.country}
        onChange={set('country')}
        error={errors.country}
        maxLength={2}
        required
      />
      <div>
        <label htmlFor="reseller-use-case" className="block text-sm font-medium text-slate-800">
          {t('apply.useCase')}
        </label>
        <textarea
          id="reseller-use-case"
          value={form.use_case}
          onChange={set('use_case')}
          maxLength={2000}
          rows={4}
          aria-invalid={errors.use_case ? true : undefined}
          aria-describedby={errors.use_case ? 'reseller-use-case-error' : undefined}
          className={`mt-1.5 ${inputClass(Boolean(errors.use_case))}`}
        />
        {errors.use_case && <FieldMessage id="reseller-use-case-error">{errors.use_case}</FieldMessage>}
      </div>
      <button
        type="submit"
        disabled={apply.isPending}
        className="rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {apply.isPending ? t('apply.sending') : t('apply.submit')}
      </button>
    </form>
  );
}
