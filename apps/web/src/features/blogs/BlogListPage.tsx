import type { BlogAudience } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { blogPaths } from '../../app-paths';
import { Pagination } from '../../components/pagination/Pagination';
import { EmptyState } from '../../components/states/EmptyState';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { BlogCard } from './BlogCard';
import { BlogCategoryChips } from './BlogCategoryChips';
import { BlogSearchBox } from './BlogSearchBox';
import { BlogSideColumn } from './BlogSideColumn';
import { blogCategoriesQuery, blogListQuery, readBlogListState } from './blog-queries';

/** The blog's list of articles: search, categories and pages all live in the URL. */
export function BlogListPage({ audience }: { audience: BlogAudience }) {
  const { t } = useTranslation('blogs');
  const [params] = useSearchParams();
  const state = readBlogListState(params);
  const list = useQuery(blogListQuery(audience, state));
  const categories = useQuery(blogCategoriesQuery(audience));
  const category = categories.data?.find((item) => item.blog_category_id === state.categoryId);
  const heading = state.query ? t('list.about', { query: state.query }) : (category?.name ?? t('name', { audience }));

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 wrap-anywhere sm:px-8 sm:py-12">
      <title>{t(state.page > 1 ? 'list.pagedTitle' : 'list.title', { heading, page: state.page, brand: siteConfig.brand })}</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">
          <Link to={blogPaths.list(audience)} className="hover:underline">
            {t('brandBlog', { brand: siteConfig.brand, audience })}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('list.intro', { audience })}</p>
      </header>
      <div className="mt-8 max-w-2xl">
        {/* Keyed by the URL's query, so back and forward put the field back in step with the list. */}
        <BlogSearchBox key={state.query} audience={audience} initialQuery={state.query} categoryId={state.categoryId} />
      </div>
      <nav aria-label={t('list.categories')} className="mt-6">
        {categories.data && (
          <BlogCategoryChips audience={audience} categories={categories.data} selectedId={state.categoryId} query={state.query} />
        )}
      </nav>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('list.articles')} aria-busy={list.isFetching && list.isPlaceholderData}>
          {list.isPending ? (
            <div role="status" aria-label={t('list.loading')} className="space-y-4">
              {[0, 1, 2].map((row) => (
                <div key={row} className="h-40 animate-pulse rounded-2xl bg-slate-100" />
              ))}
            </div>
          ) : list.isError ? (
            <ErrorState message={t('list.loadError')} onRetry={() => list.refetch()} />
          ) : list.data.results.length === 0 ? (
            <EmptyState title={state.query ? t('list.noMatch', { query: state.query }) : t('list.empty')}>
              <Link to={blogPaths.list(audience)} className="font-semibold text-sky-700 hover:underline">
                {t('seeAll')}
              </Link>
            </EmptyState>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-500">{t('list.count', { count: list.data.totalCount })}</p>
              <ul aria-label={t('list.list')} className="flex flex-col gap-5">
                {list.data.results.map((blog) => (
                  <li key={blog.id}>
                    <BlogCard audience={audience} blog={blog} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={state.page}
                totalPages={list.data.total_pages}
                hrefOf={(page) => blogPaths.list(audience, { ...state, page })}
              />
            </>
          )}
        </section>
        <BlogSideColumn audience={audience} />
      </div>
    </div>
  );
}
