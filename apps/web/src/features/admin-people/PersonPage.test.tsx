import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const USER = {
  id: 42,
  name: 'Sly <b>Seller</b>',
  email: 'sly@example.com',
  roles: ['contributor'],
  email_verified: true,
  created_at: '2026-01-02T10:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
};
const DETAIL = {
  user: USER,
  plan: null,
  orders: [],
  licence_count: 3,
  files: { published: 5 },
  balance: { available_cents: 1250, pending_cents: 0, paid_out_cents: 0 },
  sessions: [],
  audit: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

/** The value the account's fact list shows for a term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the person page of the console', { timeout: 20_000 }, () => {
  it('shows the account and suspends it with a reason, which the server records', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    let suspended = false;
    const mock = stubApi({
      '/admin/users/42': () =>
        envelopeResponse(200, {
          ...DETAIL,
          user: suspended ? { ...USER, suspended_at: '2026-11-24T10:00:00.000Z', suspended_reason: 'Stolen pictures' } : USER,
        }),
      '/admin/users/suspend': () => {
        suspended = true;
        return envelopeResponse(200, { user: USER }, 'Sly is suspended; 2 session(s) ended.');
      },
    });
    renderRoute('/admin/users/42');
    // The name is text, never markup.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sly <b>Seller</b>' })).toBeInTheDocument();
    expect(screen.getByText('5 published')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Suspend' }));
    const button = form.getByRole('button', { name: 'Suspend' });
    expect(button).toBeDisabled();
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Reason/), 'Stolen pictures');
    await user.click(button);
    expect(await screen.findByText('Sly is suspended; 2 session(s) ended.')).toBeInTheDocument();
    const [call] = mock.mock.calls.filter(([url]) => String(url).endsWith('/admin/users/suspend'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ user_id: 42, reason: 'Stolen pictures' });
    await waitFor(() => expect(screen.getByText(/Suspended on .*: Stolen pictures/)).toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Reactivate' })).toBeInTheDocument();
    expect(callsTo(mock, '/admin/users/42').length).toBeGreaterThan(1);
  });

  it('makes the person an admin after the password, with a reason', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const mock = stubApi({
      '/admin/users/42': { data: DETAIL },
      '/admin/reauth': { data: { reauthenticated_until: '2026-11-24T10:05:00.000Z' } },
      '/admin/users/roles': () => envelopeResponse(200, { user: USER }, 'Sly now has the admin role.'),
    });
    renderRoute('/admin/users/42');
    const form = within(await screen.findByRole('form', { name: 'Make admin' }));
    // A contributor already: the console offers to take that role away instead.
    expect(screen.getByRole('form', { name: 'Remove the contributor role' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your password, again/), 'secret-password');
    await user.type(form.getByLabelText(/Reason/), 'Joins support');
    await user.click(form.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Sly now has the admin role.')).toBeInTheDocument();
    const [call] = mock.mock.calls.filter(([url]) => String(url).endsWith('/admin/users/roles'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ user_id: 42, role: 'admin', granted: true, reason: 'Joins support' });
    expect(callsTo(mock, '/admin/reauth')).toHaveLength(1);
  });

  it('speaks German to a German reader: roles, file counts, money and the missing plan in German words', async () => {
    await i18next.changeLanguage('de');
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    stubApi({ '/admin/users/42': () => envelopeResponse(200, { ...DETAIL, files: { published: 5, inreview: 1 } }) });
    renderRoute('/admin/users/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aktionen' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fact('Rollen')).toBe('Urheber');
    expect(fact('Abo')).toBe('Kein Abo');
    expect(fact('Dateien')).toBe('5 veröffentlicht, 1 in Prüfung');
    expect(fact('Guthaben')).toBe(
      `${(12.5).toLocaleString('de', { style: 'currency', currency: 'USD' })} verfügbar, ${(0).toLocaleString('de', { style: 'currency', currency: 'USD' })} ausstehend`,
    );
    expect(screen.getByRole('form', { name: 'Zum Administrator machen' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Rolle „Urheber“ entziehen' })).toBeInTheDocument();
  });
});
