import type { TeamMember } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../auth/form/server-errors';
import { teamCalls, teamKeys } from './team-queries';

/** One member: status, this month's downloads, and for the owner the budget and a way to remove them. */
export function MemberRow({ member, manage }: { member: TeamMember; manage: boolean }) {
  const queryClient = useQueryClient();
  const [budget, setBudget] = useState(member.monthly_budget === null ? '' : String(member.monthly_budget));
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
  const saveBudget = useMutation({
    mutationFn: () => teamCalls.setBudget(member.member_id, budget.trim() === '' ? null : Number(budget)),
    onSuccess: ({ member: saved }) =>
      toast.success(
        saved.monthly_budget === null
          ? `No budget limit for ${saved.name ?? saved.email}`
          : `Budget saved: ${saved.monthly_budget} a month`,
      ),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => teamCalls.remove([member.member_id]),
    onSuccess: () =>
      toast.success(member.status === 'invited' ? `Invitation to ${member.email} withdrawn` : `${member.name ?? member.email} removed`),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  function onBudget(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (budget.trim() !== '' && !/^\d+$/.test(budget.trim()))
      toast.error('A budget is a whole number of downloads, or empty for no limit.');
    else saveBudget.mutate();
  }
  const who = member.name ?? member.email;
  return (
    <tr className="border-t border-slate-200 align-middle">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900">{member.name ?? '—'}</p>
        <p className="text-sm text-slate-500">{member.email}</p>
      </td>
      <td className="py-3 pr-4">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
        >
          {member.status === 'active' ? 'Active' : 'Invited'}
        </span>
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700 tabular-nums">{member.downloads_this_period}</td>
      <td className="py-3 pr-4">
        {manage ? (
          <form onSubmit={onBudget} aria-label={`Budget of ${who}`} className="flex items-center gap-2">
            <label htmlFor={`budget-${member.member_id}`} className="sr-only">
              Monthly download budget of {who}
            </label>
            <input
              id={`budget-${member.member_id}`}
              inputMode="numeric"
              value={budget}
              onChange={(event) => setBudget(event.target.value)}
              placeholder="No limit"
              className="w-24 rounded-lg border border-slate-300 px-2 py-1 text-sm"
            />
            <button type="submit" disabled={saveBudget.isPending} className="text-sm font-semibold text-sky-700 hover:underline">
              Save
            </button>
          </form>
        ) : (
          <span className="text-sm text-slate-700">{member.monthly_budget ?? 'No limit'}</span>
        )}
      </td>
      {manage && (
        <td className="py-3 text-right">
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={`Remove ${who}`}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-rose-700 hover:bg-rose-50"
          >
            Remove
          </button>
        </td>
      )}
    </tr>
  );
}
