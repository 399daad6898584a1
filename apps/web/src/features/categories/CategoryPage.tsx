import type { MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths, withQuery } from '../../app-paths';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { NotFoundState } from '../../components/states/NotFoundState';
import { siteConfig } from '../../config/site-config';
import { withPage } from '../search/search-params';
import { categoryFilesQuery } from './category-queries';
import { SubcategoryChips } from './SubcategoryChips';

export function CategoryPage() {
  const { t } = useTranslation('categories');
  const slug = useParams().slug ?? '';
  const [params] = useSearchParams();
  const type: MediaType = params.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(categoryFilesQuery(slug, type, page));

  if (error && isNotFound(error)) return <NotFoundState kind="category" id="category-not-found-search" />;
  const category = data?.category;
  // An old address of a renamed or merged category: the server answers with the category that holds it now.
  if (category && !isPlaceholderData && category.slug !== slug)
    return <Navigate replace to={withQuery(paths.category({ slug: category.slug }), params)} />;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      {category && <title>{t('pageTitle', { name: category.name, kind: type, brand: siteConfig.brand })}</title>}
      <nav aria-label={t('breadcrumb')} className="h-5 text-sm text-slate-500">
        {data && (
          <ol className="flex gap-1.5">
            <li>
              <Link to={paths.home()} className="hover:text-slate-900 hover:underline">
                {t('home')}
              </Link>
            </li>
            {data.parent && (
              <li>
                <span aria-hidden="true">/ </span>
                <Link to={paths.category(data.parent)} className="hover:text-slate-900 hover:underline">
                  {data.parent.name}
                </Link>
              </li>
            )}
          </ol>
        )}
      </nav>
      <h1 className="mt-2 min-h-9 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {category ? t('heading', { name: category.name, kind: type }) : <span className="sr-only">{t('loading')}</span>}
      </h1>
      <p className="mt-1 h-5 text-sm text-slate-600">{data && t('count', { count: data.totalCount, kind: type })}</p>
      {category && <SubcategoryChips category={category} parent={data?.parent ?? null} />}
      <section aria-label={t('files')} className="mt-6">
        {isPending ? (
          <GridSkeleton rows={4} />
        ) : error && !data ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('empty', { kind: type })}>
            <Link to={paths.search('', type)} className="font-semibold text-sky-700 underline underline-offset-2">
              {t('browseAll', { kind: type })}
            </Link>
          </EmptyState>
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <JustifiedGrid
              files={data.results}
              label={category ? t('heading', { name: category.name, kind: type }) : t('loading')}
              aboveTheFold
            />
            <Pagination
              page={data.page_no}
              totalPages={data.total_pages}
              hrefOf={(n) => withQuery(paths.category({ slug }), withPage(params, n))}
            />
          </div>
        )}
      </section>
    </div>
  );
}
