import type { BlogCategory, BlogPost, BlogSummary } from '@stock/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

function summary(id: number, overrides: Partial<BlogSummary> = {}): BlogSummary {
  const title = overrides.title ?? `Choosing images for a landing page ${id}`;
  return {
    id,
    blog_id: id,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    excerpt: 'What makes a hero image work, and how to find one that fits.',
    cover_url: null,
    blog_category_id: 3,
    category: 'How-tos',
    tags: ['landing pages'],
    author: 'Mara Quill',
    published_at: '2026-11-19T09:00:00.000Z',
    view_count: 42,
    reading_minutes: 6,
    language: 'en',
    ...overrides,
  };
}

const CATEGORIES: BlogCategory[] = [
  { blog_category_id: 3, name: 'How-tos', slug: 'how-tos', post_count: 7 },
  { blog_category_id: 4, name: 'Licensing', slug: 'licensing', post_count: 5 },
];

const POST: BlogPost = {
  ...summary(9, { title: 'Licensing explained', blog_category_id: 4, category: 'Licensing' }),
  body_html: '<h2>Standard or extended?</h2><p>Most uses need only the <strong>standard</strong> license.</p>',
};

const lists = (prefix: '' | '/contributor') => ({
  [`${prefix}/recent/blogs`]: { data: { blogs: [summary(20, { title: 'Newest article' })] } },
  [`${prefix}/most/viewed/blogs`]: { data: { blogs: [summary(21, { title: 'Most read article' })] } },
  [prefix ? '/contributor/blogs/related/categories' : '/blogs/related/categories']: { data: { categories: CATEGORIES } },
});

function paged(results: BlogSummary[], total_pages = 3) {
  return { data: { results, totalCount: 12, total_pages, page_no: 2, limit: 5 } };
}

