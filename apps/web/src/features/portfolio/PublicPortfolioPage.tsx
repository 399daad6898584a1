import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatCount } from '../../components/format/format-count';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { NotFoundState } from '../../components/states/NotFoundState';
import { siteConfig } from '../../config/site-config';
import { PortfolioHeader } from './PortfolioHeader';
import { portfolioPath, publicPortfolioQuery } from './portfolio-api';

const TABS = [
  { type: undefined, labelKey: 'portfolio:tabs.all' },
  { type: 'IMAGE', labelKey: 'portfolio:tabs.photos' },
  { type: 'VIDEO', labelKey: 'portfolio:tabs.videos' },
] as const;

/** A contributor's public page: who they are, their picks, and all their published files, 48 a page. */
export function PublicPortfolioPage() {
  const { t } = useTranslation('portfolio');
  const slug = useParams().slug ?? '';
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const typeParam = params.get('type')?.toUpperCase();
  const type = typeParam === 'IMAGE' || typeParam === 'VIDEO' ? typeParam : undefined;
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(publicPortfolioQuery(slug, page, type));
  const hrefOf = (n: number, tabType = type) => {
    const search = new URLSearchParams();
    if (tabType) search.set('type', tabType);
    if (n > 1) search.set('page', String(n));
    const query = search.toString();
    return `${portfolioPath(slug)}${query ? `?${query}` : ''}`;
  };

  if (error && isNotFound(error)) return <NotFoundState kind="portfolio" id="portfolio-not-found-search" />;
  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      {data && <title>{t('pageTitle', { name: data.portfolio.display_name, brand: siteConfig.brand })}</title>}
      {isPending ? (
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      ) : error && !data ? (
        <ErrorState message={t('loadError')} onRetry={() => refetch()} />
      ) : (
        <>
          <PortfolioHeader portfolio={data.portfolio} />
          {data.portfolio.featured.length > 0 && page === 1 && !type && (
            <section aria-labelledby="featured-heading" className="mt-10">
              <h2 id="featured-heading" className="text-xl font-semibold text-slate-900">
                {t('featured')}
              </h2>
              <div className="mt-4">
                <JustifiedGrid files={data.portfolio.featured} label={t('featuredFiles')} aboveTheFold />
              </div>
            </section>
          )}
          <section aria-labelledby="all-files-heading" className="mt-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="all-files-heading" className="text-xl font-semibold text-slate-900">
                {t('allFiles')} <span className="text-base font-normal text-slate-500">({formatCount(data.totalCount)})</span>
              </h2>
              <nav aria-label={t('tabs.label')} className="flex gap-1">
                {TABS.map((tab) => (
                  <Link
                    key={tab.labelKey}
                    to={hrefOf(1, tab.type)}
                    aria-current={tab.type === type ? 'page' : undefined}
                    className={`rounded-full px-3 py-1.5 text-sm font-medium ${tab.type === type ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                  >
                    {t(tab.labelKey)}
                  </Link>
                ))}
              </nav>
            </div>
            <div className="mt-4">
              {data.results.length === 0 ? (
                <EmptyState title={t('empty')} />
              ) : (
                <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  <JustifiedGrid files={data.results} label={t('filesBy', { name: data.portfolio.display_name })} />
                  <Pagination page={data.page_no} totalPages={data.total_pages} hrefOf={(n) => hrefOf(n)} />
                </div>
              )}
            </div>
          </section>
        </>
      )}
      {isPending && (
        <div className="mt-10">
          <GridSkeleton rows={3} />
        </div>
      )}
    </div>
  );
}
