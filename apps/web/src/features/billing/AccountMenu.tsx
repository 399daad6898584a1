import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountPaths, billingPaths, buyerCollectionPaths, buyerWorkspacePaths } from '../../app-paths';
import { RoleMenu } from '../../components/layout/RoleMenu';
import { subscriptionQuery } from './billing-queries';
import { PackList, QuotaMeter, renewalText } from './SubscriptionStatus';

const LINKS = [
  { to: buyerCollectionPaths.list(), labelKey: 'menu.links.collections' },
  { to: buyerWorkspacePaths.savedSearches(), labelKey: 'menu.links.savedSearches' },
  { to: buyerWorkspacePaths.team(), labelKey: 'menu.links.team' },
  { to: billingPaths.subscription(), labelKey: 'menu.links.subscription' },
  { to: billingPaths.paymentMethods(), labelKey: 'menu.links.paymentMethods' },
  { to: billingPaths.billing(), labelKey: 'menu.links.billing' },
  { to: billingPaths.purchases(), labelKey: 'menu.links.purchases' },
  { to: billingPaths.licences(), labelKey: 'menu.links.licences' },
  { to: buyerWorkspacePaths.developer(), labelKey: 'menu.links.developer' },
  { to: accountPaths.profile('buyer'), labelKey: 'menu.links.profile' },
];

/** The buyer's plan at a glance (refetched every 30 s, the spec's rule). */
function PlanSummary() {
  const { t } = useTranslation('billing');
  const { data: status, isPending, isError } = useQuery(subscriptionQuery());
  if (isPending) return <p className="text-sm text-slate-500">{t('menu.loading')}</p>;
  if (isError) return <p className="text-sm text-slate-600">{t('menu.loadError')}</p>;
  const { subscription } = status;
  return (
    <div className="space-y-2">
      {subscription ? (
        <>
          <p className="font-semibold text-slate-900">{subscription.variant_name}</p>
          <QuotaMeter subscription={subscription} />
          <p className="text-sm text-slate-600">{renewalText(subscription, t)}</p>
        </>
      ) : (
        status.packs.length === 0 && <p className="text-sm text-slate-700">{t('noPlan')}</p>
      )}
      <PackList status={status} />
      {!subscription && (
        <Link to={billingPaths.pricing()} className="inline-block text-sm font-semibold text-sky-700 hover:underline">
          {t('choosePlan')}
        </Link>
      )}
    </div>
  );
}

/** The chip on the menu button: downloads left, so the buyer sees the quota drop without opening anything. */
function DownloadsLeftChip() {
  const { t } = useTranslation('billing');
  const { data: status } = useQuery(subscriptionQuery());
  if (!status || (!status.subscription && status.packs.length === 0)) return null;
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 tabular-nums">
      <span className="sr-only">{t('menu.chipFull', { count: status.downloads_left })}</span>
      <span aria-hidden="true">{t('menu.chip', { count: status.downloads_left })}</span>
    </span>
  );
}

/** The buyer's account menu: plan, downloads left and renewal, the buyer's pages, and signing out. */
export function AccountMenu({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <RoleMenu
      signedInAs="buyer"
      roleLabel={t('menu.role')}
      name={name}
      panelLabel={t('menu.panel')}
      links={LINKS.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))}
      badge={<DownloadsLeftChip />}
      onNavigate={onNavigate}
    >
      <PlanSummary />
    </RoleMenu>
  );
}
