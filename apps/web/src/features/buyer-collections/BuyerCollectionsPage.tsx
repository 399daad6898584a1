import type { BuyerCollection } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerCollectionPaths, paths } from '../../app-paths';
import { CoverMosaic } from '../../components/media/CoverMosaic';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { WorkspaceNav } from '../buyer-workspace/WorkspaceNav';
import { CollectionCardsSkeleton } from '../collections/CollectionCardsSkeleton';
import { buyerCollectionCalls, buyerCollectionKeys, buyerCollectionsQuery } from './buyer-collection-queries';
import { NewCollectionForm } from './NewCollectionForm';

export function BuyerCollectionsPage() {
  return (
    <RequireSession forRole="buyer">
      <CollectionsList />
    </RequireSession>
  );
}

function CollectionsList() {
  const { t } = useTranslation('buyer-collections');
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(buyerCollectionsQuery());
  const create = useMutation({
    mutationFn: (name: string) => buyerCollectionCalls.create(name),
    onSuccess: async ({ collection }) => {
      toast.success(t('list.created', { name: collection.collection_name }));
      await queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });
    },
  });
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-8">
      <title>{t('list.pageTitle', { brand: siteConfig.brand })}</title>
      <WorkspaceNav />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('list.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('list.intro')}</p>
        </div>
        <div className="w-full md:max-w-sm">
          <NewCollectionForm id="new-collection" pending={create.isPending} onCreate={(name) => create.mutateAsync(name)} />
        </div>
      </div>
      <div className="mt-8">
        {isPending ? (
          <CollectionCardsSkeleton count={4} />
        ) : isError ? (
          <ErrorState message={t('list.loadError')} onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title={t('list.empty.title')}>
            {t('list.empty.text')}{' '}
            <Link to={paths.search()} className="font-semibold text-sky-700 hover:underline">
              {t('browseFiles')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {data.map((collection) => (
              <li key={collection.collection_id}>
                <BuyerCollectionCard collection={collection} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function BuyerCollectionCard({ collection }: { collection: BuyerCollection }) {
  const { t } = useTranslation('buyer-collections');
  const count = collection.file_count;
  return (
    <Link
      to={buyerCollectionPaths.collection(collection.collection_id)}
      className="group block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500"
    >
      {count > 0 ? (
        <CoverMosaic covers={collection.covers} />
      ) : (
        <div className="flex aspect-[3/2] items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
          {t('card.noFiles')}
        </div>
      )}
      <h2 className="mt-3 truncate font-semibold text-slate-900 group-hover:underline">{collection.collection_name}</h2>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
        <span>{t('fileCount', { count })}</span>
        {collection.role !== 'owner' && <span>· {t('card.sharedBy', { owner: collection.owner_name, role: collection.role })}</span>}
        {collection.share && <span className="rounded bg-sky-50 px-1.5 text-xs font-medium text-sky-800">{t('card.linkShared')}</span>}
        {collection.role === 'owner' && collection.team_access && (
          <span className="rounded bg-emerald-50 px-1.5 text-xs font-medium text-emerald-800">{t('card.team')}</span>
        )}
      </p>
    </Link>
  );
}
