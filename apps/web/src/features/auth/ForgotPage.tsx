import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Role } from '../../api/session';
import { accountPaths, carriedNext } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { forgotPassword } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { emailError, OTP_LENGTH } from './form/validation';

/** Ask for a code to reset a forgotten password; the reset page takes it from there. */
export function ForgotPage({ forRole: role }: { forRole: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The page to open after the reset and the sign-in that follows it.
  const next = carriedNext(params.get('next'));
  const form = useForm({ email: params.get('email') ?? '' }, (values) => ({ email: emailError(values.email) }));
  const mutation = useMutation({
    mutationFn: () => forgotPassword(form.values.email),
    onSuccess: () => {
      toast.success(t('forgot.sent', { length: OTP_LENGTH }));
      navigate(accountPaths.reset(role, form.values.email.trim().toLowerCase(), next));
    },
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, ['email'] as const));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) mutation.mutate();
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={
        <Link to={accountPaths.login(role, next)} className={textLinkClass}>
          {t('backToSignIn')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('forgot.formLabel')} className="space-y-4">
        <TextField
          id="forgot-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={t('code.sending')}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export const BuyerForgotPage = () => <ForgotPage forRole="buyer" />;
export const ContributorForgotPage = () => <ForgotPage forRole="contributor" />;
export const AdminForgotPage = () => <ForgotPage forRole="admin" />;
