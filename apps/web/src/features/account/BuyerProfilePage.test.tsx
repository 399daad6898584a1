import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const ACCOUNT = {
  id: 3,
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: null,
  email_verified: true,
  phone_verified: false,
  pending_email: null,
  roles: ['buyer'],
  role: 'buyer',
  has_password: true,
  referral_code: 'ADA123',
  avatar_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function signIn() {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify(ACCOUNT));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buyer profile', () => {
  it('sends a signed-out visitor to sign in, and back here after', async () => {
    stubApi({});
    const { router } = renderRoute('/buyer/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/login'));
    expect(router.state.location.search).toBe('?next=%2Fbuyer%2Fprofile');
  });

  it('sends only the changed e-mail, lower-cased, as multipart, and shows the change as pending', async () => {
    signIn();
    const mock = stubApi({
      '/profile': { data: { user: ACCOUNT } },
      '/profile/update': { data: { user: { ...ACCOUNT, pending_email: 'new@example.com' } } },
    });
    renderRoute('/buyer/profile');
    const form = within(await screen.findByRole('form', { name: 'Your details' }));
    const user = userEvent.setup();
    await user.clear(form.getByLabelText('E-mail address'));
    await user.type(form.getByLabelText('E-mail address'), 'New@Example.COM');
    await user.click(form.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your new e-mail address' })).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/profile/update'))?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()]).toEqual([['email', 'new@example.com']]);
    expect(callsTo(mock, '/profile/update')).toHaveLength(1);
  });

  it("puts the server's answer for a wrong current password under that field", async () => {
    signIn();
    stubApi({
      '/profile': { data: { user: ACCOUNT } },
      '/profile/change/password': () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'The current password is not correct.',
            data: null,
            errors: [{ field: 'current_password', message: 'The current password is not correct.' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderRoute('/buyer/profile');
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Current password'), 'not-it-at-all');
    await user.type(form.getByLabelText('New password'), 'copper-meadow-93');
    await user.type(form.getByLabelText('Confirm new password'), 'copper-meadow-9');
    expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
    await user.type(form.getByLabelText('Confirm new password'), '3');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(form.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct.'),
    );
  });
});
