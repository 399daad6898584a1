import type { ReactNode } from 'react';
import { siteConfig } from '../../config/site-config';

/**
 * The frame of a contributor money or portfolio page: heading, one line, then the page. The contributor area around it
 * supplies the menu and asks for the contributor's session.
 */
export function ContributorFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8 sm:py-10">
      <title>{`${title} · ${siteConfig.brand}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-600">{intro}</p>
        </div>
        {actions}
      </div>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}
