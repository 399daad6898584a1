import { screen, waitFor } from '@testing-library/react';
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
  window.history.replaceState(null, '', '/');
});

describe('the social sign-in landing page', () => {
  it('keeps the token as a buyer sign-in, wipes the fragment and goes on', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/profile')
        ? envelope({ user: { id: 7, name: 'Ada', email: 'ada@example.com' } })
        : envelope({ providers: [] }),
    );
    window.history.replaceState(null, '', '/auth/complete#token=abc.def&role=buyer&provider=google&next=%2Four-story');
    const { router } = renderRoute('/auth/complete');
    await waitFor(() => expect(getToken('buyer')).toBe('abc.def'));
    expect(getUser('buyer')).toMatchObject({ name: 'Ada' });
    expect(getToken('contributor')).toBeNull();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/our-story'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/profile')) ?? [];
    expect(((init?.headers ?? {}) as Record<string, string>).authorization).toBe('Bearer abc.def');
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
    expect(google).toHaveAttribute('href', '/api/auth/google?role=contributor&next=%2Fcontributor%2Fprofile');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});
