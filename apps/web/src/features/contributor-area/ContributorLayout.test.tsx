import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { catalogue, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contributor shell', () => {
  it('sends a signed-out visitor to the contributor sign-in, and back after', async () => {
    const mock = stubApi({});
    const { router } = renderRoute('/contributor/catalogue?status=rejected');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/contributor/catalogue?status=rejected')}`);
    expect(callsTo(mock, '/contributor/files')).toHaveLength(0);
  });

  it('shows the contributor menu with the current page marked, and no footer', async () => {
    signInContributor('Cy Lens');
    stubApi({ '/contributor/catalog/files': { data: catalogue() } });
    renderRoute('/contributor/dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'Contributor' }));
    const hrefs = Object.fromEntries(
      ['Dashboard', 'Upload', 'Catalogue', 'Model releases', 'Blog', 'Profile'].map((name) => [
        name,
        nav.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      Dashboard: '/contributor/dashboard',
      Upload: '/contributor/upload',
      Catalogue: '/contributor/catalogue',
      'Model releases': '/contributor/model-releases',
      Blog: '/contributor/blogs',
      Profile: '/contributor/profile',
    });
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Upload' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The spec: contributor pages carry no footer.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('opens the dashboard from /contributor', async () => {
    signInContributor();
    stubApi({ '/contributor/catalog/files': { data: catalogue() } });
    const { router } = renderRoute('/contributor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/dashboard'));
  });

  it('signs the contributor out, and only the contributor, then leaves for the home page', async () => {
    signInContributor();
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ name: 'Bea' }));
    const mock = stubApi({ '/contributor/catalog/files': { data: catalogue() }, '/logout': { data: null } });
    const { router } = renderRoute('/contributor/dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'Contributor' }));
    await userEvent.setup().click(nav.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
    expect(callsTo(mock, '/logout')).toHaveLength(1);
  });
});
