import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { accountPaths, billingPaths } from '../../app-paths';
import { subscriptionQuery } from './billing-queries';
import { PackList, QuotaMeter, renewalText } from './SubscriptionStatus';

const LINKS = [
  { to: billingPaths.subscription(), label: 'Subscription' },
  { to: billingPaths.billing(), label: 'Billing and invoices' },
  { to: billingPaths.purchases(), label: 'Purchase history' },
  { to: billingPaths.licences(), label: 'Licences' },
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

/** The buyer's account menu: plan, downloads left and renewal, and the way into the account pages. */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    // In the phone menu it takes a line of its own and opens in place; in the desktop bar it drops down.
    <div ref={container} className="relative order-last w-full lg:order-none lg:w-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        Account
        <DownloadsLeftChip />
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Your plan and account"
          className="mt-2 w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-4 shadow-lg lg:absolute lg:right-0 lg:z-40 lg:w-72"
        >
          <PlanSummary />
          <ul className="mt-4 border-t border-slate-200 pt-3">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
