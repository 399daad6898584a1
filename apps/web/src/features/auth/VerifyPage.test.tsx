import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

describe('verify', () => {
  it('counts down the seconds the API gives before another code may be asked for', async () => {
    const mock = stubApi({
      '/send/email/otp': { data: { sent_to: 'ada@example.com', expires_in_seconds: 600, resend_after_seconds: 3 } },
    });
    renderRoute('/buyer/verify?email=Ada%40Example.com');
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend code in 3 s' })).toBeDisabled();
    expect(JSON.parse(String(mock.mock.calls.at(-1)?.[1]?.body))).toEqual({ email: 'ada@example.com' });
    tick(1);
    expect(screen.getByRole('button', { name: 'Resend code in 2 s' })).toBeDisabled();
    tick(2);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(callsTo(mock, '/send/email/otp')).toHaveLength(1);
  });

  it('waits as long as a 429 says', async () => {
    stubApi({
      '/send/email/otp': () =>
        envelopeResponse(429, null, 'A code was sent a moment ago. Please wait 42 seconds before asking for a new one.'),
    });
    renderRoute('/buyer/verify?email=ada%40example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 42 s' })).toBeDisabled();
    expect(await screen.findByText(/Please wait 42 seconds/)).toBeInTheDocument();
  });

  it('shows a wrong code under the code field', async () => {
    stubApi({
      '/verify/otp': () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'This code is not correct.',
            data: null,
            errors: [{ field: 'email_otp', message: 'This code is not correct.' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderRoute('/buyer/verify?email=ada%40example.com');
    const code = await screen.findByLabelText('E-mail code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription(/This code is not correct\./));
  });

  it('says which codes went out, and when: the e-mail one already, the phone one only on "Send code"', async () => {
    const mock = stubApi({ '/send/phone/otp': { data: { sent_to: '+442079460000', expires_in_seconds: 600, resend_after_seconds: 60 } } });
    renderRoute('/buyer/verify?email=ada%40example.com&phone=%2B442079460000');
    expect(
      await screen.findByText(
        'We have e-mailed a code to ada@example.com. To verify +442079460000 too, press “Send code” and we will text it one.',
      ),
    ).toBeInTheDocument();
    const phone = within(screen.getByRole('region', { name: 'Phone' }));
    expect(phone.getByLabelText('Phone code')).toHaveAccessibleDescription('Send a 6-digit code to +442079460000, then enter it here.');
    expect(callsTo(mock, '/send/phone/otp')).toHaveLength(0);
    fireEvent.click(phone.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo(mock, '/send/phone/otp')).toHaveLength(1));
    expect(await phone.findByLabelText('Phone code')).toHaveAccessibleDescription('The 6-digit code we sent to +442079460000.');
  });

  const INVITATION = '/buyer/team/join?token=abcdefghijklmnopqrstuvwx';
  const VERIFIED = { user: { id: 2, name: 'Ina', email: 'ina@example.com', phone: null, email_verified: true, phone_verified: false } };

  async function verifyEmail(path: string) {
    const utils = renderRoute(path);
    fireEvent.change(await screen.findByLabelText('E-mail code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(utils.router.state.location.pathname).toBe('/buyer/login'));
    return utils;
  }

  it('signs in right after the e-mail is verified, in the tab that just signed up, and opens ?next=', async () => {
    const mock = stubApi({
      '/register': { status: 200, data: { user: { name: 'Ina', email: 'ina@example.com', phone: null, role: 'buyer' } } },
      '/verify/otp': { data: VERIFIED },
      '/login': () => envelopeResponse(200, { token: 'fresh-buyer-jwt', user: VERIFIED.user }, 'You are signed in.'),
      '/buyer/team/join': { data: { team_id: 4, owner_name: 'Olive Owner' } },
    });
    const { router } = renderRoute(`/buyer/signup?next=${encodeURIComponent(INVITATION)}`);
    const signup = within(await screen.findByRole('form', { name: 'Create a buyer account' }));
    for (const [label, value] of [
      ['Full name', 'Ina'],
      ['E-mail address', 'ina@example.com'],
      ['Password', 'sunlit-harbour-42'],
      ['Confirm password', 'sunlit-harbour-42'],
    ] as const) {
      fireEvent.change(signup.getByLabelText(label, { exact: label === 'Password' }), { target: { value } });
    }
    fireEvent.click(signup.getByRole('button', { name: 'Create account' }));
    fireEvent.change(await screen.findByLabelText('E-mail code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(INVITATION);
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('fresh-buyer-jwt');
    const [, init] = mock.mock.calls.find(([input]) => String(input).endsWith('/login')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ina@example.com', password: 'sunlit-harbour-42', role: 'buyer' });
  });

  it('goes on to sign in with ?next= kept, and signing in then opens that page', async () => {
    const mock = stubApi({
      '/verify/otp': { data: VERIFIED },
      '/login': () => envelopeResponse(200, { token: 'buyer-jwt', user: VERIFIED.user }, 'You are signed in.'),
      '/buyer/team/join': { data: { team_id: 4, owner_name: 'Olive Owner' } },
    });
    const { router } = await verifyEmail(`/buyer/verify?email=ina%40example.com&next=${encodeURIComponent(INVITATION)}`);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('next')).toBe(INVITATION);
    const form = within(await screen.findByRole('form', { name: 'Sign in as a buyer' }));
    expect(form.getByLabelText('E-mail address')).toHaveValue('ina@example.com');
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'sunlit-harbour-42' } });
    fireEvent.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(INVITATION);
    expect(callsTo(mock, '/buyer/team/join')).toHaveLength(1);
  });

  it('drops an off-site ?next= and keeps the e-mail for sign-in', async () => {
    stubApi({ '/verify/otp': { data: VERIFIED } });
    const { router } = await verifyEmail(`/buyer/verify?email=ina%40example.com&next=${encodeURIComponent('https://evil.example/phish')}`);
    expect(router.state.location.search).toBe('?email=ina%40example.com');
  });

  it('keeps ?next= in the sign-up and sign-in links when the e-mail address is missing', async () => {
    stubApi({});
    renderRoute(`/buyer/verify?next=${encodeURIComponent(INVITATION)}`);
    const next = encodeURIComponent(INVITATION);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/buyer/signup?next=${next}`);
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', `/buyer/login?next=${next}`);
  });
});
