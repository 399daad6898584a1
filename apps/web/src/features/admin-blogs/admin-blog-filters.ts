import type { BlogAudience } from '@stock/contracts';
import type { AdminBlogFilters, BlogStatus } from './admin-blog-api';

const AUDIENCES: readonly BlogAudience[] = ['buyers', 'contributors'];
const STATUSES: readonly BlogStatus[] = ['draft', 'scheduled', 'published'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null => (list.includes(value as T) ? (value as T) : null);
const positive = (value: string | null) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The list's filters from its URL (?audience=, ?status=, ?blog_category_id=, ?query=, ?page_no=), so views can be linked. */
export function readAdminBlogFilters(params: URLSearchParams): AdminBlogFilters {
  const audience = oneOf(AUDIENCES, params.get('audience'));
  return {
    audience,
    status: oneOf(STATUSES, params.get('status')),
    // A category belongs to one audience's blog, so it only filters once the audience is chosen.
    categoryId: audience ? positive(params.get('blog_category_id')) : null,
    query: (params.get('query') ?? '').trim(),
    page: positive(params.get('page_no')) ?? 1,
  };
}

export function adminBlogListHref(filters: Partial<AdminBlogFilters>): string {
  const params = new URLSearchParams();
  if (filters.audience) params.set('audience', filters.audience);
  if (filters.status) params.set('status', filters.status);
  if (filters.audience && filters.categoryId) params.set('blog_category_id', String(filters.categoryId));
  if (filters.query) params.set('query', filters.query);
  if (filters.page && filters.page > 1) params.set('page_no', String(filters.page));
  const search = params.toString().replace(/\+/g, '%20');
  return search ? `/admin/blogs?${search}` : '/admin/blogs';
}

export const adminBlogPaths = {
  list: adminBlogListHref,
  create: () => '/admin/blogs/new',
  edit: (id: number) => `/admin/blogs/${id}`,
  categories: (audience?: BlogAudience) =>
    audience === 'contributors' ? '/admin/blogs/categories?audience=contributors' : '/admin/blogs/categories',
};

export const AUDIENCE_LABELS: Record<BlogAudience, string> = { buyers: 'Buyers', contributors: 'Contributors' };
export const STATUS_LABELS: Record<BlogStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
export { AUDIENCES, STATUSES };
