import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { confirmPasswordError, newPasswordError, PASSWORD_MIN_LENGTH, requiredError } from '../auth/form/validation';
import { changePassword } from './account-api';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** Change the password; the server signs out every other device. `onChanged` lets the page start a fresh form. */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm({ current_password: '', new_password: '', confirm_password: '' }, (values) => ({
    current_password: requiredError(values.current_password, t('password.currentRequired')),
    new_password: newPasswordError(values.new_password, email),
    confirm_password: confirmPasswordError(values.new_password, values.confirm_password),
  }));
  const mutation = useMutation({
    mutationFn: () => changePassword(form.values),
    onSuccess: (message) => {
      toast.success(message || t('password.changed'));
      onChanged();
    },
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) mutation.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.formLabel')} className="max-w-sm space-y-4">
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('current_password')}
      />
      <TextField
        id="password-new"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.newHint', { count: PASSWORD_MIN_LENGTH })}
        required
        {...form.field('new_password')}
      />
      <TextField
        id="password-confirm"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm_password')}
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('password.busy')}>
        {t('password.submit')}
      </SubmitButton>
    </form>
  );
}
