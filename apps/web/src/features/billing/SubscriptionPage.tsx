import type { PlanSubscription } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billingPaths } from '../../app-paths';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { AccountPage } from './AccountPage';
import { subscriptionQuery } from './billing-queries';
import { CancelControl } from './CancelControl';
import { PackList, QuotaMeter, renewalText } from './SubscriptionStatus';
import { UpgradeOptions } from './UpgradeOptions';

function PlanPanel({ subscription }: { subscription: PlanSubscription }) {
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-slate-600">{t('subscription.yourPlan')}</p>
      <h2 id="plan-heading" className="text-2xl font-bold text-slate-900">
        {subscription.variant_name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(`media.${subscription.media}`)} · {subscription.interval === 'year' ? t('subscription.annual') : t('subscription.monthly')} ·{' '}
        {renewalText(subscription, t)}
        {subscription.status === 'past_due' && ` · ${t('subscription.overdue')}`}
      </p>
      {subscription.payment_method && (
        <p className="mt-1 text-sm text-slate-600">
          {t('subscription.paidWith', { brand: subscription.payment_method.brand, last4: subscription.payment_method.last4 })}
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
  const { t } = useTranslation('billing');
  const { data: status, isPending, isError, refetch } = useQuery(subscriptionQuery());
  if (isPending)
    return <div role="status" aria-label={t('subscription.loading')} className="h-56 animate-pulse rounded-2xl bg-slate-100" />;
  if (isError) return <ErrorState message={t('subscription.loadError')} onRetry={() => refetch()} />;
  return (
    <div className="space-y-6">
      {status.subscription ? (
        <>
          <PlanPanel subscription={status.subscription} />
          <UpgradeOptions subscription={status.subscription} />
        </>
      ) : (
        <EmptyState title={t('subscription.noPlanTitle')}>
          <p>{t('subscription.choosePlanText')}</p>
          <Link to={billingPaths.pricing()} className="mt-3 inline-block font-semibold text-sky-700 hover:underline">
            {t('seePlans')}
          </Link>
        </EmptyState>
      )}
      {status.packs.length > 0 && (
        <section aria-labelledby="packs-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="packs-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t('packs.title')}
          </h2>
          <PackList status={status} />
        </section>
      )}
    </div>
  );
}

export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  return (
    <AccountPage title={t('subscription.title')} intro={t('subscription.intro')}>
      <SubscriptionDetails />
    </AccountPage>
  );
}
