import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { PublicRole } from '../../api/session';
import { accountPaths, carriedNext, safeNext } from '../../app-paths';
import { register } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { confirmPasswordError, emailError, nameError, newPasswordError, PASSWORD_MIN_LENGTH, phoneError } from './form/validation';
import { rememberSignUp } from './pending-sign-up';
import { ROLE_LABELS, SIGN_UP_INTROS } from './role-labels';
import { SocialSignInButtons } from './social/SocialSignInButtons';

const FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password', 'referal_code'] as const;

export function SignupPage({ forRole: role }: { forRole: PublicRole }) {
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
      toast.success(`Check your e-mail: we have sent a code to ${user.email}.`);
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

  const label = ROLE_LABELS[role];
  return (
    <AuthCard
      title={`Create a ${label.noun} account`}
      intro={SIGN_UP_INTROS[role]}
      footer={
        <>
          Already have an account?{' '}
          <Link to={accountPaths.login(role, next)} className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={`Create a ${label.noun} account`} className="space-y-4">
        <TextField id="signup-name" label="Full name" autoComplete="name" required maxLength={100} {...form.field('name')} />
        <TextField
          id="signup-email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="signup-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="Optional, with the country code, like +44 20 7946 0000. After sign-up, press “Send code” to have a code texted to it."
          {...form.field('phone')}
        />
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords and your e-mail address.`}
          {...form.field('password')}
        />
        <TextField
          id="signup-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirm_password')}
        />
        <TextField id="signup-referral" label="Referral code" autoComplete="off" maxLength={40} {...form.field('referal_code')} />
        <SubmitButton busy={mutation.isPending} busyLabel="Creating your account...">
          Create account
        </SubmitButton>
      </form>
      <SocialSignInButtons role={role} next={safeNext(params.get('next'))} />
    </AuthCard>
  );
}

export const BuyerSignupPage = () => <SignupPage forRole="buyer" />;
export const ContributorSignupPage = () => <SignupPage forRole="contributor" />;
