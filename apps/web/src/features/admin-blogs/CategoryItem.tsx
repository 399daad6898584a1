import type { AdminBlogCategory } from '@stock/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { toast } from '../../components/toasts/toast';
import { messageOf } from '../auth/form/server-errors';
import { inputClass } from '../auth/form/TextField';
import { adminBlogKeys, deleteBlogCategory, renameBlogCategory } from './admin-blog-api';

const smallButton = 'rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500';

/** One category: its name and article count, renamed in place, deleted after asking. */
export function CategoryItem({ category }: { category: AdminBlogCategory }) {
  const { t } = useTranslation('admin-blogs');
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
      toast.success(message || t('category.renamed'));
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteBlogCategory(category.blog_category_id),
    onSuccess: async (message) => {
      toast.success(message || t('category.deleted'));
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

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      {editing ? (
        <form onSubmit={onRename} aria-label={t('category.renameForm', { name: category.name })} className="flex flex-1 flex-wrap gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('category.newName', { name: category.name })}
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
            {rename.isPending ? t('saving') : t('category.save')}
          </button>
          <button
            type="button"
            onClick={() => {
              setEditing(false);
              setName(category.name);
            }}
            className={`${smallButton} border-slate-300 text-slate-700`}
          >
            {t('category.cancel')}
          </button>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">{category.name}</p>
          <p className="text-xs text-slate-500">
            /{category.slug} · {t('category.articles', { count: category.post_count })}
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
            {t('category.rename')}
            <span className="sr-only"> {category.name}</span>
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`}
          >
            {t('category.delete')}
            <span className="sr-only"> {category.name}</span>
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('category.deleteTitle', { name: category.name })}
          confirmLabel={t('category.deleteConfirm')}
          cancelLabel={t('keepIt')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>{category.post_count > 0 ? t('category.staysPublished', { count: category.post_count }) : t('category.unused')}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
