import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { apiRequest, dataOrServerMessage } from '../../api/client';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { messageOf } from '../auth/form/server-errors';
import { MEDIA_LABEL } from '../plans/PlanCard';
import { AccountPage } from './AccountPage';
import type { Subscription } from './billing-contract';
import { billingKeys, subscriptionQuery } from './billing-queries';
import { QuotaMeter, renewalText } from './SubscriptionStatus';

const button =
  'rounded-full px-5 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:cursor-wait disabled:opacity-60';

function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest<{ subscription: Subscription }>('/buyer/subscription/cancel', { method: 'POST', role: 'buyer' });
      return { subscription: dataOrServerMessage(answer).subscription, message: answer.message };
    },
    onSuccess: ({ subscription, message }) => {
      queryClient.setQueryData(billingKeys.subscription(), subscription);
      toast.success(message);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
}

function CancelControl({ subscription }: { subscription: Subscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAtPeriodEnd();
  if (subscription.cancel_at_period_end)
    return <p className="text-sm text-slate-600">Your plan will not renew. You keep its downloads until the end of the period.</p>;
  if (!confirming)
    return (
      <button type="button" onClick={() => setConfirming(true)} className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-100`}>
        Cancel at period end
      </button>
    );
  return (
    <div role="group" aria-label="Confirm cancellation" className="rounded-xl border border-rose-200 bg-rose-50 p-4">
      <p className="text-sm text-rose-900">
        Your plan stops renewing. You keep your downloads until {renewalText(subscription)?.replace(/^Renews on /, '') ?? 'the end of the period'}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          className={`${button} bg-rose-700 text-white hover:bg-rose-800`}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel at period end'}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={`${button} text-slate-800 hover:bg-white`}>
          Keep my plan
        </button>
      </div>
    </div>
  );
}

function SubscriptionDetails() {
  const { data: subscription, isPending, isError, refetch } = useQuery(subscriptionQuery());
  if (isPending) return <div role="status" aria-label="Loading your plan" className="h-56 animate-pulse rounded-2xl bg-slate-100" />;
  if (isError) return <ErrorState message="We could not load your plan." onRetry={() => refetch()} />;
  if (!subscription)
    return (
      <EmptyState title="You have no plan yet">
        <p>Choose a plan to download licensed originals.</p>
        <Link to={billingPaths.pricing()} className="mt-3 inline-block font-semibold text-sky-700 hover:underline">
          See plans and pricing
        </Link>
      </EmptyState>
    );
  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-slate-600">Your plan</p>
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {subscription.plan_name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {MEDIA_LABEL[subscription.media]}
        {subscription.interval && ` · ${subscription.interval === 'YEAR' ? 'Annual' : 'Monthly'}`}
        {subscription.seats > 1 && ` · ${subscription.seats} seats`}
        {renewalText(subscription) && ` · ${renewalText(subscription)}`}
      </p>
      <div className="mt-5 max-w-md">
        <QuotaMeter subscription={subscription} />
        {subscription.credits > 0 && <p className="mt-2 text-sm text-slate-700">Plus {subscription.credits} pack credits</p>}
      </div>
      <div className="mt-6 flex flex-wrap items-start gap-3">
        <Link to={billingPaths.pricing()} className={`${button} bg-slate-900 text-white hover:bg-slate-700`}>
          Upgrade or change plan
        </Link>
        <CancelControl subscription={subscription} />
      </div>
    </section>
  );
}

export function SubscriptionPage() {
  return (
    <AccountPage title="Subscription" intro="Your plan, the downloads left this period and when it renews.">
      <SubscriptionDetails />
    </AccountPage>
  );
}
