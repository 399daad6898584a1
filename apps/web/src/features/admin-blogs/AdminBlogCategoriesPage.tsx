import type { BlogAudience } from '@stock/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { messageOf } from '../auth/form/server-errors';
import { TextField } from '../auth/form/TextField';
import { adminBlogCategoriesQuery, adminBlogKeys, createBlogCategory } from './admin-blog-api';
import { AUDIENCE_LABELS, AUDIENCES, adminBlogPaths } from './admin-blog-filters';
import { CategoryItem } from './CategoryItem';

/** The categories of each blog: added, renamed and deleted here; articles can also add one by naming it. */
export function AdminBlogCategoriesPage() {
  const [params] = useSearchParams();
  const audience: BlogAudience = params.get('audience') === 'contributors' ? 'contributors' : 'buyers';
  const categories = useQuery(adminBlogCategoriesQuery(audience));
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: () => createBlogCategory(audience, name.trim()),
    onSuccess: async ({ message }) => {
      toast.success(message || 'The category is added.');
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
    if (!name.trim()) setError('Type the name of the new category.');
    else add.mutate();
  }

  return (
    <section aria-labelledby="blog-categories-heading" className="max-w-3xl">
      <title>{`Blog categories · Administration · ${siteConfig.brand}`}</title>
      <Link to={adminBlogPaths.list({})} className="text-sm font-medium text-sky-700 hover:underline">
        ← All articles
      </Link>
      <h1 id="blog-categories-heading" className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
        Blog categories
      </h1>
      <nav aria-label="Blog" className="mt-4 inline-flex rounded-lg bg-slate-100 p-1">
        {AUDIENCES.map((each) => (
          <Link
            key={each}
            to={adminBlogPaths.categories(each)}
            aria-current={each === audience ? 'page' : undefined}
            className={`rounded-md px-4 py-1.5 text-sm font-medium ${each === audience ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {AUDIENCE_LABELS[each]}
          </Link>
        ))}
      </nav>

      <form onSubmit={onAdd} noValidate aria-label="Add a category" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            id="new-blog-category"
            label={`New category for ${AUDIENCE_LABELS[audience].toLowerCase()}`}
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
          {add.isPending ? 'Adding...' : 'Add category'}
        </button>
      </form>

      <div className="mt-6">
        {categories.isPending ? (
          <p role="status" className="text-slate-600">
            Loading categories...
          </p>
        ) : categories.isError ? (
          <ErrorState title="The categories could not be loaded" message={categories.error.message} onRetry={() => categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <EmptyState title={`The ${audience} blog has no categories yet`}>Add one above, or name one when writing an article.</EmptyState>
        ) : (
          <ul aria-label="Categories" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
            {categories.data.map((category) => (
              <CategoryItem key={category.blog_category_id} category={category} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
