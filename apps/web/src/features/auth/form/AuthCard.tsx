import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../config/site-config';

/** The frame of the sign-in, sign-up and code pages: a centred card with a heading and a line under it. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{t('pageTitle', { title, brand: siteConfig.brand })}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
    </div>
  );
}

export const textLinkClass =
  'font-medium text-sky-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-sky-500';
