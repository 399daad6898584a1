import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { buyerCollectionPaths, paths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { withPage } from '../search/search-params';
import { sharedCollectionQuery } from './buyer-collection-queries';

/** A collection someone shared with a link: read-only, previews only, for anyone. */
export function SharedCollectionPage() {
  const { t } = useTranslation('buyer-collections');
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(sharedCollectionQuery(token, page));
  const status = error instanceof ApiError ? error.envelope?.status_code : undefined;

  if (status === 404 || status === 410 || status === 400) {
    return <UnavailableLink message={status === 410 && error ? error.message : t('shared.unknownLink')} />;
  }

  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      <title>
        {data
          ? t('shared.pageTitleNamed', { name: data.collection_name, brand: siteConfig.brand })
          : t('shared.pageTitle', { brand: siteConfig.brand })}
      </title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('shared.eyebrow')}</p>
      <h1 className="mt-2 h-9 truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {data ? data.collection_name : <span className="sr-only">{t('collection.loading')}</span>}
      </h1>
      <p className="mt-1 h-5 text-sm text-slate-500">
        {data &&
          [
            t('shared.sharedBy', { owner: data.owner_name }),
            t('fileCount', { count: data.totalCount }),
            ...(data.expires_at ? [t('shared.worksUntil', { date: formatDate(data.expires_at, 'long') })] : []),
          ].join(' · ')}
      </p>
      <section aria-label={t('collection.files')} className="mt-6">
        {isPending ? (
          <GridSkeleton rows={3} />
        ) : error && !data ? (
          <ErrorState message={t('collection.loadError')} onRetry={() => refetch()} />
        ) : data.files.length === 0 ? (
          <EmptyState title={t('shared.empty')} />
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <JustifiedGrid files={data.files} label={data.collection_name} aboveTheFold />
            <Pagination
              page={data.page_no}
              totalPages={data.total_pages}
              hrefOf={(n) => `${buyerCollectionPaths.shared(token)}?${withPage(params, n)}`}
            />
          </div>
        )}
      </section>
    </div>
  );
}

/** An expired, turned-off or unknown link: a plain explanation and a way on, never an error dump. */
function UnavailableLink({ message }: { message: string }) {
  const { t } = useTranslation('buyer-collections');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <title>{t('shared.unavailable.pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('shared.eyebrow')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('shared.unavailable.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <p className="mt-2 text-slate-600">{t('shared.unavailable.askForNew')}</p>
      <Link
        to={paths.home()}
        className="mt-8 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        {t('shared.unavailable.browse')}
      </Link>
    </section>
  );
}
