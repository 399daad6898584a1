import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { teamCalls, teamKeys } from './team-queries';

export function InviteForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('team');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => teamCalls.invite(email),
    onSuccess: ({ member }) => {
      toast.success(t('invite.sent', { email: member.email }));
      setEmail('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) setError(t('invite.emailRequired'));
    else invite.mutate();
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invite.label')} className="flex flex-col gap-1">
      <label htmlFor="invite-email" className="text-sm font-medium text-slate-800">
        {t('invite.email')}
      </label>
      <div className="flex gap-2">
        <input
          id="invite-email"
          type="email"
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('invite.placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error ? 'invite-email-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={disabled || invite.isPending}
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
        >
          {invite.isPending ? t('invite.sending') : t('invite.submit')}
        </button>
      </div>
      {error && (
        <p id="invite-email-error" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
