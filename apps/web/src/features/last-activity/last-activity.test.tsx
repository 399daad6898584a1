import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLogin } from '../../api/session';
import { renderRoute } from '../../test/render-route';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, status_code: 200, statusCode: 200, message: 'OK', data }), { status: 200 });
const posts = () => fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/last/activity') && init?.method === 'POST');

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/last/activity')
      ? envelope({ url: '/collections', session_id: 'tab', updated_at: new Date().toISOString() })
      : envelope(null),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('last activity', () => {
  it("records the page a signed-in buyer stays on, with the buyer's token", async () => {
    storeLogin('buyer', { statusCode: 200, data: { token: 'buyer-token', user: { name: 'Bea' } } });
    renderRoute('/our-story');
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 3000 });
    const [, init] = posts()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ url: '/our-story' });
    expect(((init?.headers ?? {}) as Record<string, string>).authorization).toBe('Bearer buyer-token');
  });

  it('records nothing for someone who is not signed in as a buyer', async () => {
    renderRoute('/our-story');
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(posts()).toHaveLength(0);
  });

  it('offers to continue where a signed-in buyer left off', async () => {
    storeLogin('buyer', { statusCode: 200, data: { token: 'buyer-token', user: { name: 'Bea' } } });
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', '/collections');
  });
});
