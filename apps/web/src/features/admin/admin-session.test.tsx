import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const ADMIN = { id: 3, name: 'Ada Admin', email: 'admin@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the administrator session', () => {
  it('sends a signed-out visitor of /admin to the administrator sign-in, and back after signing in', async () => {
    const mock = stubApi({ '/login': () => envelopeResponse(200, { token: 'admin-jwt', user: ADMIN }, 'You are signed in.') });
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    const form = within(await screen.findByRole('form', { name: 'Sign in as an administrator' }));
    expect(screen.queryByRole('link', { name: /Create an? .* account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-mail address'), 'admin@example.com');
    await user.type(form.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(JSON.parse(String(mock.mock.calls.at(-1)?.[1]?.body)).role).toBe('admin');
    expect(localStorage.getItem(SESSION_KEYS.admin.token)).toBe('admin-jwt');
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Administration' }));
    expect(nav.getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/admin/review');
  });

  it('does not let a buyer session open the administration', async () => {
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ name: 'Bea' }));
    stubApi({});
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin');
  });

  it('signs the administrator out from the administration, keeping the buyer signed in', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify(ADMIN));
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    const mock = stubApi({ '/logout': () => envelopeResponse(200, null, 'Signed out.') });
    const { router } = renderRoute('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Administration' }));
    await userEvent.setup().click(nav.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.admin.token)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
    const logout = mock.mock.calls.find(([url]) => String(url).endsWith('/logout'));
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Bearer admin-jwt');
  });

  it('ends only the administrator session when an administrator call answers 401', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'expired');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify(ADMIN));
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    stubApi({ '/admin/blogs': () => envelopeResponse(401, null, 'Please sign in again.') });
    const { apiRequest } = await import('../../api/client');
    await apiRequest('/admin/blogs', { role: 'admin' });
    expect(localStorage.getItem(SESSION_KEYS.admin.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
  });

  it('lands an administrator who signs in at the sign-in page on /admin, and the header offers their menu, never "Sign in"', async () => {
    stubApi({ '/login': () => envelopeResponse(200, { token: 'admin-jwt', user: ADMIN }, 'You are signed in.') });
    const { router } = renderRoute('/admin/login');
    const form = within(await screen.findByRole('form', { name: 'Sign in as an administrator' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('E-mail address'), 'admin@example.com');
    await user.type(form.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: /Ada Admin/ })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Contributor sign in' })).not.toBeInTheDocument();
  });
});
