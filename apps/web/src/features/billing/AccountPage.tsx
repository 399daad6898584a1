import type { ReactNode } from 'react';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { AccountTabs } from './AccountTabs';

/** The frame of the buyer's billing pages: title, tabs, then the page, shown only to a signed-in buyer. */
export function AccountPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8 sm:py-12">
      <title>{`${title} · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-6">
        <AccountTabs />
      </div>
      <div className="mt-8">
        <RequireSession forRole="buyer">{children}</RequireSession>
      </div>
    </div>
  );
}
