import type { ContributorFile } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { dangerButtonClass, secondaryButtonClass } from '../contributor-area/ContributorPage';
import { contributorFileKeys, deleteFile, replaceFile } from './contributor-files-api';

const CONFIRM = {
  delete: { titleKey: 'actions.deleteTitle', textKey: 'actions.deleteText', buttonKey: 'actions.deleteButton' },
  remove: { titleKey: 'actions.removeTitle', textKey: 'actions.removeText', buttonKey: 'actions.removeButton' },
} as const;

/** Replace the original (while it can still be edited) and delete the file, or take a published one off sale. */
export function FileActions({ file }: { file: ContributorFile }) {
  const { t } = useTranslation('contributor-files');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const kind = file.status === 'published' ? 'remove' : 'delete';
  const words = CONFIRM[kind];
  // A removed file has no actions left; the deletion call takes the status the page shows.
  const status = file.status === 'removed' ? 'published' : file.status;

  const remove = useMutation({
    mutationFn: () => deleteFile(file.media_id, status),
    onSuccess: ({ message }) => {
      toast.success(message || t(kind === 'remove' ? 'actions.removed' : 'actions.deleted'));
      queryClient.removeQueries({ queryKey: contributorFileKeys.file(file.media_id) });
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
      navigate(contributorPaths.catalogue(status), { replace: true });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const replace = useMutation({
    mutationFn: (original: File) => replaceFile(file.media_id, original),
    onSuccess: (message) => {
      toast.success(message || t('actions.replaced'));
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  if (file.status === 'removed') return <p className="text-sm text-slate-600">{t('actions.offSale')}</p>;
  const canReplace = file.status === 'DRAFT' || file.status === 'rejected';
  return (
    <div className="flex flex-wrap gap-2">
      {canReplace && (
        <label className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-sky-500`}>
          {replace.isPending ? t('actions.uploading') : t('actions.replace')}
          <input
            type="file"
            className="sr-only"
            disabled={replace.isPending}
            accept={file.type === 'IMAGE' ? 'image/jpeg,image/png,image/webp,image/tiff' : 'video/mp4,video/quicktime'}
            onChange={(event) => {
              const original = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (original) replace.mutate(original);
            }}
          />
        </label>
      )}
      <button type="button" className={dangerButtonClass} onClick={() => setConfirming(true)}>
        {t(words.buttonKey)}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t(words.titleKey)}
          confirmLabel={t(words.buttonKey)}
          cancelLabel={t('actions.keep')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t(words.textKey)}
        </ConfirmDialog>
      )}
    </div>
  );
}
