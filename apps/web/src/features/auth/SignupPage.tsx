import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicRole } from '../../api/session';
import { accountPaths, carriedNext, safeNext } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { register } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { confirmPasswordError, emailError, nameError, newPasswordError, PASSWORD_MIN_LENGTH, phoneError } from './form/validation';
import { rememberSignUp } from './pending-sign-up';
import { SocialSignInButtons } from './social/SocialSignInButtons';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'referal_code'] as const;

export function SignupPage({ forRole: role }: { forRole: PublicRole }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where the person was going when asked to sign in (a team invitation, say): kept through verification and sign-in.
  const next = carriedNext(params.get('next'));
  const form = useForm(
    // An invitation link fills in the address it was sent to.
    { name: '', email: params.get('email') ?? '', phone: '', password: '', confirm_password: '', referal_code: params.get('ref') ?? '' },
    (values) => ({
      name: nameError(values.name),
      email: emailError(values.email),
      phone: phoneError(values.phone),
      password: newPasswordError(values.password, values.email),
      confirm_password: confirmPasswordError(values.password, values.confirm_password),
    }),
  );

  const mutation = useMutation({
    mutationFn: () => register({ role, ...form.values }),
    // The answer is the same whether or not the address already had an account (its owner is e-mailed instead).
    onSuccess: ({ user }) => {
      rememberSignUp(role, user.email, form.values.password);
      toast.success(t('signup.codeSent', { email: user.email }));
      navigate(accountPaths.verify(role, user.email, { phone: user.phone ?? undefined, next }), { state: { emailCodeSent: true } });
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

  const title = t('signup.title', { role });
  return (
    <AuthCard
      title={title}
      intro={t('signup.intro', { role })}
      footer={
        <Trans
          t={t}
          i18nKey="signup.haveAccount"
          components={{ anchor: <Link to={accountPaths.login(role, next)} className={textLinkClass} /> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
        <TextField id="signup-name" label={t('fields.fullName')} autoComplete="name" required maxLength={100} {...form.field('name')} />
        <TextField
          id="signup-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="signup-phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('signup.phoneHint')}
          {...form.field('phone')}
        />
        <TextField
          id="signup-password"
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField
          id="signup-confirm-password"
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirm_password')}
        />
        <TextField
          id="signup-referral"
          label={t('fields.referralCode')}
          autoComplete="off"
          maxLength={40}
          {...form.field('referal_code')}
        />
        <SubmitButton busy={mutation.isPending} busyLabel={t('signup.creating')}>
          {t('signup.submit')}
        </SubmitButton>
      </form>
      <SocialSignInButtons role={role} next={safeNext(params.get('next'))} />
    </AuthCard>
  );
}

export const BuyerSignupPage = () => <SignupPage forRole="buyer" />;
export const ContributorSignupPage = () => <SignupPage forRole="contributor" />;
