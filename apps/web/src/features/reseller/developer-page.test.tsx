import type { ApiKey, OAuthApp } from '@stock/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, firstBodySentTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

beforeEach(() => {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Rena', role: 'buyer' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const KEY: ApiKey = {
  id: 5,
  name: 'Print server',
  prefix: 'sm_live_0a1b2c3d',
  scopes: ['search', 'license'],
  sandbox: false,
  rate_limit_per_minute: 120,
  monthly_quota: 20000,
  created_at: '2026-11-24T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const SECRET = 'sm_live_0a1b2c3d_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg';
const USAGE = {
  since: '2026-10-26',
  total: 42,
  by_day: [
    { day: '2026-11-23', requests: 0 },
    { day: '2026-11-24', requests: 42 },
  ],
  by_endpoint: [
    { endpoint: 'GET /api/v1/search', requests: 40 },
    { endpoint: 'POST /api/v1/licences', requests: 2 },
  ],
  by_key: [{ key_id: 5, prefix: 'sm_live_0a1b2c3d', requests: 42 }],
};

describe('the developer area', { timeout: 20_000 }, () => {
  it('shows the usage by day and by endpoint', async () => {
    stubApi({ '/buyer/developer/keys': { data: { keys: [KEY] } }, '/buyer/developer/usage': { data: USAGE } });
    renderRoute('/buyer/developer');
    expect(await screen.findByText('2026-11-24: 42')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Print server' })).getByText(/search, license/)).toHaveTextContent(
      'search, license · 120/min, 20,000/month',
    );
    expect(screen.getByText(/requests since 2026-10-26/)).toHaveTextContent('42 requests since 2026-10-26 (UTC).');
    const table = within(screen.getByRole('table', { name: 'Requests by endpoint' }));
    expect(table.getByRole('row', { name: 'GET /api/v1/search 40' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'POST /api/v1/licences 2' })).toBeInTheDocument();
  });

  it('says so when no key or app has made a request yet, instead of an empty chart and table', async () => {
    const none = { ...USAGE, total: 0, by_day: USAGE.by_day.map((day) => ({ ...day, requests: 0 })), by_endpoint: [], by_key: [] };
    stubApi({ '/buyer/developer/keys': { data: { keys: [KEY] } }, '/buyer/developer/usage': { data: none } });
    renderRoute('/buyer/developer');
    expect(await screen.findByText('No requests yet: usage shows here once a key or app calls the API.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Requests by endpoint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Requests by day' })).not.toBeInTheDocument();
  });

  it('creates a key with the scopes ticked, shows the whole key once, then lists it by its prefix only', async () => {
    let keys: ApiKey[] = [];
    const mock = stubApi({
      '/buyer/developer/keys': (_url, init) => {
        if (init?.method === 'POST') {
          keys = [KEY];
          return envelopeResponse(200, { key: KEY, secret: SECRET }, 'Copy the key now: it is shown this once.');
        }
        return envelopeResponse(200, { keys });
      },
    });
    renderRoute('/buyer/developer');
    expect(await screen.findByText('No keys yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Create an API key' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Key name/), 'Print server');
    await user.click(form.getByRole('checkbox', { name: /license/ }));
    await user.click(form.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(SECRET);
    expect(firstBodySentTo(mock, '/buyer/developer/keys')).toEqual({ name: 'Print server', scopes: ['search', 'license'], sandbox: false });
    const row = within(await screen.findByRole('listitem', { name: 'Print server' }));
    expect(row.getByText('sm_live_0a1b2c3d_…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key', async () => {
    let revoked = false;
    const mock = stubApi({
      '/buyer/developer/keys': () => envelopeResponse(200, { keys: [{ ...KEY, revoked_at: revoked ? '2026-11-24T11:00:00.000Z' : null }] }),
      '/buyer/developer/keys/revoke': () => {
        revoked = true;
        return envelopeResponse(200, { key: KEY }, 'Print server (sm_live_0a1b2c3d) is revoked: it is refused from now on.');
      },
    });
    renderRoute('/buyer/developer');
    const row = within(await screen.findByRole('listitem', { name: 'Print server' }));
    await userEvent.setup().click(row.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Print server (sm_live_0a1b2c3d) is revoked: it is refused from now on.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/buyer/developer/keys/revoke')).toEqual({ key_id: 5 });
    expect(await row.findByText('Revoked')).toBeInTheDocument();
  });

  it('creates an OAuth app, shows its client id with the secret once, lists it by client id, and rotates its secret', async () => {
    const app: OAuthApp = {
      ...KEY,
      id: 8,
      name: 'Booking site',
      client_id: 'smc_live_0a1b2c3d4e5f6a7b',
      prefix: undefined,
    } as unknown as OAuthApp;
    let apps: OAuthApp[] = [];
    const mock = stubApi({
      '/buyer/developer/keys': { data: { keys: [] } },
      '/buyer/developer/oauth-apps': (_url, init) => {
        if (init?.method === 'POST') {
          apps = [app];
          return envelopeResponse(200, { app, client_secret: 'smcs_first' }, 'Copy the client secret now: it is shown this once.');
        }
        return envelopeResponse(200, { apps });
      },
      '/buyer/developer/oauth-apps/rotate': () =>
        envelopeResponse(200, { app, client_secret: 'smcs_second' }, 'The old client secret and its tokens no longer work.'),
    });
    renderRoute('/buyer/developer');
    expect(await screen.findByText('No OAuth apps yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Create an OAuth app' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/App name/), 'Booking site');
    await user.click(form.getByRole('checkbox', { name: /collections/ }));
    await user.click(form.getByRole('button', { name: 'Create app' }));
    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent('smcs_first');
    expect(screen.getByTestId('new-client-id')).toHaveTextContent('smc_live_0a1b2c3d4e5f6a7b');
    expect(firstBodySentTo(mock, '/buyer/developer/oauth-apps')).toEqual({
      name: 'Booking site',
      scopes: ['search', 'collections'],
      sandbox: false,
    });
    const row = within(await screen.findByRole('listitem', { name: 'Booking site' }));
    expect(row.getByText('smc_live_0a1b2c3d4e5f6a7b')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('The old client secret and its tokens no longer work.')).toBeInTheDocument();
    expect(await screen.findByTestId('new-client-secret')).toHaveTextContent('smcs_second');
    expect(firstBodySentTo(mock, '/buyer/developer/oauth-apps/rotate')).toEqual({ app_id: 8 });
  });

  it('sends a buyer who is not a reseller to the application', async () => {
    stubApi({
      '/buyer/developer/keys': () =>
        envelopeResponse(403, null, 'Only approved resellers have a developer area. Apply on the reseller page first.'),
    });
    renderRoute('/buyer/developer');
    expect(await screen.findByText('Only approved resellers have a developer area. Apply on the reseller page first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to the reseller programme' })).toHaveAttribute('href', '/reseller');
  });
});
