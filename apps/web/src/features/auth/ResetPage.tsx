import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Role } from '../../api/session';
import { accountPaths, carriedNext } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { resetPassword } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { confirmPasswordError, emailError, newPasswordError, OTP_LENGTH, otpError, PASSWORD_MIN_LENGTH } from './form/validation';

const FIELDS = ['email', 'code', 'new_password', 'confirm_password'] as const;

/** Choose a new password with the e-mailed code. */
export function ResetPage({ forRole: role }: { forRole: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = carriedNext(params.get('next'));
  const form = useForm({ email: params.get('email') ?? '', code: '', new_password: '', confirm_password: '' }, (values) => ({
    email: emailError(values.email),
    code: otpError(values.code),
    new_password: newPasswordError(values.new_password, values.email),
    confirm_password: confirmPasswordError(values.new_password, values.confirm_password),
  }));
  const mutation = useMutation({
    mutationFn: () => resetPassword(form.values),
    onSuccess: () => {
      toast.success(t('reset.changed'));
      navigate(accountPaths.login(role, next, form.values.email.trim().toLowerCase()), { replace: true });
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
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <Link to={accountPaths.forgot(role, next)} className={textLinkClass}>
          {t('reset.newCode')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')} className="space-y-4">
        <TextField
          id="reset-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="reset-code"
          label={t('fields.code')}
          hint={t('reset.codeHint', { length: OTP_LENGTH })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          {...form.field('code')}
        />
        <TextField
          id="reset-new-password"
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('reset.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          required
          {...form.field('new_password')}
        />
        <TextField
          id="reset-confirm-password"
          label={t('fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirm_password')}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={t('reset.saving')}>
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export const BuyerResetPage = () => <ResetPage forRole="buyer" />;
export const ContributorResetPage = () => <ResetPage forRole="contributor" />;
export const AdminResetPage = () => <ResetPage forRole="admin" />;
