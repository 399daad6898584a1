import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const USER = { id: 7, name: 'Ada Buyer', email: 'ada@example.com' };
/** The body of the sign-in call (a signed-in buyer's header then reads the plan, so it need not be the last call). */
const bodyOf = (mock: ReturnType<typeof stubApi>) =>
  JSON.parse(String(mock.mock.calls.findLast(([url]) => String(url).endsWith('/login'))?.[1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API's refusal of an unverified account as a German reader gets it: the `email` field says why in any language. */
function unverifiedAnswer() {
  const message = 'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben einen 6-stelligen Code an sie gesendet.';
  const body = { status: false, status_code: 403, statusCode: 403, message, data: null, errors: [{ field: 'email', message }] };
  return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } });
}

async function signIn(path: string, email: string, password = 'correct horse battery') {
  const utils = renderRoute(path);
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: /^Sign in as/ }));
  await user.type(form.getByLabelText('E-mail address'), email);
  await user.type(form.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return utils;
}

describe('sign in', () => {
  it('stores the buyer session only, sends the e-mail lower-cased and goes back to ?next=', async () => {
    const mock = stubApi({ '/login': () => envelopeResponse(200, { token: 'buyer-jwt', user: USER }, 'You are signed in.') });
    const { router } = await signIn('/buyer/login?next=%2Four-story', '  Ada@Example.COM ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/our-story'));
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.buyer.user) ?? 'null')).toEqual(USER);
    expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBeNull();
    expect(callsTo(mock, '/login')).toHaveLength(1);
    expect(bodyOf(mock)).toEqual({ email: 'ada@example.com', password: 'correct horse battery', role: 'buyer' });
    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
  });

  it('stores the contributor session only on the contributor page, and opens the contributor dashboard', async () => {
    const mock = stubApi({ '/login': () => envelopeResponse(200, { token: 'contributor-jwt', user: USER }, 'You are signed in.') });
    const { router } = await signIn('/contributor/login', 'ada@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/dashboard'));
    expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBe('contributor-jwt');
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBeNull();
    expect(bodyOf(mock).role).toBe('contributor');
  });

  it('stores nothing when statusCode is 400 and shows the server message as a toast', async () => {
    stubApi({ '/login': () => envelopeResponse(400, null, 'The e-mail address or password is not correct.') });
    const { router } = await signIn('/buyer/login', 'ada@example.com', 'wrong password');
    expect(await screen.findByText('The e-mail address or password is not correct.')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/buyer/login');
  });

  it('stores nothing when the body says statusCode 400, even with a token in it', async () => {
    const answer = { status: false, status_code: 400, statusCode: 400, message: 'Refused.', data: { token: 'x', user: USER } };
    stubApi({ '/login': () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }) });
    await signIn('/buyer/login', 'ada@example.com');
    expect(await screen.findByText('Refused.')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBeNull();
  });

  it('sends an unverified account to verify its e-mail', async () => {
    stubApi({ '/login': () => unverifiedAnswer() });
    const { router } = await signIn('/buyer/login', 'New@Example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/verify'));
    expect(router.state.location.search).toBe('?email=new%40example.com');
    expect(await screen.findByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  });

  it('stays on the page and shows the refusal of another 403, such as a suspended account', async () => {
    const refusal = 'This account is suspended, so it cannot sign in. Write to support if you think this is a mistake.';
    stubApi({ '/login': () => envelopeResponse(403, null, refusal) });
    const { router } = await signIn('/buyer/login', 'ada@example.com');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buyer/login');
  });

  it('checks the fields as they are typed and sends nothing while they are wrong', async () => {
    const mock = stubApi({});
    renderRoute('/buyer/login');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Sign in as a buyer' }));
    await user.type(form.getByLabelText('E-mail address'), 'not-an-email');
    expect(form.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(form.getByLabelText('E-mail address')).toHaveFocus());
    expect(callsTo(mock, '/login')).toHaveLength(0);
  });

  it('passes a same-site ?next= on to "Create an account" and to verification, and drops an off-site one', async () => {
    const invitation = '/buyer/team/join?token=abcdefghijklmnopqrstuvwx';
    stubApi({ '/login': () => unverifiedAnswer() });
    const page = renderRoute(`/buyer/login?next=${encodeURIComponent(invitation)}`);
    expect(await screen.findByRole('link', { name: 'Create a buyer account' })).toHaveAttribute(
      'href',
      `/buyer/signup?next=${encodeURIComponent(invitation)}`,
    );
    page.unmount();
    // Read before signing in: the refused sign-in moves on to verification, and the link leaves with the page.
    const { router, unmount } = await signIn(`/buyer/login?next=${encodeURIComponent(invitation)}`, 'new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/verify'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(invitation);
    unmount();

    renderRoute(`/buyer/login?next=${encodeURIComponent('//evil.example/phish')}`);
    expect(await screen.findByRole('link', { name: 'Create a buyer account' })).toHaveAttribute('href', '/buyer/signup');
  });

  it('keeps ?next= through "Forgot your password?", the reset and the sign-in that follows', async () => {
    const next = '/buyer/team/join?token=abcdefghijklmnopqrstuvwx';
    stubApi({
      '/forgot': { data: null },
      '/verify/forgot': { data: null },
      '/login': () => envelopeResponse(200, { token: 'buyer-jwt', user: USER }, 'You are signed in.'),
      '/buyer/team/join': { data: { team_id: 4, owner_name: 'Olive Owner' } },
    });
    const { router } = renderRoute(`/buyer/login?next=${encodeURIComponent(next)}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    const forgot = within(await screen.findByRole('form', { name: 'Forgot password' }));
    fireEvent.change(forgot.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(forgot.getByRole('button', { name: 'Send code' }));
    const reset = within(await screen.findByRole('form', { name: 'Choose a new password' }));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(next);
    fireEvent.change(reset.getByLabelText('Code', { exact: false }), { target: { value: '123456' } });
    fireEvent.change(reset.getByLabelText(/^New password/), { target: { value: 'a-brand-new-pass-9' } });
    fireEvent.change(reset.getByLabelText('Confirm new password'), { target: { value: 'a-brand-new-pass-9' } });
    fireEvent.click(reset.getByRole('button', { name: 'Save new password' }));
    const login = within(await screen.findByRole('form', { name: 'Sign in as a buyer' }));
    expect(login.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    fireEvent.change(login.getByLabelText('Password'), { target: { value: 'a-brand-new-pass-9' } });
    fireEvent.click(login.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(next);
  });
});
