import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerCollectionPaths } from '../../app-paths';
import { PortalDialog } from '../../components/dialogs/PortalDialog';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { buyerCollectionCalls, buyerCollectionKeys, buyerCollectionsQuery } from './buyer-collection-queries';
import { NewCollectionForm } from './NewCollectionForm';

interface SaveDialogProps {
  file: { media_id: number; title: string };
  onClose: () => void;
}

/** Which collections hold the file: tick several, untick some, or make a new one here; Save applies the difference. */
export function SaveDialog({ file, onClose }: SaveDialogProps) {
  const { t } = useTranslation('buyer-collections');
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(buyerCollectionsQuery(file.media_id));
  const editable = data?.filter((collection) => collection.role !== 'viewer') ?? [];
  const initially = new Set(editable.filter((collection) => collection.has_media).map((collection) => collection.collection_id));
  // Ticks the buyer changed, over what the server says: collections created here arrive already holding the file.
  const [changed, setChanged] = useState<Map<number, boolean>>(new Map());
  const isTicked = (id: number) => changed.get(id) ?? initially.has(id);

  const refresh = () => queryClient.invalidateQueries({ queryKey: buyerCollectionKeys.all });
  const create = useMutation({
    mutationFn: (name: string) => buyerCollectionCalls.create(name, file.media_id),
    onSuccess: async ({ collection }) => {
      toast.success(t('saveDialog.savedTo', { name: collection.collection_name }));
      await refresh();
    },
  });
  const apply = useMutation({
    mutationFn: async () => {
      const add = editable.filter((c) => isTicked(c.collection_id) && !initially.has(c.collection_id));
      const remove = editable.filter((c) => !isTicked(c.collection_id) && initially.has(c.collection_id));
      if (add.length)
        await buyerCollectionCalls.save(
          add.map((c) => c.collection_id),
          file.media_id,
        );
      for (const collection of remove) await buyerCollectionCalls.removeFile(collection.collection_id, file.media_id);
      return { add, remove };
    },
    onSuccess: ({ add, remove }) => {
      // One collection by its name, several by their number.
      const names = (list: typeof add) => list[0]?.collection_name ?? '';
      if (add.length) toast.success(t('saveDialog.savedToMany', { count: add.length, name: names(add) }));
      if (remove.length) toast.success(t('saveDialog.removedFrom', { count: remove.length, name: names(remove) }));
      onClose();
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refresh,
  });

  return (
    <PortalDialog titleId="save-dialog-title" onClose={onClose}>
      <h2 id="save-dialog-title" className="text-lg font-semibold text-slate-900">
        {t('saveDialog.title')}
      </h2>
      <p className="mt-1 line-clamp-2 text-sm text-slate-600">{file.title}</p>
      <div className="mt-4">
        {isPending ? (
          <ul role="status" aria-label={t('saveDialog.loading')} className="space-y-2">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-10 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </ul>
        ) : isError ? (
          <div role="alert" className="rounded-lg bg-rose-50 p-4 text-sm text-rose-800">
            {t('list.loadError')}{' '}
            <button type="button" onClick={() => refetch()} className="font-semibold underline">
              {t('common:errorState.retry')}
            </button>
          </div>
        ) : editable.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{t('saveDialog.none')}</p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t('list.title')}</legend>
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {editable.map((collection) => (
                <li key={collection.collection_id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      checked={isTicked(collection.collection_id)}
                      onChange={(event) => setChanged(new Map(changed).set(collection.collection_id, event.target.checked))}
                      className="h-4 w-4 accent-slate-900"
                    />
                    <span className="flex-1 truncate text-sm text-slate-900">{collection.collection_name}</span>
                    <span className="text-xs text-slate-500">
                      {collection.role === 'editor' ? `${t('saveDialog.owner', { owner: collection.owner_name })} · ` : ''}
                      {t('fileCount', { count: collection.file_count })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <NewCollectionForm
          id="save-dialog-new"
          pending={create.isPending}
          onCreate={(name) => create.mutateAsync(name)}
          submitLabel={t('saveDialog.createAndSave')}
        />
      </div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <Link to={buyerCollectionPaths.list()} className="text-sm text-sky-700 hover:underline" onClick={onClose}>
          {t('list.title')}
        </Link>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('common:dialog.cancel')}
          </button>
          <button
            type="button"
            onClick={() => apply.mutate()}
            disabled={apply.isPending || editable.length === 0}
            className="rounded-full bg-slate-900 px-5 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {apply.isPending ? t('saveDialog.saving') : t('save.save')}
          </button>
        </div>
      </div>
    </PortalDialog>
  );
}
