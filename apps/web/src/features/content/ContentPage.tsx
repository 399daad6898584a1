import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/format-date';
import { siteConfig } from '../../config/site-config';

interface ContentPageProps {
  /** Small label above the title, e.g. "Legal" or "For contributors". */
  eyebrow: string;
  title: string;
  lead: string;
  /** For legal pages: the day the text last changed (ISO date), shown in the reader's language. */
  updated?: string;
  children: ReactNode;
  /** Optional call-to-action block rendered after the article. */
  aside?: ReactNode;
}

/** The frame of every written page: a title band, then the article in readable typography. */
export function ContentPage({ eyebrow, title, lead, updated, children, aside }: ContentPageProps) {
  const { t } = useTranslation('content');
  // A long compound (German) may carry soft hyphens for the heading's line break; the tab title reads without them.
  const plainTitle = title.replace(/\u00ad/g, '');
  return (
    <>
      <title>{t('page.title', { title: plainTitle, brand: siteConfig.brand })}</title>
      <section className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-3xl px-5 pt-14 pb-10 sm:px-8">
          <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-[clamp(1.5rem,7vw,1.875rem)] font-bold tracking-tight break-words hyphens-auto text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p>
          {updated && <p className="mt-4 text-sm text-slate-500">{t('page.lastUpdated', { date: formatDate(updated, 'long') })}</p>}
        </div>
      </section>
      <article className="prose prose-slate mx-auto max-w-3xl px-5 py-12 sm:px-8 prose-headings:tracking-tight prose-a:text-sky-700">
        {children}
      </article>
      {aside && <div className="mx-auto max-w-3xl px-5 pb-16 sm:px-8">{aside}</div>}
    </>
  );
}
