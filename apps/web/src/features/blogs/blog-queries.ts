import type { BlogAudience, BlogCategory, BlogPost, BlogSummary } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound } from '../../api/client';
import type { Role } from '../../api/session';

export const BLOGS_PER_PAGE = 5;

/** Each audience's blog calls: the buyers' are public, the contributors' twins need the contributor token. */
const BLOG_API = {
  buyers: {
    role: undefined,
    list: '/blogs/feed',
    bySlug: '/blog/by/slug',
    recent: '/recent/blogs',
    mostViewed: '/most/viewed/blogs',
    similar: '/blogs/similar',
    categories: '/blogs/related/categories',
    suggestion: '/blog/suggestion',
  },
  contributors: {
    role: 'contributor',
    list: '/contributor/blogs',
    bySlug: '/contributor/blog/by/slug',
    recent: '/contributor/recent/blogs',
    mostViewed: '/contributor/most/viewed/blogs',
    similar: '/contributor/blogs/similar',
    categories: '/contributor/blogs/related/categories',
    suggestion: '/contributor/blog/suggestion',
  },
} as const satisfies Record<BlogAudience, Record<string, string | undefined> & { role: Role | undefined }>;

export interface BlogListState {
  query: string;
  categoryId: number | null;
  page: number;
}

interface PagedBlogs {
  results: BlogSummary[];
  totalCount: number;
  total_pages: number;
  page_no: number;
  limit: number;
}

export const blogKeys = {
  all: (audience: BlogAudience) => ['blogs', audience] as const,
  list: (audience: BlogAudience, state: BlogListState) => [...blogKeys.all(audience), 'list', state] as const,
  post: (audience: BlogAudience, slug: string) => [...blogKeys.all(audience), 'post', slug] as const,
  shelf: (audience: BlogAudience, shelf: 'recent' | 'mostViewed') => [...blogKeys.all(audience), 'shelf', shelf] as const,
  similar: (audience: BlogAudience, blogId: number, categoryId: number | null) =>
    [...blogKeys.all(audience), 'similar', blogId, categoryId] as const,
  categories: (audience: BlogAudience) => [...blogKeys.all(audience), 'categories'] as const,
  suggestions: (audience: BlogAudience, query: string) => [...blogKeys.all(audience), 'suggestions', query] as const,
};

const get = async <T>(audience: BlogAudience, path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  dataOrNotFound(await apiRequest<T>(path, { role: BLOG_API[audience].role, query, signal }));

export const blogListQuery = (audience: BlogAudience, state: BlogListState) =>
  queryOptions({
    queryKey: blogKeys.list(audience, state),
    queryFn: ({ signal }) =>
      get<PagedBlogs>(
        audience,
        BLOG_API[audience].list,
        {
          query: state.query || undefined,
          blog_category_id: state.categoryId ?? undefined,
          page_no: state.page,
          limit: BLOGS_PER_PAGE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const blogPostQuery = (audience: BlogAudience, slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(audience, slug),
    queryFn: async ({ signal }) => (await get<{ blog: BlogPost }>(audience, BLOG_API[audience].bySlug, { slug }, signal)).blog,
    staleTime: 60_000,
  });

/** The side column's shelves: the newest articles, and the most read. */
export type BlogShelf = 'recent' | 'mostViewed';

export const blogShelfQuery = (audience: BlogAudience, shelf: BlogShelf) =>
  queryOptions({
    queryKey: blogKeys.shelf(audience, shelf),
    queryFn: async ({ signal }) => (await get<{ blogs: BlogSummary[] }>(audience, BLOG_API[audience][shelf], {}, signal)).blogs,
    staleTime: 60_000,
  });

export const similarBlogsQuery = (audience: BlogAudience, blogId: number, categoryId: number | null) =>
  queryOptions({
    queryKey: blogKeys.similar(audience, blogId, categoryId),
    queryFn: async ({ signal }) =>
      (
        await get<{ blogs: BlogSummary[] }>(
          audience,
          BLOG_API[audience].similar,
          { blog_id: blogId, blog_category_id: categoryId ?? undefined },
          signal,
        )
      ).blogs,
    staleTime: 60_000,
  });

export const blogCategoriesQuery = (audience: BlogAudience) =>
  queryOptions({
    queryKey: blogKeys.categories(audience),
    queryFn: async ({ signal }) =>
      (await get<{ categories: BlogCategory[] }>(audience, BLOG_API[audience].categories, {}, signal)).categories,
    staleTime: 5 * 60_000,
  });

export const blogSuggestionsQuery = (audience: BlogAudience, query: string) =>
  queryOptions({
    queryKey: blogKeys.suggestions(audience, query),
    queryFn: async ({ signal }) =>
      (
        await get<{ suggestions: { id: number; title: string; slug: string }[] }>(
          audience,
          BLOG_API[audience].suggestion,
          { query },
          signal,
        )
      ).suggestions,
    staleTime: 60_000,
  });

/** Reads the list's state from its page URL: ?query=, ?blog_category_id=, ?page_no=. */
export function readBlogListState(params: URLSearchParams): BlogListState {
  const categoryId = Number.parseInt(params.get('blog_category_id') ?? '', 10);
  const page = Number.parseInt(params.get('page_no') ?? '1', 10);
  return {
    query: (params.get('query') ?? '').trim(),
    categoryId: Number.isSafeInteger(categoryId) && categoryId > 0 ? categoryId : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}
