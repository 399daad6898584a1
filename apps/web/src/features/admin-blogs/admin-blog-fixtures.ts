import type { AdminBlogCategory, AdminBlogPost } from '@stock/contracts';
import type { stubApi } from '../../test/fetch-stub';

/** An article as GET /admin/blogs answers it, with what a test needs changed. */
export function adminPost(id: number, overrides: Partial<AdminBlogPost> = {}): AdminBlogPost {
  const title = overrides.title ?? `Article ${id}`;
  return {
    id,
    blog_id: id,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    excerpt: 'A short excerpt.',
    cover_url: null,
    blog_category_id: 4,
    category: 'Licensing',
    tags: ['licence'],
    author: 'Ada Admin',
    published_at: '2026-11-19T09:00:00.000Z',
    view_count: 42,
    reading_minutes: 3,
    language: 'en',
    body_html: '<p>Hello</p>',
    audience: 'buyers',
    status: 'published',
    body_markdown: 'Hello',
    publish_at: '2026-11-19T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    seo_title: null,
    seo_description: null,
    ...overrides,
  };
}

export const ADMIN_CATEGORIES: AdminBlogCategory[] = [
  { blog_category_id: 4, audience: 'buyers', name: 'Licensing', slug: 'licensing', post_count: 3 },
  { blog_category_id: 5, audience: 'buyers', name: 'How-tos', slug: 'how-tos', post_count: 0 },
];

export const signInAdmin = (storage: Storage, keys: { token: string; user: string }) => {
  storage.setItem(keys.token, 'admin-jwt');
  storage.setItem(keys.user, JSON.stringify({ id: 3, name: 'Ada Admin' }));
};

/** The bodies sent to one API path with one method, in order. */
export const requestBodies = (mock: ReturnType<typeof stubApi>, path: string, method: string) =>
  mock.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === `/api${path}` && init?.method === method)
    .map(([, init]) => init?.body);
