import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedInAsBoth() {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ name: 'Ada Buyer' }));
  localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
  localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy Contributor' }));
}

describe('header sign-out', () => {
  it('ends the buyer session on the server, then clears the buyer only', async () => {
    signedInAsBoth();
    const mock = stubApi({ '/logout': { data: null } });
    renderRoute('/our-story');
    // A placeholder header stands in until the page's code has loaded.
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Buyer: Ada Buyer' }));
    const buyer = within(nav).getByRole('region', { name: 'Your plan and account' });
    await userEvent.setup().click(within(buyer).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBeNull());
    expect(callsTo(mock, '/logout')).toHaveLength(1);
    expect(new Headers(mock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer buyer-jwt');
    expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBe('contributor-jwt');
    expect(within(nav).getByText('Cy Contributor')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/buyer/login');
  });

  it('clears the role here even when the server cannot be reached', async () => {
    signedInAsBoth();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute('/our-story');
    // A placeholder header stands in until the page's code has loaded.
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Contributor: Cy Contributor' }));
    const contributor = within(nav).getByRole('region', { name: 'Your contributor account' });
    await userEvent.setup().click(within(contributor).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBeNull());
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
  });
});
