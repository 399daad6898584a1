import type { AdminBlogCategory } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { adminBlogKeys, deleteBlogCategory, renameBlogCategory } from './admin-blog-api';

const smallButton = 'rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500';

/** One category: its name and article count, renamed in place, deleted after asking. */
export function CategoryItem({ category }: { category: AdminBlogCategory }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [confirming, setConfirming] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminBlogKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['blogs', category.audience] });
  };
  const rename = useMutation({
    mutationFn: () => renameBlogCategory(category.blog_category_id, name.trim()),
    onSuccess: async ({ message }) => {
      toast.success(message || 'The category is renamed.');
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteBlogCategory(category.blog_category_id),
    onSuccess: async (message) => {
      toast.success(message || 'The category is deleted.');
      setConfirming(false);
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    if (name.trim() === category.name) setEditing(false);
    else rename.mutate();
  }

  const articles = `${category.post_count} ${category.post_count === 1 ? 'article' : 'articles'}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      {editing ? (
        <form onSubmit={onRename} aria-label={`Rename ${category.name}`} className="flex flex-1 flex-wrap gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            New name for {category.name}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the field appears because its Rename button was just pressed
            autoFocus
            className={`${inputClass(!name.trim())} max-w-xs`}
          />
          <button
            type="submit"
            disabled={rename.isPending || !name.trim()}
            className={`${smallButton} border-sky-700 bg-sky-700 text-white disabled:opacity-60`}
          >
            {rename.isPending ? 'Saving...' : 'Save'}
          </button>
          <button
            type="button"
            onClick={() => {
              setEditing(false);
              setName(category.name);
            }}
            className={`${smallButton} border-slate-300 text-slate-700`}
          >
            Cancel
          </button>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{category.name}</p>
          <p className="text-xs text-slate-500">
            /{category.slug} · {articles}
          </p>
        </div>
      )}
      {!editing && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={`${smallButton} border-slate-300 text-slate-700 hover:bg-slate-50`}
          >
            Rename<span className="sr-only"> {category.name}</span>
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`}
          >
            Delete<span className="sr-only"> {category.name}</span>
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete the category "${category.name}"?`}
          confirmLabel="Delete category"
          cancelLabel="Keep it"
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>{category.post_count > 0 ? `Its ${articles} stay published, without a category.` : 'No article uses it.'}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
