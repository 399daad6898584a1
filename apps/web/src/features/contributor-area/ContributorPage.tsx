import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/site-config';

interface ContributorPageProps {
  title: string;
  intro?: ReactNode;
  /** Buttons beside the heading (on phones, below it). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a page in the contributor area: its heading, a line about it, its actions, then the page. */
export function ContributorPage({ title, intro, actions, children }: ContributorPageProps) {
  const { t } = useTranslation('contributor-area');
  return (
    <div className="px-4 py-6 sm:px-6 lg:px-0 lg:py-8">
      <title>{t('page.title', { title, brand: siteConfig.brand })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1.5 text-slate-600">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500';
