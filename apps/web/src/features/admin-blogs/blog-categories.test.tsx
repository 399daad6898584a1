import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { ADMIN_CATEGORIES, requestBodies, signInAdmin } from './admin-blog-fixtures';

// The pages' chunk compiles on its first import; doing that before the tests keeps it out of their time limits.
beforeAll(() => import('./AdminBlogPages'), 30_000);
beforeEach(() => signInAdmin(localStorage, SESSION_KEYS.admin));
afterEach(() => vi.unstubAllGlobals());

describe('blog categories', () => {
  it('lists the categories of the chosen blog with their article counts', async () => {
    const mock = stubApi({ '/admin/blogs/categories': { data: { categories: [] } } });
    renderRoute('/admin/blogs/categories?audience=contributors');
    expect(await screen.findByText('The contributors blog has no categories yet')).toBeInTheDocument();
    expect(callsTo(mock, '/admin/blogs/categories')[0]?.searchParams.get('audience')).toBe('contributors');
    expect(screen.getByRole('link', { name: 'Contributors' })).toHaveAttribute('aria-current', 'page');
  }, 15_000);

  it('adds a category, and shows a refused name under the field', async () => {
    let categories = ADMIN_CATEGORIES;
    const mock = stubApi({
      '/admin/blogs/categories': (_url, init) => {
        if (init?.method !== 'POST') return envelopeResponse(200, { categories });
        const { name } = JSON.parse(String(init.body));
        if (name === 'How-tos') return envelopeResponse(409, null, 'The buyers blog already has a category called "How-tos".');
        const added = { blog_category_id: 9, audience: 'buyers' as const, name, slug: 'colour', post_count: 0 };
        categories = [...ADMIN_CATEGORIES, added];
        return envelopeResponse(200, { category: added }, 'The category is added.');
      },
    });
    renderRoute('/admin/blogs/categories');
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(within(list).getByText('/licensing · 3 articles')).toBeInTheDocument();
    const user = userEvent.setup();
    const add = within(screen.getByRole('form', { name: 'Add a category' }));
    await user.click(add.getByRole('button', { name: 'Add category' }));
    expect(add.getByText('Type the name of the new category.')).toBeInTheDocument();

    fireEvent.change(add.getByLabelText('New category for buyers'), { target: { value: 'How-tos' } });
    await user.click(add.getByRole('button', { name: 'Add category' }));
    expect(await add.findByText('The buyers blog already has a category called "How-tos".')).toBeInTheDocument();

    fireEvent.change(add.getByLabelText('New category for buyers'), { target: { value: 'Colour' } });
    await user.click(add.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('The category is added.')).toBeInTheDocument();
    expect(await within(list).findByText('/colour · 0 articles')).toBeInTheDocument();
    expect(JSON.parse(String(requestBodies(mock, '/admin/blogs/categories', 'POST').at(-1)))).toEqual({
      audience: 'buyers',
      name: 'Colour',
    });
  }, 15_000);

  it('renames a category in place and deletes one after confirming', async () => {
    const mock = stubApi({
      '/admin/blogs/categories': { data: { categories: ADMIN_CATEGORIES } },
      '/admin/blogs/categories/4': () =>
        envelopeResponse(200, { category: { ...ADMIN_CATEGORIES[0], name: 'Licences' } }, 'The category is renamed.'),
      '/admin/blogs/categories/5': () => envelopeResponse(200, null, 'The category is deleted.'),
    });
    renderRoute('/admin/blogs/categories');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Licensing' }));
    const rename = within(screen.getByRole('form', { name: 'Rename Licensing' }));
    expect(rename.getByLabelText('New name for Licensing')).toHaveFocus();
    fireEvent.change(rename.getByLabelText('New name for Licensing'), { target: { value: 'Licences' } });
    await user.click(rename.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The category is renamed.')).toBeInTheDocument();
    expect(JSON.parse(String(requestBodies(mock, '/admin/blogs/categories/4', 'PUT')[0]))).toEqual({ name: 'Licences' });

    await user.click(screen.getByRole('button', { name: 'Delete Licensing' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Its 3 articles stay published, without a category.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete How-tos' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('No article uses it.');
    await user.click(screen.getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('The category is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(requestBodies(mock, '/admin/blogs/categories/5', 'DELETE')).toHaveLength(1));
    expect(requestBodies(mock, '/admin/blogs/categories/4', 'DELETE')).toHaveLength(0);
  }, 15_000);
});
