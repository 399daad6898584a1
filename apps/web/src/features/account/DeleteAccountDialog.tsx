import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalPanel } from '../../components/dialogs/use-modal-panel';
import { toast } from '../../components/toasts/toast';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { requiredError } from '../auth/form/validation';
import { deleteContributorAccount } from './account-api';

/**
 * Confirms deleting the contributor account with the password. A modal dialog: focus starts in it, Tab stays in
 * it, Escape closes it and focus returns to the button that opened it.
 */
export function DeleteAccountDialog({ onClose, onDeleted }: { onClose: () => void; onDeleted: (message: string) => void }) {
  const { t } = useTranslation('account');
  const panel = useModalPanel(onClose);
  const form = useForm({ password: '' }, (values) => ({ password: requiredError(values.password, t('deleteDialog.passwordRequired')) }));
  const mutation = useMutation({
    mutationFn: () => deleteContributorAccount(form.values.password),
    onSuccess: ({ message }) => onDeleted(message),
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, ['password'] as const));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) mutation.mutate();
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        {...panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="delete-account-title" className="text-lg font-semibold text-slate-900">
          {t('deleteDialog.title')}
        </h2>
        <p id="delete-account-text" className="mt-2 text-sm text-slate-600">
          {t('deleteDialog.text')}
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <TextField
            id="delete-password"
            label={t('deleteDialog.password')}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
            >
              {t('deleteDialog.keep')}
            </button>
            <button
              type="submit"
              disabled={mutation.isPending}
              className="rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:cursor-wait disabled:opacity-70"
            >
              {mutation.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
