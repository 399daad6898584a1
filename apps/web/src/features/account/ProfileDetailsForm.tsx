import type { AccountUser } from '@stock/contracts';
import { normaliseEmail } from '@stock/contracts/values';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from '../auth/form/SubmitButton';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { useForm } from '../auth/form/use-form';
import { emailError, nameError, phoneError } from '../auth/form/validation';
import type { ProfileChanges } from './account-api';

const FIELDS = ['name', 'phone', 'email'] as const;

/** Name, phone and e-mail. Only what changed is sent; a new e-mail waits for its code before it replaces the old. */
export function ProfileDetailsForm({ user, save }: { user: AccountUser; save: (changes: ProfileChanges) => Promise<{ message: string }> }) {
  const { t } = useTranslation('account');
  const form = useForm({ name: user.name, phone: user.phone ?? '', email: user.email }, (values) => ({
    name: nameError(values.name),
    phone: phoneError(values.phone),
    email: emailError(values.email),
  }));

  const changes = (): ProfileChanges => {
    const { name, phone, email } = form.values;
    return {
      ...(name.trim() !== user.name ? { name } : {}),
      ...(phone.trim() !== (user.phone ?? '') ? { phone } : {}),
      ...(normaliseEmail(email) !== user.email ? { email } : {}),
    };
  };

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: ({ message }) => toast.success(message || t('details.saved')),
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, FIELDS));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.canSubmit(event.currentTarget)) return;
    const changed = changes();
    if (Object.keys(changed).length === 0) {
      toast.info(t('details.unchanged'));
      return;
    }
    mutation.mutate(changed);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('details.label')} className="grid gap-4 sm:grid-cols-2">
      <TextField id="profile-name" label={t('details.name')} autoComplete="name" required maxLength={100} {...form.field('name')} />
      <TextField id="profile-phone" label={t('details.phone')} type="tel" autoComplete="tel" inputMode="tel" {...form.field('phone')} />
      <div className="sm:col-span-2">
        <TextField
          id="profile-email"
          label={t('details.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          hint={t('details.emailHint')}
          {...form.field('email')}
        />
      </div>
      <div className="sm:col-span-2 sm:w-48">
        <SubmitButton busy={mutation.isPending} busyLabel={t('details.busy')}>
          {t('details.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
