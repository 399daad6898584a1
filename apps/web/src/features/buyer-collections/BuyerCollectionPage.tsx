import type { BuyerCollection, FileSummary } from '@stock/contracts';
import { COLLECTION_NAME_MAX_LENGTH } from '@stock/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buyerCollectionPaths, idFromSegment, paths } from '../../app-paths';
import { GridSkeleton } from '../../components/media-grid/GridSkeleton';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { isNotFound } from '../../components/states/is-not-found';
import { NotFoundState } from '../../components/states/NotFoundState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { messageOf } from '../auth/form/server-errors';
import { CollectionZipDownload } from '../licensing/CollectionZipDownload';
import { withPage } from '../search/search-params';
import { buyerCollectionCalls, buyerCollectionFilesQuery, buyerCollectionKeys } from './buyer-collection-queries';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { ShareDialog } from './ShareDialog';

export function BuyerCollectionPage() {
  const collectionId = idFromSegment(useParams().collection);
  return (
    <RequireSession forRole="buyer">
      {collectionId === null ? (
        <NotFoundState kind="collection" id="collection-not-found-search" />
      ) : (
        <CollectionView collectionId={collectionId} />
      )}
    </RequireSession>
  );
}

const actionClass =
  'rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500';

function CollectionView({ collectionId }: { collectionId: number }) {
  const { t } = useTranslation('buyer-collections');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(buyerCollectionFilesQuery(collectionId, page));
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });

  const removeFile = useMutation({
    mutationFn: (file: FileSummary) => buyerCollectionCalls.removeFile(collectionId, file.media_id),
    onSuccess: (_, file) => toast.success(t('collection.removed', { title: file.title })),
    onError: (failure) => toast.error(messageOf(failure)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => buyerCollectionCalls.remove(collectionId),
    onSuccess: async () => {
      toast.success(data ? t('collection.deleted', { name: data.collection.collection_name }) : t('collection.deletedUnnamed'));
      navigate(buyerCollectionPaths.list(), { replace: true });
      // Removed only after leaving, so this page does not refetch a collection that is gone.
      queryClient.removeQueries({ queryKey: [...buyerCollectionKeys.all, 'files', collectionId] });
      await refresh();
    },
    onError: (failure) => toast.error(messageOf(failure)),
  });

  if (error && isNotFound(error)) return <NotFoundState kind="collection" id="collection-not-found-search" />;
  const collection = data?.collection;
  const canEdit = collection !== undefined && collection.role !== 'viewer';

  return (
    <div className="mx-auto max-w-screen-2xl px-4 pt-6 pb-16 sm:px-8">
      {collection && <title>{t('collection.pageTitle', { name: collection.collection_name, brand: siteConfig.brand })}</title>}
      <nav aria-label={t('collection.breadcrumb')} className="text-sm text-slate-500">
        <Link to={buyerCollectionPaths.list()} className="hover:text-slate-900 hover:underline">
          {t('list.title')}
        </Link>
      </nav>
      <div className="mt-2 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          {collection && renaming ? (
            <RenameForm collection={collection} onDone={() => setRenaming(false)} />
          ) : (
            <h1 className="h-9 truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {collection ? collection.collection_name : <span className="sr-only">{t('collection.loading')}</span>}
            </h1>
          )}
          <p className="mt-1 h-5 text-sm text-slate-500">
            {data && t('fileCount', { count: data.totalCount })}
            {collection && collection.role !== 'owner' && ` · ${t('collection.sharedWithTeam', { owner: collection.owner_name })}`}
            {collection?.share && ` · ${t('collection.sharedWithLink')}`}
          </p>
        </div>
        {collection && data && !renaming && <CollectionZipDownload collectionId={collectionId} files={data.totalCount} />}
        {collection?.role === 'owner' && !renaming && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={actionClass} onClick={() => setRenaming(true)}>
              {t('collection.rename')}
            </button>
            <button type="button" className={actionClass} onClick={() => setDialog('share')}>
              {t('collection.share')}
            </button>
            <button type="button" className={`${actionClass} text-rose-700`} onClick={() => setDialog('delete')}>
              {t('collection.delete')}
            </button>
          </div>
        )}
      </div>
      <section aria-label={t('collection.files')} className="mt-6">
        {isPending ? (
          <GridSkeleton rows={3} />
        ) : error && !data ? (
          <ErrorState message={t('collection.loadError')} onRetry={() => refetch()} />
        ) : data.files.length === 0 ? (
          <EmptyState title={t('collection.empty.title')}>
            {t('collection.empty.text')}{' '}
            <Link to={paths.search()} className="font-semibold text-sky-700 hover:underline">
              {t('browseFiles')}
            </Link>
          </EmptyState>
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <JustifiedGrid
              files={data.files}
              label={data.collection.collection_name}
              aboveTheFold
              tileAction={canEdit ? (file) => <RemoveFileButton file={file} onRemove={() => removeFile.mutate(file)} /> : undefined}
            />
            <Pagination
              page={data.page_no}
              totalPages={data.total_pages}
              hrefOf={(n) => `${buyerCollectionPaths.collection(collectionId)}?${withPage(params, n)}`}
            />
          </div>
        )}
      </section>
      {collection && dialog === 'share' && <ShareDialog collection={collection} onClose={() => setDialog(null)} />}
      {collection && dialog === 'delete' && (
        <DeleteCollectionDialog
          name={collection.collection_name}
          fileCount={collection.file_count}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function RemoveFileButton({ file, onRemove }: { file: FileSummary; onRemove: () => void }) {
  const { t } = useTranslation('buyer-collections');
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t('collection.removeFile', { title: file.title })}
      className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-sm hover:bg-white hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-sky-500"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

function RenameForm({ collection, onDone }: { collection: BuyerCollection; onDone: () => void }) {
  const { t } = useTranslation('buyer-collections');
  const queryClient = useQueryClient();
  const [name, setName] = useState(collection.collection_name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: () => buyerCollectionCalls.rename(collection.collection_id, name.trim()),
    onSuccess: async ({ collection: renamed }) => {
      toast.success(t('rename.done', { name: renamed.collection_name }));
      await queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });
      onDone();
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) setError(t('nameRequired'));
    else rename.mutate();
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('rename.label')} className="flex flex-col gap-1">
      <label htmlFor="rename-collection" className="sr-only">
        {t('rename.name')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="rename-collection"
          // biome-ignore lint/a11y/noAutofocus: the buyer just asked to rename; the field is what they want next
          autoFocus
          value={name}
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          aria-invalid={error !== null}
          aria-describedby={error ? 'rename-collection-error' : undefined}
          className="min-w-0 rounded-lg border border-slate-300 px-3 py-1.5 text-xl font-semibold sm:w-96"
        />
        <button
          type="submit"
          disabled={rename.isPending}
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('rename.submit')}
        </button>
        <button type="button" onClick={onDone} className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
          {t('common:dialog.cancel')}
        </button>
      </div>
      {error && (
        <p id="rename-collection-error" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
