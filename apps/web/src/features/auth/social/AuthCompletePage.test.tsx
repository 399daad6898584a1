import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, getUser } from '../../../api/session';
import { renderRoute } from '../../../test/render-route';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, statusCode = 200) =>
  new Response(JSON.stringify({ status: statusCode < 400, status_code: statusCode, statusCode, message: 'OK', data }), {
    status: statusCode,
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the social sign-in landing page', () => {
  it('keeps the token as a buyer sign-in, wipes the fragment and goes on', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/profile')
        ? envelope({ user: { id: 7, name: 'Ada', email: 'ada@example.com' } })
        : envelope({ providers: [] }),
    );
    sessionStorage.setItem('stock.social-sign-in.client-state', 'this-tab-started-it-0123456789');
    window.history.replaceState(
      null,
      '',
      '/auth/complete#token=abc.def&role=buyer&provider=google&next=%2Four-story&client_state=this-tab-started-it-0123456789',
    );
    const { router } = renderRoute('/auth/complete');
    await waitFor(() => expect(getToken('buyer')).toBe('abc.def'));
    expect(getUser('buyer')).toMatchObject({ name: 'Ada' });
    expect(getToken('contributor')).toBeNull();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/our-story'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/profile')) ?? [];
    expect(((init?.headers ?? {}) as Record<string, string>).authorization).toBe('Bearer abc.def');
  });

  it.each([
    ['without a client state (a link someone else made)', '', 'this-tab-started-it-0123456789'],
    ['with a client state this tab does not hold', '&client_state=somebody-elses-state-0123456789', 'this-tab-started-it-0123456789'],
    ['when this tab started no sign-in', '&client_state=somebody-elses-state-0123456789', null],
  ])('refuses a token %s, stores nothing and says why', async (_case, fragmentState, kept) => {
    fetchMock.mockImplementation(async () => envelope({ user: { id: 9, name: 'Mallory' }, providers: [] }));
    if (kept) sessionStorage.setItem('stock.social-sign-in.client-state', kept);
    window.history.replaceState(null, '', `/auth/complete#token=attacker.token&role=buyer&provider=google${fragmentState}`);
    renderRoute('/auth/complete');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in was not started in this browser, so we did not sign you in.');
    expect(getToken('buyer')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/profile'))).toBe(false);
  });

  it('explains a refusal and stores nothing', async () => {
    fetchMock.mockResolvedValue(envelope({ providers: [] }));
    window.history.replaceState(
      null,
      '',
      '/auth/complete#error=email_not_verified&message=Google%20has%20not%20verified%20this%20e-mail.&provider=google',
    );
    renderRoute('/auth/complete');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google has not verified this e-mail.');
    expect(getToken('buyer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/buyer/login');
  });
});

describe('social sign-in buttons', () => {
  it('shows only the configured providers, as links that carry the role and where to return', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/providers') ? envelope({ providers: ['google'] }) : envelope(null),
    );
    renderRoute('/contributor/login?next=/contributor/profile');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(google.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/api/auth/google');
    expect(href.searchParams.get('role')).toBe('contributor');
    expect(href.searchParams.get('next')).toBe('/contributor/profile');
    expect(href.searchParams.get('client_state')).toMatch(/^[\w-]{43}$/);
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
    // Following the link keeps the value in this tab, for the landing page to compare.
    google.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(google);
    expect(sessionStorage.getItem('stock.social-sign-in.client-state')).toBe(href.searchParams.get('client_state'));
  });
});
