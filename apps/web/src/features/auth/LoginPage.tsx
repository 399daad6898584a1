import type { ApiEnvelope, SignedIn } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type Role, storeLogin } from '../../api/session';
import { accountPaths, carriedNext, safeNext } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { login } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { emailError, requiredError } from './form/validation';
import { signInTarget } from './sign-in-target';
import { SocialSignInButtons } from './social/SocialSignInButtons';

const FIELDS = ['email', 'password'] as const;

/**
 * An unverified account is refused with 403 and asked to verify (the server has just sent it a new code); the refusal
 * names the `email` field, which says so in every language, where the message is worded in the reader's.
 */
const needsVerification = (answer: ApiEnvelope<unknown>) =>
  answer.statusCode === 403 && (answer.errors ?? []).some((error) => error.field === 'email');

export function LoginPage({ forRole: role }: { forRole: Role }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = carriedNext(params.get('next'));
  const form = useForm({ email: params.get('email') ?? '', password: '' }, (values) => ({
    email: emailError(values.email),
    password: requiredError(values.password, t('validation.passwordMissing')),
  }));

  const mutation = useMutation({
    mutationFn: () => login(role, form.values.email, form.values.password),
    onSuccess: (answer: ApiEnvelope<SignedIn>) => {
      if (storeLogin(role, answer)) {
        toast.success(answer.message || t('login.signedIn'));
        navigate(signInTarget(role, params.get('next')), { replace: true });
        return;
      }
      toast.error(answer.message || t('login.failed'));
      if (role !== 'admin' && needsVerification(answer)) {
        navigate(accountPaths.verify(role, form.values.email.trim().toLowerCase(), { next }), { state: { emailCodeSent: true } });
        return;
      }
      const fieldErrors: Partial<Record<(typeof FIELDS)[number], string>> = {};
      for (const error of answer.errors ?? []) {
        const field = FIELDS.find((name) => name === error.field);
        if (field) fieldErrors[field] = error.message;
      }
      form.setServerErrors(fieldErrors);
    },
    onError: (error) => toast.error(error.message || t('errors.unreachable')),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) mutation.mutate();
  }

  const title = t('login.title', { role });
  return (
    <AuthCard
      title={title}
      intro={t('login.intro', { role })}
      footer={
        role !== 'admin' && (
          <Trans
            t={t}
            i18nKey="login.newHere"
            values={{ role }}
            components={{ anchor: <Link to={accountPaths.signup(role, next)} className={textLinkClass} /> }}
          />
        )
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <TextField
          id="login-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="login-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <p className="text-right text-sm">
          <Link to={accountPaths.forgot(role, next)} className={textLinkClass}>
            {t('login.forgot')}
          </Link>
        </p>
        <SubmitButton busy={mutation.isPending} busyLabel={t('login.signingIn')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      {/* Administrator access is tied to a password account, never to a social login. */}
      {role !== 'admin' && <SocialSignInButtons role={role} next={safeNext(params.get('next'))} />}
    </AuthCard>
  );
}

export const BuyerLoginPage = () => <LoginPage forRole="buyer" />;
export const ContributorLoginPage = () => <LoginPage forRole="contributor" />;
export const AdminLoginPage = () => <LoginPage forRole="admin" />;
