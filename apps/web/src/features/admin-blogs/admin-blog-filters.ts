import type { BlogAudience } from '@stock/contracts';
import { PAGES } from '../../app-paths';
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
  return PAGES.adminBlogs.build(filters);
}

export const adminBlogPaths = {
  list: adminBlogListHref,
  create: PAGES.adminBlogNew.build,
  edit: PAGES.adminBlogEdit.build,
  categories: PAGES.adminBlogCategories.build,
};

export { AUDIENCES, STATUSES };
