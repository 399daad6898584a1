import type { PlanSubscription } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { setRenewal } from './billing-api';
import { billingKeys } from './billing-queries';
import { formatDay } from './format-day';

export const actionButton =
  'rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60';

/** Cancel at period end, after a confirmation that says what the buyer keeps; and undo it. */
export function CancelControl({ subscription }: { subscription: PlanSubscription }) {
  const { t } = useTranslation('billing');
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const renewal = useMutation({
    mutationFn: setRenewal,
    onSuccess: ({ status, message }) => {
      queryClient.setQueryData(billingKeys.subscription(), status);
      setConfirming(false);
      toast.success(message);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const end = formatDay(subscription.current_period_end);
  if (subscription.cancel_at_period_end)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">{t('cancel.willNotRenew', { date: end })}</p>
        <button
          type="button"
          disabled={renewal.isPending}
          onClick={() => renewal.mutate(true)}
          className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {renewal.isPending ? t('cancel.resuming') : t('cancel.keepRenewing')}
        </button>
      </div>
    );
  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className={`${actionButton} border border-slate-300 text-slate-800 hover:bg-slate-100`}
      >
        {t('cancel.button')}
      </button>
    );
  return (
    <div className="rounded-xl border border-rose-200 bg-rose-50 p-4">
      <p className="text-sm text-rose-900">{t('cancel.confirmText', { date: end })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={renewal.isPending}
          onClick={() => renewal.mutate(false)}
          className={`${actionButton} bg-rose-700 text-white hover:bg-rose-800`}
        >
          {renewal.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={`${actionButton} text-slate-800 hover:bg-white`}>
          {t('cancel.keep')}
        </button>
      </div>
    </div>
  );
}
