import type { BuyerCollection } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buyerCollectionPaths, paths } from '../../app-paths';
import { formatCount } from '../../components/format/format-count';
import { CoverMosaic } from '../../components/media/CoverMosaic';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
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
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(buyerCollectionsQuery());
  const create = useMutation({
    mutationFn: (name: string) => buyerCollectionCalls.create(name),
    onSuccess: async ({ collection }) => {
      toast.success(`${collection.collection_name} is ready: save files to it with the heart on any file.`);
      await queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });
    },
  });
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-8 sm:px-8">
      <title>{`Your collections · ${siteConfig.brand}`}</title>
      <WorkspaceNav />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your collections</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Save files with the heart on any photo or video, keep them in sets, and share a set with a link.
          </p>
        </div>
        <div className="w-full md:max-w-sm">
          <NewCollectionForm id="new-collection" pending={create.isPending} onCreate={(name) => create.mutateAsync(name)} />
        </div>
      </div>
      <div className="mt-8">
        {isPending ? (
          <CollectionCardsSkeleton count={4} />
        ) : isError ? (
          <ErrorState message="We could not load your collections." onRetry={() => refetch()} />
        ) : data.length === 0 ? (
          <EmptyState title="No collections yet">
            Create one above, or press the heart on any file to save it into a new collection.{' '}
            <Link to={paths.search()} className="font-semibold text-sky-700 hover:underline">
              Browse files
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
          No files yet
        </div>
      )}
      <h2 className="mt-3 truncate font-semibold text-slate-900 group-hover:underline">{collection.collection_name}</h2>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
        <span>
          {formatCount(count)} {count === 1 ? 'file' : 'files'}
        </span>
        {collection.role !== 'owner' && (
          <span>
            · {collection.owner_name}'s, you can {collection.role === 'editor' ? 'edit' : 'view'}
          </span>
        )}
        {collection.share && <span className="rounded bg-sky-50 px-1.5 text-xs font-medium text-sky-800">Link shared</span>}
        {collection.role === 'owner' && collection.team_access && (
          <span className="rounded bg-emerald-50 px-1.5 text-xs font-medium text-emerald-800">Team</span>
        )}
      </p>
    </Link>
  );
}
