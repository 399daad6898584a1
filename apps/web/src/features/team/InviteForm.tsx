import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../auth/form/server-errors';
import { teamCalls, teamKeys } from './team-queries';

export function InviteForm({ disabled }: { disabled: boolean }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: () => teamCalls.invite(email),
    onSuccess: ({ member }) => {
      toast.success(`Invitation sent to ${member.email}`);
      setEmail('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) setError('Enter the e-mail address of the person to invite.');
    else invite.mutate();
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className="flex flex-col gap-1">
      <label htmlFor="invite-email" className="text-sm font-medium text-slate-800">
        Invite by e-mail
      </label>
      <div className="flex gap-2">
        <input
          id="invite-email"
          type="email"
          value={email}
          disabled={disabled}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="colleague@company.com"
          aria-invalid={error !== null}
          aria-describedby={error ? 'invite-email-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={disabled || invite.isPending}
          className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
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
