import type { ContributorFile } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { contributorPaths } from '../../app-paths';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { messageOf } from '../auth/form/server-errors';
import { dangerButtonClass, secondaryButtonClass } from '../contributor-area/ContributorPage';
import { contributorFileKeys, deleteFile, replaceFile } from './contributor-files-api';

const CONFIRM = {
  delete: {
    title: 'Delete this file?',
    text: 'The file and everything made from it are deleted. This cannot be undone.',
    button: 'Delete file',
    busy: 'Deleting…',
  },
  remove: {
    title: 'Remove this file from sale?',
    text: 'It leaves search and your portfolio at once. Buyers who already licensed it can still download it.',
    button: 'Remove from sale',
    busy: 'Removing…',
  },
} as const;

/** Replace the original (while it can still be edited) and delete the file, or take a published one off sale. */
export function FileActions({ file }: { file: ContributorFile }) {
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
      toast.success(message || (kind === 'remove' ? 'Removed from sale.' : 'Deleted.'));
      queryClient.removeQueries({ queryKey: contributorFileKeys.file(file.media_id) });
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
      navigate(contributorPaths.catalogue(status), { replace: true });
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const replace = useMutation({
    mutationFn: (original: File) => replaceFile(file.media_id, original),
    onSuccess: (message) => {
      toast.success(message || 'The new file is uploaded and being processed.');
      void queryClient.invalidateQueries({ queryKey: contributorFileKeys.all });
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  if (file.status === 'removed')
    return <p className="text-sm text-slate-600">This file is off sale. Buyers who licensed it can still download it.</p>;
  const canReplace = file.status === 'DRAFT' || file.status === 'rejected';
  return (
    <div className="flex flex-wrap gap-2">
      {canReplace && (
        <label className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2 focus-within:outline-sky-500`}>
          {replace.isPending ? 'Uploading…' : 'Replace the file'}
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
        {words.button}
      </button>
      {confirming && (
        <ModalDialog title={words.title} description={words.text} onClose={() => setConfirming(false)}>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              className="inline-flex items-center justify-center rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-500 disabled:opacity-60"
            >
              {remove.isPending ? words.busy : words.button}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}
