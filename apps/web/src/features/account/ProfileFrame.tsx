import type { ReactNode } from 'react';
import { siteConfig } from '../../config/site-config';

/** The frame of a profile page: heading, one line, then the panels. */
export function ProfileFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <title>{`${title} · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}
