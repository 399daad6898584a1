import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS_DATA, signInBuyer, status, subscription, upgradeOption, WELCOME_OFFER } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const plansList = () => screen.findByRole('region', { name: 'Subscriptions' });
const card = (name: string) => screen.getByRole('article', { name });

describe('pricing page', () => {
  it('shows the subscription plans side by side with price, quota, seats and media, and the credit packs', async () => {
    const mock = stubApi({ '/plan': { data: PLANS_DATA } });
    renderRoute('/buyer/subscription-plan');
    const list = await plansList();
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['Essentials', 'Pro', 'Team']);
    const pro = card('Pro');
    expect(within(pro).getByText('$99.00')).toBeInTheDocument();
    expect(within(pro).getByText('Billed monthly, cancel any time')).toBeInTheDocument();
    expect(within(pro).getByText('Images and videos')).toBeInTheDocument();
    expect(within(pro).getByText('Most popular')).toBeInTheDocument();
    expect(pro).toHaveTextContent('50 downloads a month');
    expect(within(card('Essentials')).getByText('Images only')).toBeInTheDocument();
    expect(within(card('Team')).getByText('5 seats: your team shares the downloads')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Choose Pro, monthly' })).toHaveAttribute('href', '/buyer/checkout?plan_variant_id=21');

    const packs = screen.getByRole('region', { name: 'Credit packs' });
    const small = within(packs).getByRole('article', { name: '5 downloads' });
    expect(small).toHaveTextContent('$49.00');
    expect(small).toHaveTextContent('5 credits · $9.80 each · valid for a year');
    expect(within(packs).getByRole('link', { name: 'Buy pack of 25 downloads' })).toHaveAttribute(
      'href',
      '/buyer/checkout?plan_variant_id=42',
    );
    expect(screen.getByText(/sales tax of 10% is added at checkout/)).toBeInTheDocument();
    // Signed out: no buyer calls.
    expect(callsTo(mock, '/buyer/offer')).toHaveLength(0);
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(0);
  });

  it('leaves out the feature that restates the monthly quota in whatever language the API words it', async () => {
    const german = {
      ...PLANS_DATA,
      plans: PLANS_DATA.plans.map((plan) =>
        plan.plan_id === 2 ? { ...plan, features: ['50 Bild- oder Video-Downloads pro Monat', 'Videos bis 4K', 'Standard-Lizenz'] } : plan,
      ),
    };
    stubApi({ '/plan': { data: german } });
    renderRoute('/buyer/subscription-plan');
    await plansList();
    const pro = card('Pro');
    expect(within(pro).getByText('Videos bis 4K')).toBeInTheDocument();
    expect(within(pro).getByText('Standard-Lizenz')).toBeInTheDocument();
    expect(within(pro).queryByText('50 Bild- oder Video-Downloads pro Monat')).not.toBeInTheDocument();
  });

  it('switches to annual prices with the saving, and keeps the choice in the address', async () => {
    stubApi({ '/plan': { data: PLANS_DATA } });
    const { router } = renderRoute('/buyer/subscription-plan');
    await plansList();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Annual/ }));
    expect(router.state.location.search).toBe('?billing=annual');
    expect(screen.getByRole('radio', { name: /Annual/ })).toHaveAccessibleName('Annual Save up to 17%');
    const pro = card('Pro');
    expect(within(pro).getByText('$82.50')).toBeInTheDocument();
    expect(within(pro).getByText('$990.00 billed once a year')).toBeInTheDocument();
    expect(within(pro).getByText('Save 17%')).toBeInTheDocument();
    expect(pro).toHaveTextContent('600 downloads a year');
    expect(within(pro).getByRole('link', { name: 'Choose Pro, annual' })).toHaveAttribute('href', '/buyer/checkout?plan_variant_id=22');
  });

  it("marks the signed-in buyer's current plan and offers their offers, which travel to checkout", async () => {
    signInBuyer();
    const mock = stubApi({
      '/plan': { data: PLANS_DATA },
      '/buyer/subscription/plan': { data: status(subscription()) },
      '/buyer/offer': { data: { offers: [WELCOME_OFFER] } },
    });
    renderRoute('/buyer/subscription-plan');
    await plansList();
    const pro = card('Pro');
    expect(await within(pro).findByText('Your current plan')).toBeInTheDocument();
    expect(within(pro).queryByRole('link', { name: /Choose Pro/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You are on/)).toHaveTextContent('You are on Pro, monthly.');

    const offers = await screen.findByRole('region', { name: 'You have an offer' });
    expect(offers).toHaveTextContent('20% off20% off your first purchase');
    expect(offers).toHaveTextContent('For any plan or pack · Code WELCOME20');
    await userEvent.setup().click(within(offers).getByRole('button', { name: 'Apply offer WELCOME20' }));
    expect(within(offers).getByRole('button', { name: 'Remove offer WELCOME20' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Credit packs' })).getByRole('link', { name: 'Buy pack of 5 downloads' }),
    ).toHaveAttribute('href', '/buyer/checkout?plan_variant_id=41&offer=WELCOME20');
    // A subscriber moves up from the subscription page (the saved card pays); smaller plans are not offered.
    expect(within(card('Team')).getByRole('link', { name: 'Upgrade to Team, monthly' })).toHaveAttribute(
      'href',
      '/buyer/subscription#upgrade',
    );
    expect(within(card('Essentials')).getByText('Your plan already covers this.')).toBeInTheDocument();
    expect(within(card('Essentials')).queryByRole('link')).not.toBeInTheDocument();
    const offerCall = mock.mock.calls.find(([url]) => String(url).endsWith('/buyer/offer'));
    expect(new Headers(offerCall?.[1]?.headers).get('authorization')).toBe('Bearer buyer-jwt');
  });

  it('marks as upgrades only what the server lists, and lets a past-due buyer buy a plan again', async () => {
    signInBuyer();
    let current = status(subscription({ upgrades: [upgradeOption(31)] }));
    stubApi({
      '/plan': { data: PLANS_DATA },
      '/buyer/subscription/plan': () => envelopeResponse(200, current),
      '/buyer/offer': { data: { offers: [] } },
    });
    const { unmount } = renderRoute('/buyer/subscription-plan');
    await plansList();
    expect(await within(card('Team')).findByRole('link', { name: 'Upgrade to Team, monthly' })).toBeInTheDocument();
    // Pro, annual is not in the server's list here, so it is not offered as an upgrade.
    await userEvent.setup().click(screen.getByRole('radio', { name: /Annual/ }));
    expect(within(card('Pro')).queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
    unmount();

    current = status(subscription({ status: 'past_due', upgrades: [] }));
    renderRoute('/buyer/subscription-plan');
    await plansList();
    expect(await within(card('Essentials')).findByRole('link', { name: 'Choose Essentials, monthly' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that works', async () => {
    let calls = 0;
    stubApi({
      '/plan': () => {
        calls += 1;
        return calls <= 2 ? envelopeResponse(503, null, 'Unavailable') : envelopeResponse(200, PLANS_DATA);
      },
    });
    renderRoute('/buyer/subscription-plan');
    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(await screen.findByText('We could not load the plans. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await plansList()).toBeInTheDocument();
  });

  it('says so when no plan is on sale', async () => {
    stubApi({ '/plan': { data: { ...PLANS_DATA, plans: [] } } });
    renderRoute('/buyer/subscription-plan');
    expect(await screen.findByText('No plans are on sale right now')).toBeInTheDocument();
  });

  it('is linked from the footer as Pricing', async () => {
    stubApi({ '/plan': { data: PLANS_DATA } });
    renderRoute('/buyer/subscription-plan');
    await plansList();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/buyer/subscription-plan',
    );
  });
});
