import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { confirmPasswordError, newPasswordError, PASSWORD_MIN_LENGTH, requiredError } from '../auth/form/validation';
import { changePassword } from './account-api';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** Change the password; the server signs out every other device. `onChanged` lets the page start a fresh form. */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const form = useForm({ current_password: '', new_password: '', confirm_password: '' }, (values) => ({
    current_password: requiredError(values.current_password, 'Enter your current password.'),
    new_password: newPasswordError(values.new_password, email),
    confirm_password: confirmPasswordError(values.new_password, values.confirm_password),
  }));
  const mutation = useMutation({
    mutationFn: () => changePassword(form.values),
    onSuccess: (message) => {
      toast.success(message || 'Your password is changed.');
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
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="max-w-sm space-y-4">
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('current_password')}
      />
      <TextField
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
        {...form.field('new_password')}
      />
      <TextField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm_password')}
      />
      <SubmitButton busy={mutation.isPending} busyLabel="Changing...">
        Change password
      </SubmitButton>
    </form>
  );
}
