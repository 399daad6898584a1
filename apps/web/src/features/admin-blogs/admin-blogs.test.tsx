import type { AdminBlogPost } from '@stock/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { ADMIN_CATEGORIES as CATEGORIES, adminPost as post, requestBodies, signInAdmin } from './admin-blog-fixtures';

// The pages' chunk compiles on its first import; doing that before the tests keeps it out of their time limits.
beforeAll(() => import('./AdminBlogPages'), 30_000);
beforeEach(() => signInAdmin(localStorage, SESSION_KEYS.admin));
afterEach(() => vi.unstubAllGlobals());

const paged = (results: AdminBlogPost[], total_pages = 1) => ({
  data: { results, totalCount: results.length, total_pages, page_no: 1, limit: 20 },
});
describe('the article list', () => {
  it('asks for the filters in its URL with the admin token, and shows each article with its status', async () => {
    const mock = stubApi({
      '/admin/blogs': paged([
        post(1, { title: 'Licensing explained' }),
        post(2, { title: 'Half written', status: 'draft', publish_at: null, published_at: null }),
        post(3, { title: 'Next week', status: 'scheduled', publish_at: '2999-01-02T10:00:00.000Z' }),
      ]),
      '/admin/blogs/categories': { data: { categories: CATEGORIES } },
    });
    renderRoute('/admin/blogs?audience=buyers&status=published&blog_category_id=4&query=licence&page_no=2');
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(within(list).getByText('Scheduled · Jan 2, 2999')).toBeInTheDocument();
    expect(within(list).getByText('Published · Nov 19, 2026')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Licensing explained' })).toHaveAttribute('href', '/admin/blogs/1');
    expect(within(list).getByRole('link', { name: 'View Licensing explained' })).toHaveAttribute(
      'href',
      '/buyer/blogs/licensing-explained',
    );
    expect(within(list).queryByRole('link', { name: 'View Half written' })).not.toBeInTheDocument();

    const call = callsTo(mock, '/admin/blogs')[0];
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      audience: 'buyers',
      status: 'published',
      blog_category_id: '4',
      query: 'licence',
      page_no: '2',
      limit: '20',
    });
    expect(mock.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer admin-jwt' });
  }, 15_000);

  it('changes the URL when a filter changes, and starts again at page 1', async () => {
    stubApi({ '/admin/blogs': paged([post(1)]), '/admin/blogs/categories': { data: { categories: CATEGORIES } } });
    const { router } = renderRoute('/admin/blogs?page_no=3');
    await screen.findByRole('list', { name: 'Articles' });
    expect(screen.getByLabelText('Category')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'contributors' } });
    await waitFor(() => expect(router.state.location.search).toBe('?audience=contributors'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await waitFor(() => expect(router.state.location.search).toBe('?audience=contributors&status=draft'));
    const user = userEvent.setup();
    const find = within(screen.getByRole('form', { name: 'Find articles' }));
    await user.type(find.getByLabelText('Search articles'), 'hero image');
    await user.click(find.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?audience=contributors&status=draft&query=hero%20image'));
  }, 15_000);

  it('shows an empty state, and an error state that retries', async () => {
    let fail = true;
    stubApi({ '/admin/blogs': () => (fail ? envelopeResponse(500, null, 'Database unavailable') : envelopeResponse(200, paged([]).data)) });
    renderRoute('/admin/blogs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  }, 15_000);

  it('deletes an article only after confirming', async () => {
    let posts = [post(1, { title: 'Old news', view_count: 7 }), post(2)];
    const mock = stubApi({
      '/admin/blogs': () => envelopeResponse(200, paged(posts).data),
      '/admin/blogs/1': () => {
        posts = posts.slice(1);
        return envelopeResponse(200, null, 'The article is deleted.');
      },
    });
    renderRoute('/admin/blogs');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this article?' });
    expect(dialog).toHaveTextContent('with its 7 views');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requestBodies(mock, '/admin/blogs/1', 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old news' }));
    await user.click(screen.getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('The article is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old news' })).not.toBeInTheDocument());
    expect(requestBodies(mock, '/admin/blogs/1', 'DELETE')).toHaveLength(1);
  }, 15_000);
});
