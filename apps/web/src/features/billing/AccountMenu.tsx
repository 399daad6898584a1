import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accountPaths, billingPaths, buyerCollectionPaths, buyerWorkspacePaths } from '../../app-paths';
import { RoleMenu } from '../../components/layout/RoleMenu';
import { subscriptionQuery } from './billing-queries';
import { PackList, QuotaMeter, renewalText } from './SubscriptionStatus';

const LINKS = [
  { to: buyerCollectionPaths.list(), label: 'Your collections' },
  { to: buyerWorkspacePaths.savedSearches(), label: 'Saved searches' },
  { to: buyerWorkspacePaths.team(), label: 'Team' },
  { to: billingPaths.subscription(), label: 'Subscription' },
  { to: billingPaths.paymentMethods(), label: 'Payment methods' },
  { to: billingPaths.billing(), label: 'Billing and invoices' },
  { to: billingPaths.purchases(), label: 'Purchase history' },
  { to: billingPaths.licences(), label: 'Licences' },
  { to: buyerWorkspacePaths.developer(), label: 'Developer area' },
  { to: accountPaths.profile('buyer'), label: 'Profile' },
];

/** The buyer's plan at a glance (refetched every 30 s, the spec's rule). */
function PlanSummary() {
  const { data: status, isPending, isError } = useQuery(subscriptionQuery());
  if (isPending) return <p className="text-sm text-slate-500">Loading your plan…</p>;
  if (isError) return <p className="text-sm text-slate-600">Your plan could not be loaded just now.</p>;
  const { subscription } = status;
  return (
    <div className="space-y-2">
      {subscription ? (
        <>
          <p className="font-semibold text-slate-900">{subscription.variant_name}</p>
          <QuotaMeter subscription={subscription} />
          <p className="text-sm text-slate-600">{renewalText(subscription)}</p>
        </>
      ) : (
        status.packs.length === 0 && <p className="text-sm text-slate-700">You have no plan yet.</p>
      )}
      <PackList status={status} />
      {!subscription && (
        <Link to={billingPaths.pricing()} className="inline-block text-sm font-semibold text-sky-700 hover:underline">
          Choose a plan
        </Link>
      )}
    </div>
  );
}

/** The chip on the menu button: downloads left, so the buyer sees the quota drop without opening anything. */
function DownloadsLeftChip() {
  const { data: status } = useQuery(subscriptionQuery());
  if (!status || (!status.subscription && status.packs.length === 0)) return null;
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 tabular-nums">
      {status.downloads_left}
      <span className="sr-only"> downloads</span> left
    </span>
  );
}

/** The buyer's account menu: plan, downloads left and renewal, the buyer's pages, and signing out. */
export function AccountMenu({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  return (
    <RoleMenu
      signedInAs="buyer"
      roleLabel="Buyer"
      name={name}
      panelLabel="Your plan and account"
      links={LINKS}
      badge={<DownloadsLeftChip />}
      onNavigate={onNavigate}
    >
      <PlanSummary />
    </RoleMenu>
  );
}
