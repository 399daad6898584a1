import type { AdminBlogCategory, AdminBlogPost, BlogAudience, BlogImage, SaveBlogPostBody } from '@stock/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, dataOrNotFound, dataOrServerMessage } from '../../api/client';

export type BlogStatus = AdminBlogPost['status'];

export interface AdminBlogFilters {
  audience: BlogAudience | null;
  status: BlogStatus | null;
  categoryId: number | null;
  query: string;
  page: number;
}

export const ADMIN_BLOGS_PER_PAGE = 20;

interface PagedAdminBlogs {
  results: AdminBlogPost[];
  totalCount: number;
  total_pages: number;
  page_no: number;
}

export const adminBlogKeys = {
  all: ['admin', 'blogs'] as const,
  list: (filters: AdminBlogFilters) => [...adminBlogKeys.all, 'list', filters] as const,
  post: (id: number) => [...adminBlogKeys.all, 'post', id] as const,
  categories: (audience: BlogAudience) => [...adminBlogKeys.all, 'categories', audience] as const,
  preview: (markdown: string) => [...adminBlogKeys.all, 'preview', markdown] as const,
};

export const adminBlogListQuery = (filters: AdminBlogFilters) =>
  queryOptions({
    queryKey: adminBlogKeys.list(filters),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<PagedAdminBlogs>('/admin/blogs', {
          role: 'admin',
          signal,
          query: {
            audience: filters.audience ?? undefined,
            status: filters.status ?? undefined,
            blog_category_id: filters.categoryId ?? undefined,
            query: filters.query || undefined,
            page_no: filters.page,
            limit: ADMIN_BLOGS_PER_PAGE,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const adminBlogQuery = (id: number) =>
  queryOptions({
    queryKey: adminBlogKeys.post(id),
    queryFn: async ({ signal }) =>
      dataOrNotFound(await apiRequest<{ blog: AdminBlogPost }>(`/admin/blogs/${id}`, { role: 'admin', signal })).blog,
  });

export const adminBlogCategoriesQuery = (audience: BlogAudience) =>
  queryOptions({
    queryKey: adminBlogKeys.categories(audience),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<{ categories: AdminBlogCategory[] }>('/admin/blogs/categories', { role: 'admin', signal, query: { audience } }),
      ).categories,
  });

/** The sanitised HTML the body renders to: exactly what readers will get. */
export const blogPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: adminBlogKeys.preview(markdown),
    queryFn: async ({ signal }) =>
      dataOrServerMessage(
        await apiRequest<{ body_html: string }>('/admin/blogs/preview', {
          method: 'POST',
          role: 'admin',
          signal,
          body: { body_markdown: markdown },
        }),
      ).body_html,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Creates the article, or changes it when it has an id; answers the saved article and the server's message. */
export async function saveBlogPost(id: number | null, body: SaveBlogPostBody) {
  const answer = await apiRequest<{ blog: AdminBlogPost }>(id ? `/admin/blogs/${id}` : '/admin/blogs', {
    method: id ? 'PUT' : 'POST',
    role: 'admin',
    body,
  });
  return { blog: dataOrServerMessage(answer).blog, message: answer.message };
}

export async function deleteBlogPost(id: number): Promise<string> {
  const answer = await apiRequest<null>(`/admin/blogs/${id}`, { method: 'DELETE', role: 'admin' });
  dataOrServerMessage(answer);
  return answer.message;
}

export async function uploadBlogImage(file: File, alt?: string): Promise<BlogImage> {
  const form = new FormData();
  if (alt) form.append('alt', alt);
  form.append('image', file);
  return dataOrServerMessage(await apiRequest<{ image: BlogImage }>('/admin/blogs/images', { method: 'POST', role: 'admin', body: form }))
    .image;
}

export async function createBlogCategory(audience: BlogAudience, name: string) {
  const answer = await apiRequest<{ category: AdminBlogCategory }>('/admin/blogs/categories', {
    method: 'POST',
    role: 'admin',
    body: { audience, name },
  });
  return { category: dataOrServerMessage(answer).category, message: answer.message };
}

export async function renameBlogCategory(id: number, name: string) {
  const answer = await apiRequest<{ category: AdminBlogCategory }>(`/admin/blogs/categories/${id}`, {
    method: 'PUT',
    role: 'admin',
    body: { name },
  });
  return { category: dataOrServerMessage(answer).category, message: answer.message };
}

export async function deleteBlogCategory(id: number): Promise<string> {
  const answer = await apiRequest<null>(`/admin/blogs/categories/${id}`, { method: 'DELETE', role: 'admin' });
  dataOrServerMessage(answer);
  return answer.message;
}
