import type { PlanSubscription } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { MEDIA_LABEL } from '../plans/PlanCard';
import { AccountPage } from './AccountPage';
import { subscriptionQuery } from './billing-queries';
import { CancelControl } from './CancelControl';
import { PackList, QuotaMeter, renewalText } from './SubscriptionStatus';
import { UpgradeOptions } from './UpgradeOptions';

function PlanPanel({ subscription }: { subscription: PlanSubscription }) {
  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-slate-600">Your plan</p>
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {subscription.variant_name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {MEDIA_LABEL[subscription.media]} · {subscription.interval === 'year' ? 'Annual' : 'Monthly'} · {renewalText(subscription)}
        {subscription.status === 'past_due' && ' · Payment overdue'}
      </p>
      {subscription.payment_method && (
        <p className="mt-1 text-sm text-slate-600">
          Paid with {subscription.payment_method.brand} ending {subscription.payment_method.last4}
        </p>
      )}
      <div className="mt-5 max-w-md">
        <QuotaMeter subscription={subscription} />
      </div>
      <div className="mt-6">
        <CancelControl subscription={subscription} />
      </div>
    </section>
  );
}

function SubscriptionDetails() {
  const { data: status, isPending, isError, refetch } = useQuery(subscriptionQuery());
  if (isPending) return <div role="status" aria-label="Loading your plan" className="h-56 animate-pulse rounded-2xl bg-slate-100" />;
  if (isError) return <ErrorState message="We could not load your plan." onRetry={() => refetch()} />;
  return (
    <div className="space-y-6">
      {status.subscription ? (
        <>
          <PlanPanel subscription={status.subscription} />
          <UpgradeOptions subscription={status.subscription} />
        </>
      ) : (
        <EmptyState title="You have no plan yet">
          <p>Choose a plan to download licensed originals.</p>
          <Link to={billingPaths.pricing()} className="mt-3 inline-block font-semibold text-sky-700 hover:underline">
            See plans and pricing
          </Link>
        </EmptyState>
      )}
      {status.packs.length > 0 && (
        <section aria-labelledby="packs-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="packs-heading" className="mb-3 text-lg font-semibold text-slate-900">
            Credit packs
          </h2>
          <PackList status={status} />
        </section>
      )}
    </div>
  );
}

export function SubscriptionPage() {
  return (
    <AccountPage title="Subscription" intro="Your plan, the downloads left this period and when it renews.">
      <SubscriptionDetails />
    </AccountPage>
  );
}
