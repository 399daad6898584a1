import type { TeamData } from '@stock/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signIn() {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Olive Owner', role: 'buyer' }));
}

const bodiesTo = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

const TEAM: TeamData = {
  team_id: 4,
  role: 'owner',
  owner: { name: 'Olive Owner', email: 'olive@example.com', downloads_this_period: 2 },
  plan_name: 'Team',
  downloads_left: 147,
  downloads_per_period: 150,
  seats: 5,
  seats_used: 2,
  members: [
    {
      member_id: 9,
      membership_id: 9,
      email: 'milo@example.com',
      name: 'Milo Member',
      status: 'active',
      downloads_this_period: 1,
      monthly_budget: null,
      invited_at: '2026-11-01T10:00:00.000Z',
      joined_at: '2026-11-02T10:00:00.000Z',
    },
  ],
};

describe('team page', () => {
  it('shows the plan, quota and seats, invites lower-cased, sets a budget and removes a member', async () => {
    signIn();
    const mock = stubApi({
      '/buyer/team/members': { data: TEAM },
      '/buyer/team/invite': { data: { team_id: 4, member: { ...TEAM.members[0], email: 'new@example.com', status: 'invited' } } },
      '/buyer/team/member/budget': { data: { member: { ...TEAM.members[0], monthly_budget: 10 } } },
      '/buyer/team/memebers/remove': { data: { member_ids: [9] } },
    });
    renderRoute('/buyer/team');
    expect(await screen.findByText('147 of 150')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 used')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Invite by e-mail'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com')).toBeInTheDocument();
    expect(bodiesTo(mock, '/buyer/team/invite')).toEqual([{ email: 'new@example.com' }]);

    const row = screen.getByRole('row', { name: /Milo Member/ });
    await user.type(within(row).getByLabelText('Monthly download budget of Milo Member'), '10');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Budget saved: 10 a month')).toBeInTheDocument();
    expect(bodiesTo(mock, '/buyer/team/member/budget')).toEqual([{ member_id: 9, monthly_budget: 10 }]);

    await user.click(within(row).getByRole('button', { name: 'Remove Milo Member' }));
    expect(await screen.findByText('Milo Member removed')).toBeInTheDocument();
    expect(bodiesTo(mock, '/buyer/team/memebers/remove')).toEqual([{ member_ids: [9] }]);
  });

  it('shows a member the team read-only', async () => {
    signIn();
    stubApi({ '/buyer/team/members': { data: { ...TEAM, role: 'member' } } });
    renderRoute('/buyer/team');
    expect(await screen.findByText(/You download under Olive Owner's plan/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Invite by e-mail')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows an owner without seats the way to a team plan', async () => {
    signIn();
    stubApi({ '/buyer/team/members': { data: { ...TEAM, plan_name: null, seats: 1, seats_used: 1, members: [], downloads_left: null } } });
    renderRoute('/buyer/team');
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/buyer/subscription-plan');
    // The owner's own seat is counted, and said so beside a member list that is still empty.
    expect(screen.getByText('1 of 1 used')).toBeInTheDocument();
    expect(screen.getByText('Yours included')).toBeInTheDocument();
    expect(screen.getByText('Just you so far')).toBeInTheDocument();
  });
});

describe('joining a team', () => {
  const PREVIEW = {
    team_name: "Olive Owner's team",
    inviter_name: 'Olive Owner',
    email: 'ivy@example.com',
    expires_at: '2026-12-08T10:00:00.000Z',
  };

  it('names the team and who invited whom before sign-in, and carries the invited address to sign up or in', async () => {
    const mock = stubApi({ '/team/invitation': { data: PREVIEW } });
    const { router } = renderRoute('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('heading', { name: "Join Olive Owner's team" })).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner invited ivy@example\.com/)).toBeInTheDocument();
    const tokenAsked = mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(tokenAsked.find((url) => url.pathname === '/api/team/invitation')?.searchParams.get('token')).toBe('abcdefghijklmnopqrstuvwx');
    const back = encodeURIComponent('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/buyer/login?next=${back}&email=ivy%40example.com`,
    );
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp).toHaveAttribute('href', `/buyer/signup?next=${back}&email=ivy%40example.com`);
    await userEvent.setup().click(signUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/signup'));
    const form = within(await screen.findByRole('form', { name: 'Create a buyer account' }));
    expect(form.getByLabelText('E-mail address')).toHaveValue('ivy@example.com');
  });

  it('offers sign-up and sign-in only once the invitation has named its address, so a quick click keeps it', async () => {
    // The invitation's answer is held back until the test releases it, to see the page while it loads.
    const waiting: ((response: Response) => void)[] = [];
    stubApi({ '/team/invitation': () => new Promise<Response>((resolve) => waiting.push(resolve)) });
    renderRoute('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('heading', { name: 'Join your team' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).not.toBeInTheDocument();
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const answer of waiting) answer(envelopeResponse(200, PREVIEW));
    const signUp = await screen.findByRole('link', { name: 'Create an account' });
    expect(signUp.getAttribute('href')).toContain('&email=ivy%40example.com');
  });

  it('says so before sign-in when the invitation can no longer be used', async () => {
    stubApi({
      '/team/invitation': () => envelopeResponse(410, null, 'This invitation is no longer valid. Ask the team owner to invite you again.'),
    });
    renderRoute('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This invitation is no longer valid. Ask the team owner to invite you again.')).toBeInTheDocument();
  });

  it('joins once signed in, and explains an invitation that cannot be used', async () => {
    signIn();
    const mock = stubApi({ '/buyer/team/join': { data: { team_id: 4, owner_name: 'Olive Owner' } } });
    renderRoute('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByRole('heading', { name: "Welcome to Olive Owner's team" })).toBeInTheDocument();
    await waitFor(() => expect(bodiesTo(mock, '/buyer/team/join')).toEqual([{ token: 'abcdefghijklmnopqrstuvwx' }]));
    vi.unstubAllGlobals();
    stubApi({
      '/buyer/team/join': () => envelopeResponse(410, null, 'This invitation is no longer valid. Ask the team owner to invite you again.'),
    });
    renderRoute('/buyer/team/join?token=abcdefghijklmnopqrstuvwx');
    expect(await screen.findByText('This invitation is no longer valid. Ask the team owner to invite you again.')).toBeInTheDocument();
  });
});
