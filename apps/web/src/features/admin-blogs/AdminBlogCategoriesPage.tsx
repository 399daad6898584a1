import type { BlogAudience } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { toast } from '../../components/toasts/toast';
import { siteConfig } from '../../config/site-config';
import { messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { adminBlogCategoriesQuery, adminBlogKeys, createBlogCategory } from './admin-blog-api';
import { AUDIENCES, adminBlogPaths } from './admin-blog-filters';
import { CategoryItem } from './CategoryItem';

/** The categories of each blog: added, renamed and deleted here; articles can also add one by naming it. */
export function AdminBlogCategoriesPage() {
  const { t } = useTranslation('admin-blogs');
  const [params] = useSearchParams();
  const audience: BlogAudience = params.get('audience') === 'contributors' ? 'contributors' : 'buyers';
  const categories = useQuery(adminBlogCategoriesQuery(audience));
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => createBlogCategory(audience, name.trim()),
    onSuccess: async ({ message }) => {
      toast.success(message || t('categories.added'));
      setName('');
      await queryClient.invalidateQueries({ queryKey: adminBlogKeys.categories(audience) });
    },
    onError: (failure) => {
      setError(messageOf(failure));
      toast.error(messageOf(failure));
    },
  });

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) setError(t('categories.nameRequired'));
    else add.mutate();
  }

  return (
    <section aria-labelledby="blog-categories-heading" className="max-w-3xl">
      <title>{t('pageTitle', { page: t('categories.heading'), brand: siteConfig.brand })}</title>
      <Link to={adminBlogPaths.list({})} className="text-sm font-medium text-sky-700 hover:underline">
        {t('allArticles')}
      </Link>
      <h1 id="blog-categories-heading" className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        {t('categories.heading')}
      </h1>
      <nav aria-label={t('categories.blogNav')} className="mt-4 inline-flex rounded-lg bg-slate-100 p-1">
        {AUDIENCES.map((each) => (
          <Link
            key={each}
            to={adminBlogPaths.categories(each)}
            aria-current={each === audience ? 'page' : undefined}
            className={`rounded-md px-4 py-1.5 text-sm font-medium ${each === audience ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(`audience.${each}`)}
          </Link>
        ))}
      </nav>

      <form onSubmit={onAdd} noValidate aria-label={t('categories.addForm')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            id="new-blog-category"
            label={t('categories.newFor', { audience })}
            name="name"
            required
            maxLength={60}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </div>
        <button
          type="submit"
          disabled={add.isPending}
          className="mb-px rounded-lg bg-sky-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-70"
        >
          {add.isPending ? t('categories.adding') : t('categories.add')}
        </button>
      </form>

      <div className="mt-6">
        {categories.isPending ? (
          <p role="status" className="text-slate-600">
            {t('categories.loading')}
          </p>
        ) : categories.isError ? (
          <ErrorState title={t('categories.loadError')} message={categories.error.message} onRetry={() => categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <EmptyState title={t('categories.empty', { audience })}>{t('categories.emptyHint')}</EmptyState>
        ) : (
          <ul
            aria-label={t('categories.label')}
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {categories.data.map((category) => (
              <CategoryItem key={category.blog_category_id} category={category} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
