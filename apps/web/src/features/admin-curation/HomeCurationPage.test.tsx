import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, firstBodySentTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const category = (id: number, name: string, type = 'IMAGE') => ({
  category_id: id,
  name,
  slug: name.toLowerCase(),
  type,
  on_home: true,
  home_position: null,
  cover_media_id: null,
  file_count: 3,
});
const HOME = {
  categories: [category(1, 'Nature'), category(2, 'Food'), category(3, 'Motion', 'VIDEO')],
  collections: [
    { collection_id: 5, name: 'Blue <b>hour</b>', slug: 'blue-hour', description: '', published: true, position: null, media_ids: [9, 8] },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the home page curation of the console', { timeout: 20_000 }, () => {
  it('moves a category up, takes one off the home page, sets a cover, and creates a collection', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const mock = stubApi({
      '/admin/home': { data: HOME },
      '/admin/home/categories': () => envelopeResponse(200, HOME, 'The home page shows 2 categories in the new order.'),
      '/admin/collections': () => envelopeResponse(200, { collection: HOME.collections[0] }, 'The collection Winter is created.'),
    });
    renderRoute('/admin/home-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.getAllByText(/Blue <b>hour<\/b>/).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    const list = within(screen.getByRole('list', { name: 'Home page categories' }));
    await user.click(list.getByRole('button', { name: 'Move Motion Up' }));
    await user.click(list.getByRole('checkbox', { name: /Food/ }));
    await user.type(list.getByLabelText('Cover file id of Nature'), '42');
    const save = within(screen.getByRole('form', { name: 'Save the home page categories' }));
    await user.type(save.getByLabelText(/Reason/), 'Video week');
    await user.click(save.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText('The home page shows 2 categories in the new order.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/home/categories')).toEqual({
      categories: [
        { category_id: 1, cover_media_id: 42 },
        { category_id: 3, cover_media_id: null },
      ],
      reason: 'Video week',
    });

    const form = within(screen.getByRole('form', { name: 'New collection' }));
    await user.type(form.getByLabelText('Name'), 'Winter');
    await user.type(form.getByLabelText('File ids, in order'), '12, 15 18');
    await user.type(form.getByLabelText(/Reason/), 'Season');
    await user.click(form.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('The collection Winter is created.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/collections')).toEqual({
      name: 'Winter',
      description: '',
      media_ids: [12, 15, 18],
      published: true,
      reason: 'Season',
    });
  });
});
