import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order, PLANS_DATA, signInBuyer, status, subscription, upgradeOption } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.findByRole('region', { name: 'Pro, monthly' });

describe('subscription page', { timeout: 15_000 }, () => {
  it('sends a signed-out visitor to sign in first', async () => {
    stubApi({});
    const { router } = renderRoute('/buyer/subscription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/login'));
  });

  it('shows the plan, downloads left, renewal date, card and packs', async () => {
    signInBuyer();
    stubApi({
      '/buyer/subscription/plan': {
        data: status(subscription(), {
          packs: [{ pack_id: 3, name: '5 downloads', credits_total: 5, credits_left: 4, expires_at: '2027-11-01T00:00:00.000Z' }],
          downloads_left: 46,
        }),
      },
      '/plan': { data: PLANS_DATA },
    });
    renderRoute('/buyer/subscription');
    const plan = await panel();
    expect(plan).toHaveTextContent('Images and videos · Monthly · Renews on 2 Dec 2026');
    expect(plan).toHaveTextContent('Paid with Visa ending 4242');
    expect(plan).toHaveTextContent('42 of 50 downloads left this period');
    expect(screen.getByRole('list', { name: 'Credit packs' })).toHaveTextContent('5 downloads: 4 of 5 credits left, until 1 Nov 2027');
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
  });

  it('cancels at period end after a confirmation, and can keep renewing again', async () => {
    signInBuyer();
    const mock = stubApi({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/plan': { data: PLANS_DATA },
      '/buyer/subscription/cancel': () =>
        envelopeResponse(200, status(subscription({ cancel_at_period_end: true, renews_at: null })), 'Your plan ends on 2026-12-02.'),
      '/buyer/subscription/resume': () => envelopeResponse(200, status(subscription()), 'Your plan renews as usual.'),
    });
    renderRoute('/buyer/subscription');
    const plan = await panel();
    const user = userEvent.setup();
    await user.click(within(plan).getByRole('button', { name: 'Cancel at period end' }));
    expect(callsTo(mock, '/buyer/subscription/cancel')).toHaveLength(0);
    expect(plan).toHaveTextContent('You keep your downloads until 2 Dec 2026, and nothing more is charged.');
    await user.click(within(plan).getByRole('button', { name: 'Yes, cancel at period end' }));
    expect(await screen.findByText('Your plan ends on 2026-12-02.')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Ends on 2 Dec 2026');
    expect(plan).toHaveTextContent('Your plan will not renew.');
    expect(callsTo(mock, '/buyer/subscription/cancel')).toHaveLength(1);
    await user.click(within(plan).getByRole('button', { name: 'Keep renewing' }));
    expect(await screen.findByText('Your plan renews as usual.')).toBeInTheDocument();
    expect(plan).toHaveTextContent('Renews on 2 Dec 2026');
  });

  it('upgrades now to a larger plan with one idempotency key, and shows the new plan', async () => {
    signInBuyer();
    const team = status(
      subscription({
        plan_id: 3,
        plan_variant_id: 31,
        plan_name: 'Team',
        variant_name: 'Team, monthly',
        downloads_per_period: 150,
        downloads_left: 150,
        downloads_used: 0,
        upgrades: [upgradeOption(32)],
      }),
    );
    let current = status(subscription());
    const mock = stubApi({
      '/buyer/subscription/plan': () => envelopeResponse(200, current),
      '/plan': { data: PLANS_DATA },
      '/buyer/subscription/upgrade': () => {
        current = team;
        return envelopeResponse(
          200,
          { order: order(600, { kind: 'upgrade', plan_id: 3, plan_variant_id: 31 }), subscription: team },
          'You are now on Team. Your downloads for this period start afresh.',
        );
      },
    });
    renderRoute('/buyer/subscription');
    const upgrade = await screen.findByRole('region', { name: 'Upgrade now' });
    // Larger plans only: Pro annual and Team; never the smaller Essentials.
    expect(
      within(upgrade)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/, (monthly|annual)$/).textContent),
    ).toEqual(['Pro, annual', 'Team, monthly', 'Team, annual']);
    const user = userEvent.setup();
    await user.click(within(upgrade).getByRole('button', { name: 'Upgrade to Team, monthly' }));
    await user.click(within(upgrade).getByRole('button', { name: 'Confirm upgrade to Team' }));
    expect(await screen.findByText('You are now on Team. Your downloads for this period start afresh.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Team, monthly' })).toHaveTextContent('150 of 150 downloads left this period');
    const [call] = mock.mock.calls.filter(([url]) => String(url).endsWith('/buyer/subscription/upgrade'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan_variant_id: 31, idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('offers what the server lists, and without a card sends the buyer to add one and back', async () => {
    signInBuyer();
    const noCard = subscription({ payment_method: null, renews_at: null, upgrades: [upgradeOption(31)] });
    const mock = stubApi({ '/buyer/subscription/plan': { data: status(noCard) }, '/plan': { data: PLANS_DATA } });
    const { router } = renderRoute('/buyer/subscription');
    const upgrade = await screen.findByRole('region', { name: 'Upgrade now' });
    expect(within(upgrade).getAllByRole('listitem')).toHaveLength(1);
    expect(upgrade).toHaveTextContent('You have no saved card to pay for an upgrade.');
    expect(within(upgrade).queryByRole('button', { name: /^Upgrade to/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(upgrade).getByRole('link', { name: 'Add a card to upgrade to Team, monthly' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/buyer/payment-methods?next=upgrade'),
    );
    expect(callsTo(mock, '/buyer/subscription/upgrade')).toHaveLength(0);
  });

  it("shows the saved card's refusal of an upgrade as a toast", async () => {
    signInBuyer();
    stubApi({
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/plan': { data: PLANS_DATA },
      '/buyer/subscription/upgrade': () => envelopeResponse(402, null, 'Your card was declined.'),
    });
    renderRoute('/buyer/subscription');
    const upgrade = await screen.findByRole('region', { name: 'Upgrade now' });
    const user = userEvent.setup();
    await user.click(within(upgrade).getByRole('button', { name: 'Upgrade to Pro, annual' }));
    await user.click(within(upgrade).getByRole('button', { name: 'Confirm upgrade to Pro' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('offers the plans when the buyer has none, and a retry when the plan cannot be loaded', async () => {
    signInBuyer();
    stubApi({ '/buyer/subscription/plan': { data: status(null) }, '/plan': { data: PLANS_DATA } });
    renderRoute('/buyer/subscription');
    expect(await screen.findByText('You have no plan yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/buyer/subscription-plan');
  });

  it('shows an error with a retry when the plan cannot be loaded', async () => {
    signInBuyer();
    stubApi({ '/buyer/subscription/plan': () => envelopeResponse(500, null, 'Server error') });
    renderRoute('/buyer/subscription');
    expect(await screen.findByText('We could not load your plan.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
