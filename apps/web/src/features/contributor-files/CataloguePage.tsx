import type { MediaType } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { ContributorPage, primaryButtonClass } from '../contributor-area/ContributorPage';
import { type CatalogueState, catalogueQuery, contributorFileKeys, contributorFilesQuery, submitFiles } from './contributor-files-api';
import { FileCard, FileCardsSkeleton } from './FileCard';
import { CATALOGUE_TABS, readStatus } from './file-status';

const TYPE_OPTIONS: { value: MediaType | null; labelKey: `catalogue.types.${'all' | 'images' | 'videos'}` }[] = [
  { value: null, labelKey: 'catalogue.types.all' },
  { value: 'IMAGE', labelKey: 'catalogue.types.images' },
  { value: 'VIDEO', labelKey: 'catalogue.types.videos' },
];

function readState(params: URLSearchParams): CatalogueState {
  const type = params.get('type')?.toUpperCase();
  const page = Number.parseInt(params.get('page_no') ?? '1', 10);
  return {
    status: readStatus(params.get('status')),
    type: type === 'IMAGE' || type === 'VIDEO' ? type : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

function StatusTabs({ state }: { state: CatalogueState }) {
  const { t } = useTranslation('contributor-files');
  const counts = useQuery(catalogueQuery()).data?.counts;
  return (
    <nav aria-label={t('catalogue.statusNav')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {CATALOGUE_TABS.map((tab) => {
          const active = tab.status === state.status;
          return (
            <li key={tab.status}>
              <Link
                to={contributorPaths.catalogue(tab.status, { type: state.type })}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-sky-500 ${
                  active ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t(tab.labelKey)}
                {counts && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {formatCount(counts[tab.status])}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function TypeFilter({ state }: { state: CatalogueState }) {
  const { t } = useTranslation('contributor-files');
  const navigate = useNavigate();
  return (
    <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
      <legend className="sr-only">{t('catalogue.typeLegend')}</legend>
      {TYPE_OPTIONS.map((option) => (
        <button
          key={option.labelKey}
          type="button"
          aria-pressed={option.value === state.type}
          onClick={() => navigate(contributorPaths.catalogue(state.status, { type: option.value }))}
          className={`rounded-full px-3.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-500 ${
            option.value === state.type ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {t(option.labelKey)}
        </button>
      ))}
    </fieldset>
  );
}

/** The drafts tab offers to submit, in one go, every draft on the page whose details are complete. */
function SubmitReadyDrafts({ mediaIds }: { mediaIds: number[] }) {
  const { t } = useTranslation('contributor-files');
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => submitFiles(mediaIds),
    onSuccess: ({ result }) => {
      if (result.submitted.length > 0) toast.success(t('catalogue.submitted', { count: result.submitted.length }));
      for (const failure of result.failed) toast.error(failure.message);
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  if (mediaIds.length === 0) return null;
  return (
    <button type="button" className={primaryButtonClass} disabled={submit.isPending} onClick={() => submit.mutate()}>
      {submit.isPending ? t('catalogue.submitting') : t('catalogue.submitReady', { count: mediaIds.length })}
    </button>
  );
}

export function CataloguePage() {
  const { t } = useTranslation('contributor-files');
  const [params] = useSearchParams();
  const state = readState(params);
  const files = useQuery(contributorFilesQuery(state));
  const ready = state.status === 'DRAFT' ? (files.data?.results.filter((file) => file.can_submit).map((file) => file.media_id) ?? []) : [];
  return (
    <ContributorPage
      title={t('catalogue.title')}
      intro={t('catalogue.intro')}
      actions={
        <Link to={contributorPaths.upload()} className={primaryButtonClass}>
          {t('catalogue.uploadFiles')}
        </Link>
      }
    >
      <StatusTabs state={state} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <TypeFilter state={state} />
        <SubmitReadyDrafts mediaIds={ready} />
      </div>
      <section aria-label={t('catalogue.files')} aria-busy={files.isFetching && files.isPlaceholderData} className="mt-5">
        {files.isPending ? (
          <FileCardsSkeleton count={8} label={t('catalogue.loading')} />
        ) : files.isError ? (
          <ErrorState message={t('catalogue.loadError')} onRetry={() => files.refetch()} />
        ) : files.data.results.length === 0 ? (
          <EmptyState title={t('catalogue.emptyTitle')}>
            <p>{t(`catalogue.empty.${state.status}`)}</p>
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-500">{t('catalogue.fileCount', { count: files.data.totalCount })}</p>
            <ul aria-label={t('catalogue.fileList')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
              {files.data.results.map((file) => (
                <li key={file.media_id}>
                  <FileCard file={file} />
                </li>
              ))}
            </ul>
            <Pagination
              page={state.page}
              totalPages={files.data.total_pages}
              hrefOf={(page) => contributorPaths.catalogue(state.status, { type: state.type, page })}
            />
          </>
        )}
      </section>
    </ContributorPage>
  );
}