describe('buyers blog list', () => {
  it('asks the feed for the query, category and page in its URL, and lists the articles', async () => {
    const mock = stubApi({ '/blogs/feed': paged([summary(1), summary(2)]), ...lists('') });
    renderRoute('/buyer/blogs?query=hero%20image&blog_category_id=3&page_no=2');
    const list = await screen.findByRole('list', { name: 'Article list' });
    expect(within(list).getByRole('link', { name: 'Choosing images for a landing page 1' })).toHaveAttribute(
      'href',
      '/buyer/blogs/choosing-images-for-a-landing-page-1',
    );
    expect(Object.fromEntries(callsTo(mock, '/blogs/feed')[0]?.searchParams ?? [])).toEqual({
      query: 'hero image',
      blog_category_id: '3',
      page_no: '2',
      limit: '5',
    });
    expect(screen.getByRole('combobox', { name: 'Search articles' })).toHaveValue('hero image');
    expect(within(list).getAllByText('6 min read')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/buyer/blogs?query=hero%20image&blog_category_id=3&page_no=3',
    );
    const chips = await screen.findByRole('list', { name: 'Categories' });
    expect(within(chips).getByRole('link', { name: /Licensing/ })).toHaveAttribute(
      'href',
      '/buyer/blogs?query=hero%20image&blog_category_id=4',
    );
    expect(await screen.findByRole('link', { name: 'Newest article' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Most read article' })).toBeInTheDocument();
  });

  it('says when no article matches the search', async () => {
    stubApi({ '/blogs/feed': { data: { results: [], totalCount: 0, total_pages: 0, page_no: 1, limit: 5 } }, ...lists('') });
    renderRoute('/buyer/blogs?query=zebras');
    expect(await screen.findByText('No articles match “zebras”')).toBeInTheDocument();
  });

  it('suggests titles as the reader types', async () => {
    const mock = stubApi({
      '/blogs/feed': paged([summary(1)], 1),
      '/blog/suggestion': { data: { suggestions: [{ id: 9, title: 'Licensing explained', slug: 'licensing-explained' }] } },
      ...lists(''),
    });
    renderRoute('/buyer/blogs');
    const field = await screen.findByRole('combobox', { name: 'Search articles' });
    fireEvent.change(field, { target: { value: 'licen' } });
    expect(await screen.findByRole('option', { name: 'Licensing explained' })).toBeInTheDocument();
    expect(callsTo(mock, '/blog/suggestion')[0]?.searchParams.get('query')).toBe('licen');
  });
});

describe('buyers blog article', () => {
  it('renders the body HTML, the facts and the similar articles', async () => {
    const mock = stubApi({
      '/blog/by/slug': { data: { blog: POST } },
      '/blogs/similar': { data: { blogs: [summary(30, { title: 'Extended licenses for merchandise' })] } },
      ...lists(''),
    });
    renderRoute('/buyer/blogs/licensing-explained');
    expect(await screen.findByRole('heading', { level: 1, name: 'Licensing explained' })).toBeInTheDocument();
    expect(callsTo(mock, '/blog/by/slug')[0]?.searchParams.get('slug')).toBe('licensing-explained');
    const body = screen.getByTestId('blog-body');
    expect(body).toHaveClass('prose');
    expect(within(body).getByRole('heading', { level: 2, name: 'Standard or extended?' })).toBeInTheDocument();
    expect(within(body).getByText('standard').tagName).toBe('STRONG');
    expect(screen.getByText('By Mara Quill')).toBeInTheDocument();
    expect(screen.getByText('42 views')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Licensing explained · Lumora blog'));

    const similar = await screen.findByRole('list', { name: 'Similar articles' });
    expect(within(similar).getByRole('link', { name: 'Extended licenses for merchandise' })).toHaveAttribute(
      'href',
      '/buyer/blogs/extended-licenses-for-merchandise',
    );
    expect(Object.fromEntries(callsTo(mock, '/blogs/similar')[0]?.searchParams ?? [])).toEqual({ blog_id: '9', blog_category_id: '4' });
    const related = await screen.findByRole('list', { name: 'Related categories' });
    expect(within(related).getByRole('link', { name: /How-tos/ })).toHaveAttribute('href', '/buyer/blogs?blog_category_id=3');
  });

  it('marks the article with its own language when it is not the interface’s', async () => {
    stubApi({
      '/blog/by/slug': { data: { blog: { ...POST, title: 'Lizenzen erklärt', language: 'de' } } },
      '/blogs/similar': { data: { blogs: [] } },
      ...lists(''),
    });
    renderRoute('/buyer/blogs/licensing-explained');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lizenzen erklärt' });
    expect(heading.closest('article')).toHaveAttribute('lang', 'de');
  });

  it('gives an article in the interface’s language no lang of its own', async () => {
    stubApi({ '/blog/by/slug': { data: { blog: POST } }, '/blogs/similar': { data: { blogs: [] } }, ...lists('') });
    renderRoute('/buyer/blogs/licensing-explained');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Licensing explained' });
    expect(heading.closest('article')).not.toHaveAttribute('lang');
  });

  it('shows a not-found page for an unknown slug', async () => {
    stubApi({ '/blog/by/slug': () => envelopeResponse(404, null, 'This article does not exist.'), ...lists('') });
    renderRoute('/buyer/blogs/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'This article is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/buyer/blogs');
  });
});

describe('contributor blog', () => {
  it('sends a signed-out reader of the list to sign in, and back after', async () => {
    const mock = stubApi({});
    const { router } = renderRoute('/contributor/blogs?query=review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/contributor/blogs?query=review')}`);
    expect(callsTo(mock, '/contributor/blogs')).toHaveLength(0);
  });

  it('sends a signed-out reader of an article to sign in', async () => {
    stubApi({});
    const { router } = renderRoute('/contributor/blogs/getting-through-review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/contributor/blogs/getting-through-review')}`);
  });

  it('reads the contributor calls with the contributor token when signed in', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    const mock = stubApi({ '/contributor/blogs': paged([summary(5, { title: 'Getting through review' })], 1), ...lists('/contributor') });
    renderRoute('/contributor/blogs');
    const list = await screen.findByRole('list', { name: 'Article list' });
    expect(within(list).getByRole('link', { name: 'Getting through review' })).toHaveAttribute(
      'href',
      '/contributor/blogs/getting-through-review',
    );
    const [input, init] =
      mock.mock.calls.find(([url]) => new URL(String(url), 'http://localhost').pathname === '/api/contributor/blogs') ?? [];
    expect(String(input)).toContain('page_no=1');
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer contributor-jwt');
  });
});
