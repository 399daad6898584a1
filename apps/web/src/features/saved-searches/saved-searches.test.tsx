import type { SavedSearch } from '@stock/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { fileSummary, searchResults } from '../../test/catalogue-fixtures';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signIn() {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Ada Buyer', role: 'buyer' }));
}

const bodiesTo = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

const SEARCH: SavedSearch = {
  saved_search_id: 5,
  name: 'mountain lake images',
  filters: { query: 'mountain lake', type: 'IMAGE', orientation: ['horizontal'], color: ['blue'] },
  email_alerts: true,
  new_since_visit: 7,
  new_since_visit_more: false,
  last_visited_at: '2026-11-10T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('saved searches', () => {
  it('saves the search on the page with its filters, without its page or order', async () => {
    signIn();
    const mock = stubApi({
      '/fetch': { data: searchResults([fileSummary(1)]) },
      '/buyer/saved/files': { data: { media_ids: [] } },
      '/buyer/save/search': { status: 200, data: { saved_search: SEARCH } },
    });
    renderRoute('/search?q=mountain%20lake&orientation=horizontal&color=blue&sort=newest&page=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Saved "mountain lake images": new files will come by e-mail each day')).toBeInTheDocument();
    expect(bodiesTo(mock, '/buyer/save/search')).toEqual([
      { filters: { query: 'mountain lake', type: 'IMAGE', orientation: ['horizontal'], color: ['blue'] } },
    ]);
  });

  it('sends a signed-out visitor to sign in and back to the same search', async () => {
    stubApi({ '/fetch': { data: searchResults([fileSummary(1)]) } });
    const { router } = renderRoute('/search?q=lake');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/search?q=lake');
  });

  it('lists each with its filters and new files, opens it as a search, and turns its e-mail off', async () => {
    signIn();
    const mock = stubApi({
      '/buyer/saved/searches': { data: { saved_searches: [SEARCH] } },
      '/buyer/saved/search/update': { data: { saved_search: { ...SEARCH, email_alerts: false } } },
      '/buyer/saved/search/visit': { data: { saved_search: { ...SEARCH, new_since_visit: 0 } } },
      '/fetch': { data: searchResults([fileSummary(1)]) },
      '/buyer/saved/files': { data: { media_ids: [] } },
    });
    const { router } = renderRoute('/buyer/saved-searches');
    const row = await screen.findByRole('article', { name: 'mountain lake images' });
    expect(within(row).getByText('7 new since your last visit')).toBeInTheDocument();
    expect(
      within(within(row).getByRole('list', { name: 'Filters' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Images', 'Horizontal', 'Blue']);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox', { name: 'Daily e-mail' }));
    expect(await screen.findByText('Daily e-mail off')).toBeInTheDocument();
    expect(bodiesTo(mock, '/buyer/saved/search/update')).toEqual([{ saved_search_id: 5, email_alerts: false }]);
    await user.click(within(row).getByRole('button', { name: 'Open mountain lake images' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?orientation=horizontal&color=blue&q=mountain+lake');
    expect(callsTo(mock, '/buyer/saved/search/visit')).toHaveLength(1);
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    signIn();
    stubApi({ '/buyer/saved/searches': { data: { saved_searches: [] } } });
    renderRoute('/buyer/saved-searches');
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({ '/buyer/saved/searches': { status: 500, data: null } });
    renderRoute('/buyer/saved-searches');
    // The query retries once before it gives up.
    expect(await screen.findByText('We could not load your saved searches.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
