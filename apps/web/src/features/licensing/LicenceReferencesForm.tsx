import { LICENCE_REFERENCE_LIMITS, type Licence } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { type FieldErrors, useForm } from '../auth/form/use-form';
import { billingKeys } from '../billing/billing-queries';
import { saveLicenceReferences } from './licensing-api';

type Field = keyof typeof LICENCE_REFERENCE_LIMITS;
const FIELDS: readonly Field[] = ['client_name', 'project', 'po_number'];
const LABEL_KEYS: Record<Field, string> = {
  client_name: 'references.clientName',
  project: 'references.project',
  po_number: 'references.poNumber',
};

function validate(values: Record<Field, string>, t: TFunction<'licensing'>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of FIELDS) {
    const limit = LICENCE_REFERENCE_LIMITS[field];
    if (values[field].trim().length > limit) errors[field] = t('references.tooLong', { field: t(LABEL_KEYS[field]), count: limit });
  }
  return errors;
}

/** Who a licence is for: the end client, the project and the client's purchase order, kept with the licence. */
export function LicenceReferencesForm({ licence, onDone }: { licence: Licence; onDone: () => void }) {
  const { t } = useTranslation('licensing');
  const queryClient = useQueryClient();
  const form = useForm<Field>(
    { client_name: licence.client_name ?? '', project: licence.project ?? '', po_number: licence.po_number ?? '' },
    (values) => validate(values, t),
  );
  const save = useMutation({
    mutationFn: () => saveLicenceReferences({ licence_id: licence.licence_id, ...form.values }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      onDone();
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error, FIELDS);
      if (Object.keys(errors).length > 0) form.setServerErrors(errors);
      else toast.error(messageOf(error));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending && form.canSubmit(event.currentTarget)) save.mutate();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('references.formLabel', { number: licence.licence_number })}
      className="mt-3 grid gap-3 sm:grid-cols-3"
    >
      {FIELDS.map((field) => (
        <TextField key={field} id={`${field}-${licence.licence_id}`} label={t(LABEL_KEYS[field])} {...form.field(field)} />
      ))}
      <div className="flex items-center gap-3 sm:col-span-3">
        <div className="w-44">
          <SubmitButton busy={save.isPending} busyLabel={t('references.busy')}>
            {t('references.submit')}
          </SubmitButton>
        </div>
        <button type="button" onClick={onDone} className="text-sm font-semibold text-slate-700 underline underline-offset-2">
          {t('common:dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
