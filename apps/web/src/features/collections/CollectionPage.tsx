import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { idFromSegment, paths, withQuery } from '../../app-paths';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { NotFoundState } from '../../components/states/NotFoundState';
import { siteConfig } from '../../config/site-config';
import { withPage } from '../search/search-params';
import { collectionFilesQuery } from './collection-queries';

export function CollectionPage() {
  const { t } = useTranslation('collections');
  const segment = useParams().collection;
  const collectionId = idFromSegment(segment);
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...collectionFilesQuery(collectionId ?? 0, page),
    enabled: collectionId !== null,
  });

  if (collectionId === null || (error && isNotFound(error))) return <NotFoundState kind="collection" id="collection-not-found-search" />;

  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      {data && <title>{t('pageTitle', { name: data.collection_name, brand: siteConfig.brand })}</title>}
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-500">
        <Link to={paths.collections()} className="hover:text-slate-900 hover:underline">
          {t('heading')}
        </Link>
      </nav>
      <h1 className="mt-2 min-h-9 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {data ? data.collection_name : <span className="sr-only">{t('loading')}</span>}
      </h1>
      <p className="mt-1 min-h-5 max-w-3xl text-slate-600">{data?.description}</p>
      <p className="mt-1 h-5 text-sm text-slate-500">{data && t('fileCount', { count: data.totalCount })}</p>
      <section aria-label={t('files')} className="mt-6">
        {isPending ? (
          <GridSkeleton rows={4} />
        ) : error && !data ? (
          <ErrorState message={t('loadError')} onRetry={() => refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <JustifiedGrid files={data.results} label={data.collection_name} aboveTheFold />
            <Pagination
              page={data.page_no}
              totalPages={data.total_pages}
              hrefOf={(n) =>
                withQuery(paths.collection({ collection_id: collectionId, slug: segment?.replace(/^\d+-?/, '') }), withPage(params, n))
              }
            />
          </div>
        )}
      </section>
    </div>
  );
}
