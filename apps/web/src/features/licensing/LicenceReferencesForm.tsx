import { LICENCE_REFERENCE_LIMITS, type Licence } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { type FieldErrors, useForm } from '../auth/form/use-form';
import { billingKeys } from '../billing/billing-queries';
import { saveLicenceReferences } from './licensing-api';

type Field = keyof typeof LICENCE_REFERENCE_LIMITS;
const FIELDS: readonly Field[] = ['client_name', 'project', 'po_number'];
const LABELS: Record<Field, string> = { client_name: 'End client', project: 'Project', po_number: 'Purchase-order number' };

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of FIELDS) {
    const limit = LICENCE_REFERENCE_LIMITS[field];
    if (values[field].trim().length > limit) errors[field] = `${LABELS[field]} must be at most ${limit} characters long`;
  }
  return errors;
}

/** Who a licence is for: the end client, the project and the client's purchase order, kept with the licence. */
export function LicenceReferencesForm({ licence, onDone }: { licence: Licence; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Field>(
    { client_name: licence.client_name ?? '', project: licence.project ?? '', po_number: licence.po_number ?? '' },
    validate,
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
    <form noValidate onSubmit={submit} aria-label={`References for ${licence.licence_number}`} className="mt-3 grid gap-3 sm:grid-cols-3">
      {FIELDS.map((field) => (
        <TextField key={field} id={`${field}-${licence.licence_id}`} label={LABELS[field]} {...form.field(field)} />
      ))}
      <div className="flex items-center gap-3 sm:col-span-3">
        <div className="w-44">
          <SubmitButton busy={save.isPending} busyLabel="Saving…">
            Save references
          </SubmitButton>
        </div>
        <button type="button" onClick={onDone} className="text-sm font-semibold text-slate-700 underline underline-offset-2">
          Cancel
        </button>
      </div>
    </form>
  );
}
