import type { TeamMember } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { teamCalls, teamKeys } from './team-queries';

/** One member: status, this month's downloads, and for the owner the budget and a way to remove them. */
export function MemberRow({ member, manage }: { member: TeamMember; manage: boolean }) {
  const { t } = useTranslation('team');
  const queryClient = useQueryClient();
  const [budget, setBudget] = useState(member.monthly_budget === null ? '' : String(member.monthly_budget));
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
  const saveBudget = useMutation({
    mutationFn: () => teamCalls.setBudget(member.member_id, budget.trim() === '' ? null : Number(budget)),
    onSuccess: ({ member: saved }) =>
      toast.success(
        saved.monthly_budget === null
          ? t('member.noBudgetFor', { who: saved.name ?? saved.email })
          : t('member.budgetSaved', { count: saved.monthly_budget }),
      ),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => teamCalls.remove([member.member_id]),
    onSuccess: () =>
      toast.success(
        member.status === 'invited'
          ? t('member.invitationWithdrawn', { email: member.email })
          : t('member.removed', { who: member.name ?? member.email }),
      ),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });
  function onBudget(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (budget.trim() !== '' && !/^\d+$/.test(budget.trim())) toast.error(t('member.budgetInvalid'));
    else saveBudget.mutate();
  }
  const who = member.name ?? member.email;
  return (
    <tr className="border-t border-slate-200 align-middle max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-2 max-sm:py-3">
      <td className="min-w-0 sm:py-3 sm:pr-4 max-sm:w-full">
        <p className="font-medium text-slate-900">{member.name ?? '—'}</p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
      </td>
      <td className="sm:py-3 sm:pr-4">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
        >
          {member.status === 'active' ? t('member.active') : t('member.invited')}
        </span>
      </td>
      <td className="text-sm text-slate-700 tabular-nums sm:py-3 sm:pr-4">
        <span className="sm:hidden">{t('member.downloadsThisMonth', { count: member.downloads_this_period })}</span>
        <span className="max-sm:hidden">{formatCount(member.downloads_this_period)}</span>
      </td>
      <td className="sm:py-3 sm:pr-4">
        {manage ? (
          <form onSubmit={onBudget} aria-label={t('member.budgetLabel', { who })} className="flex items-center gap-2">
            <label htmlFor={`budget-${member.member_id}`} className="sr-only">
              {t('member.budgetFieldLabel', { who })}
            </label>
            {/* The column heading is hidden on a phone; the label above already says this to a screen reader. */}
            <span aria-hidden="true" className="text-sm text-slate-700 sm:hidden">
              {t('table.budget')}
            </span>
            <input
              id={`budget-${member.member_id}`}
              inputMode="numeric"
              value={budget}
              onChange={(event) => setBudget(event.target.value)}
              placeholder={t('member.noLimit')}
              className="w-24 rounded-lg border border-slate-300 px-2 py-1 text-sm"
            />
            <button type="submit" disabled={saveBudget.isPending} className="text-sm font-semibold text-sky-700 hover:underline">
              {t('member.save')}
            </button>
          </form>
        ) : (
          <span className="text-sm text-slate-700">
            <span className="sm:hidden">{t('member.budgetPrefix')} </span>
            {member.monthly_budget === null ? t('member.noLimit') : formatCount(member.monthly_budget)}
          </span>
        )}
      </td>
      {manage && (
        <td className="text-right sm:py-3 max-sm:ml-auto">
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={t('member.removeLabel', { who })}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-rose-700 hover:bg-rose-50"
          >
            {t('member.remove')}
          </button>
        </td>
      )}
    </tr>
  );
}
