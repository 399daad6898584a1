import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, firstBodySentTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const category = (id: number, name: string, parent: number | null, position: number, type = 'IMAGE') => ({
  category_id: id,
  name,
  slug: name.toLowerCase(),
  type,
  parent_id: parent,
  position,
  file_count: 3,
  names: name === 'Mountains' ? { de: 'Berge', fr: 'Montagnes' } : {},
});
const CATEGORIES = [
  category(1, 'Nature', null, 0),
  category(4, 'Mountains', 1, 0),
  category(5, 'Seas', 1, 1),
  category(2, 'Food <b>', null, 1),
  category(3, 'Motion', null, 0, 'VIDEO'),
];

afterEach(() => vi.unstubAllGlobals());

describe('the categories page of the console', { timeout: 20_000 }, () => {
  it('lists the tree, creates, renames and moves, merges with the password, and reorders subcategories', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const saved = (message: string) => () => envelopeResponse(200, { category: CATEGORIES[0] }, message);
    // As the server would, the tree read after the merge no longer has the merged category.
    let merged = false;
    const mock = stubApi({
      '/admin/categories': (_url, init) =>
        init?.method === 'POST'
          ? envelopeResponse(200, { category: CATEGORIES[0] }, 'The category Forests is created.')
          : envelopeResponse(200, { categories: merged ? CATEGORIES.filter((c) => c.category_id !== 2) : CATEGORIES }),
      '/admin/categories/5': saved('The category Coasts is saved.'),
      '/admin/categories/2/merge': () => {
        merged = true;
        return saved('Merged into Nature.')();
      },
      '/admin/reauth': () => envelopeResponse(200, { reauthenticated_until: '2026-01-01T00:00:00Z' }),
      '/admin/categories/order': () => envelopeResponse(200, { categories: CATEGORIES }, 'The categories are in the new order.'),
      '/admin/categories/4/names': saved('The category Mountains is saved.'),
    });
    renderRoute('/admin/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' }, { timeout: 15_000 })).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Photos categories' }));
    expect(photos.getByText('Food <b>')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Subcategories of Nature' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Mountains'), expect.stringContaining('Seas')]);
    const user = userEvent.setup();

    const create = within(screen.getByRole('form', { name: 'New category' }));
    await user.type(create.getByLabelText('Name'), 'Forests');
    await user.selectOptions(create.getByLabelText('Parent'), 'Nature');
    await user.type(create.getByLabelText(/Reason/), 'New shoot');
    await user.click(create.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('The category Forests is created.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/categories')).toEqual({ name: 'Forests', type: 'IMAGE', parent_id: 1, reason: 'New shoot' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Photos / Nature / Seas');
    const edit = within(screen.getByRole('form', { name: 'Rename or move Seas' }));
    await user.clear(edit.getByLabelText('Name'));
    await user.type(edit.getByLabelText('Name'), 'Coasts');
    await user.selectOptions(edit.getByLabelText('Parent'), 'None (top level)');
    await user.type(edit.getByLabelText(/Reason/), 'Own shelf');
    await user.click(edit.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('The category Coasts is saved.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/categories/5')).toEqual({ name: 'Coasts', parent_id: null, reason: 'Own shelf' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Photos / Nature / Mountains');
    const names = within(screen.getByRole('form', { name: 'Names of Mountains in other languages' }));
    expect(names.getByLabelText('Deutsch')).toHaveValue('Berge');
    expect(names.getByLabelText('日本語')).toHaveValue('');
    expect(names.getByLabelText('日本語')).toHaveAttribute('placeholder', 'Mountains');
    await user.clear(names.getByLabelText('Français'));
    await user.type(names.getByLabelText('日本語'), ' 山 ');
    await user.type(names.getByLabelText(/Reason/), 'Translated');
    await user.click(names.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('The category Mountains is saved.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/categories/4/names')).toEqual({ names: { de: 'Berge', ja: '山' }, reason: 'Translated' });

    // The option shows the name literally; user-event matches options by innerHTML, so choose it by value.
    expect(within(screen.getByLabelText('Category')).getByText('Photos / Food <b>')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), '2');
    const merge = within(screen.getByRole('form', { name: 'Merge Food <b>' }));
    expect(within(merge.getByLabelText('Merge into')).queryByText('Videos / Motion')).toBeNull();
    await user.selectOptions(merge.getByLabelText('Merge into'), 'Photos / Nature');
    await user.type(merge.getByLabelText(/password, again/), 'secret-pass');
    await user.type(merge.getByLabelText(/Reason/), 'One shelf');
    await user.click(merge.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Merged into Nature.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/reauth')).toEqual({ password: 'secret-pass' });
    expect(firstBodySentTo(mock, '/admin/categories/2/merge')).toEqual({ into_id: 1, reason: 'One shelf' });
    // The page reads the tree again after a change and shows it as the server has it now.
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos categories' })).queryByText('Food <b>')).toBeNull());

    const subs = within(screen.getByRole('list', { name: 'Subcategories of Nature' }));
    await user.click(subs.getByRole('button', { name: 'Move Seas Up' }));
    const save = within(screen.getByRole('form', { name: 'Save the order of Subcategories of Nature' }));
    await user.type(save.getByLabelText(/Reason/), 'Seas first');
    await user.click(save.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('The categories are in the new order.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/categories/order')).toEqual({
      type: 'IMAGE',
      parent_id: 1,
      category_ids: [5, 4],
      reason: 'Seas first',
    });
  });
});
