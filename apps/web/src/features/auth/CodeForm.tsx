import type { CodeSent } from '@stock/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { SubmitButton } from './form/SubmitButton';
import { fieldErrorsOf, messageOf } from './form/server-errors';
import { TextField } from './form/TextField';
import { useForm } from './form/use-form';
import { OTP_LENGTH, otpError } from './form/validation';
import { ResendButton } from './ResendButton';
import { useCountdown, waitSecondsIn } from './use-countdown';

/** One minute between codes to the same address, as the API allows, when it has not said otherwise. */
export const DEFAULT_RESEND_SECONDS = 60;

interface CodeFormProps {
  /** `email_otp` or `phone_otp`: the field the server names in its errors. */
  field: 'email_otp' | 'phone_otp';
  label: string;
  /** The form's name for screen readers; by default made from the label. */
  formLabel?: string;
  /** Where the code went, shown to the person. */
  target: string;
  /** Whether a code has been sent already ("Resend code") or not yet ("Send code"). */
  codeSent: boolean;
  /** Seconds to wait before the first resend: a code sent a moment ago allows a new one only after a minute. */
  initialWait?: number;
  send: () => Promise<CodeSent>;
  verify: (code: string) => Promise<unknown>;
  onVerified: (message: string) => void;
}

/** Enter a 6-digit code, with "resend" that waits as long as the server says. */
export function CodeForm({ field, label, formLabel, target, codeSent, initialWait = 0, send, verify, onVerified }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(initialWait);
  const form = useForm({ [field]: '' } as Record<typeof field, string>, (values) => ({ [field]: otpError(values[field]) }));

  const resend = useMutation({
    mutationFn: send,
    onSuccess: (sent) => {
      countdown.start(sent.resend_after_seconds);
      toast.success(t('code.resent', { target }));
    },
    onError: (error) => {
      const wait = waitSecondsIn(messageOf(error));
      if (wait !== null) countdown.start(wait);
      toast.error(messageOf(error));
    },
  });

  const check = useMutation({
    mutationFn: () => verify(form.values[field]),
    onSuccess: () => onVerified(label),
    onError: (error) => {
      toast.error(messageOf(error));
      form.setServerErrors(fieldErrorsOf(error, [field]));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.canSubmit(event.currentTarget)) check.mutate();
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={formLabel ?? t('code.formLabel', { label, lower: label.toLowerCase() })}
      className="space-y-3"
    >
      <TextField
        id={`verify-${field}`}
        label={label}
        hint={
          codeSent || resend.isSuccess
            ? t('code.sentHint', { length: OTP_LENGTH, target })
            : t('code.sendHint', { length: OTP_LENGTH, target })
        }
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        required
        {...form.field(field)}
      />
      <SubmitButton busy={check.isPending} busyLabel={t('code.checking')}>
        {t('code.verify')}
      </SubmitButton>
      <ResendButton
        seconds={countdown.seconds}
        busy={resend.isPending}
        everSent={codeSent || resend.isSuccess}
        onResend={() => resend.mutate()}
      />
    </form>
  );
}
