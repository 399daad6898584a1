import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Role } from '../../api/session';
import { accountPaths, carriedNext } from '../../app-paths';
import { forgotPassword } from './auth-api';
import { AuthCard, textLinkClass } from './form/AuthCard';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { emailError } from './form/validation';

/** Ask for a code to reset a forgotten password; the reset page takes it from there. */
export function ForgotPage({ forRole: role }: { forRole: Role }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The page to open after the reset and the sign-in that follows it.
  const next = carriedNext(params.get('next'));
  const form = useForm({ email: params.get('email') ?? '' }, (values) => ({ email: emailError(values.email) }));
  const mutation = useMutation({
    mutationFn: () => forgotPassword(form.values.email),
    onSuccess: () => {
      toast.success('If an account uses this address, we have sent it a 6-digit code.');
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
      title="Forgot your password?"
      intro="Enter your account's e-mail address and we will send you a code to choose a new password."
      footer={
        <Link to={accountPaths.login(role, next)} className={textLinkClass}>
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Forgot password" className="space-y-4">
        <TextField
          id="forgot-email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <SubmitButton busy={mutation.isPending} busyLabel="Sending...">
          Send code
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export const BuyerForgotPage = () => <ForgotPage forRole="buyer" />;
export const ContributorForgotPage = () => <ForgotPage forRole="contributor" />;
export const AdminForgotPage = () => <ForgotPage forRole="admin" />;
