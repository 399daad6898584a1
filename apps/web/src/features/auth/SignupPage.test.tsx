import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

const registerBody = (mock: ReturnType<typeof stubApi>) =>
  JSON.parse(String(mock.mock.calls.find(([input]) => String(input).endsWith('/register'))?.[1]?.body));

async function fillIn(values: Record<string, string>) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: /^Create a/ }));
  for (const [label, value] of Object.entries(values)) await user.type(form.getByLabelText(label, { exact: label === 'Password' }), value);
  return user;
}

describe('sign up', () => {
  it('catches a password mismatch as it is typed, and clears it once the passwords agree', async () => {
    renderRoute('/buyer/signup');
    const user = await fillIn({ Password: 'sunlit-harbour-42', 'Confirm password': 'sunlit-harbour-4' });
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await user.type(confirm, '2');
    expect(confirm).not.toHaveAccessibleDescription('The passwords do not match.');
  });

  it('lower-cases the e-mail, sends the referral code from ?ref= and goes on to verify', async () => {
    const user = { name: 'Ada', email: 'ada@example.com', phone: '+442079460000', role: 'buyer' };
    const mock = stubApi({ '/register': { status: 200, data: { user } } });
    const { router } = renderRoute('/buyer/signup?ref=FRIEND42');
    expect(await screen.findByLabelText('Referral code', { exact: false })).toHaveValue('FRIEND42');
    expect(screen.getByLabelText('Phone', { exact: false })).toHaveAccessibleDescription(
      /After sign-up, press “Send code” to have a code texted to it\./,
    );
    const events = await fillIn({
      'Full name': 'Ada',
      'E-mail address': 'Ada@Example.COM',
      Phone: '+44 20 7946 0000',
      Password: 'sunlit-harbour-42',
      'Confirm password': 'sunlit-harbour-42',
    });
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/verify'));
    expect(registerBody(mock)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      password: 'sunlit-harbour-42',
      confirm_password: 'sunlit-harbour-42',
      referal_code: 'FRIEND42',
      is_contributor: false,
    });
    expect(new URLSearchParams(router.state.location.search).get('phone')).toBe('+442079460000');
    expect(await screen.findByLabelText('Phone code')).toBeInTheDocument();
    expect(callsTo(mock, '/send/phone/otp')).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    const mock = stubApi({
      '/register': () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'This password is among the most common ones and easy to guess. Choose another.',
            data: null,
            errors: [
              { field: 'password', message: 'This password is among the most common ones and easy to guess. Choose another.' },
              { field: 'referal_code', message: 'This referral code is not valid.' },
            ],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderRoute('/contributor/signup?ref=NOPE');
    const user = await fillIn({
      'Full name': 'Ada',
      'E-mail address': 'ada@example.com',
      Password: 'password1',
      'Confirm password': 'password1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(/among the most common ones/),
    );
    expect(screen.getByLabelText('Referral code', { exact: false })).toHaveAccessibleDescription('This referral code is not valid.');
    expect(registerBody(mock).is_contributor).toBe(true);
    expect(callsTo(mock, '/register')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  const NEW_USER = { name: 'Ina', email: 'ina@example.com', phone: null, role: 'buyer' };
  const INVITATION = '/buyer/team/join?token=abcdefghijklmnopqrstuvwx';

  async function signUp(path: string, user = NEW_USER) {
    stubApi({ '/register': { status: 200, data: { user } } });
    const utils = renderRoute(path);
    const events = await fillIn({
      'Full name': 'Ina',
      'E-mail address': user.email,
      Password: 'sunlit-harbour-42',
      'Confirm password': 'sunlit-harbour-42',
    });
    await events.click(screen.getByRole('button', { name: 'Create account' }));
    return utils;
  }

  it('keeps ?next= on the way to verification, and in its sign-in link', async () => {
    const { router } = await signUp(`/buyer/signup?next=${encodeURIComponent(INVITATION)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/verify'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('email')).toBe('ina@example.com');
    expect(params.get('next')).toBe(INVITATION);
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      `/buyer/login?next=${encodeURIComponent(INVITATION)}&email=ina%40example.com`,
    );
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example'])('drops an off-site ?next= (%s)', async (next) => {
    const { router } = await signUp(`/buyer/signup?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/verify'));
    expect(router.state.location.search).toBe('?email=ina%40example.com');
    expect(await screen.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/buyer/login?email=ina%40example.com');
  });
});
