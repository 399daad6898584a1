import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { signInBuyer, status, subscription } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const header = () => screen.getByRole('banner');
const desktopNav = () => within(header()).getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;

/** The page's own code loads lazily; until it has, a placeholder header stands in, so wait for the page. */
async function openPage(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('account menu', { timeout: 15_000 }, () => {
  it("shows the buyer's downloads left, and opens on the plan, renewal and the account pages", async () => {
    signInBuyer();
    stubApi({ '/buyer/subscription/plan': { data: status(subscription()) } });
    await openPage('/our-story');
    const button = await within(desktopNav()).findByRole('button', { name: 'Buyer: Ada Buyer 42 downloads left' });
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(desktopNav()).getByRole('region', { name: 'Your plan and account' });
    expect(menu).toHaveTextContent('Pro, monthly');
    expect(menu).toHaveTextContent('42 of 50 downloads left this period');
    expect(menu).toHaveTextContent('Renews on 2 Dec 2026');
    expect(within(menu).getByRole('link', { name: 'Billing and invoices' })).toHaveAttribute('href', '/buyer/billing');
    expect(within(menu).getByRole('link', { name: 'Licences' })).toHaveAttribute('href', '/buyer/licences');
    expect(within(menu).getByRole('link', { name: 'Your collections' })).toHaveAttribute('href', '/buyer/collections');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a plan to a buyer without one', async () => {
    signInBuyer();
    stubApi({ '/buyer/subscription/plan': { data: status(null) } });
    await openPage('/our-story');
    await userEvent.setup().click(await within(desktopNav()).findByRole('button', { name: 'Buyer: Ada Buyer' }));
    const menu = within(desktopNav()).getByRole('region', { name: 'Your plan and account' });
    expect(await within(menu).findByText('You have no plan yet.')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/buyer/subscription-plan');
  });

  it('refetches the subscription every 30 seconds (the spec), so downloads left follow the server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInBuyer();
    let left = 42;
    const mock = stubApi({ '/buyer/subscription/plan': () => envelopeResponse(200, status(subscription({ downloads_left: left }))) });
    await openPage('/our-story');
    expect(await within(desktopNav()).findByRole('button', { name: 'Buyer: Ada Buyer 42 downloads left' })).toBeInTheDocument();
    const before = callsTo(mock, '/buyer/subscription/plan').length;
    left = 41;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(before + 1);
    expect(await within(desktopNav()).findByRole('button', { name: 'Buyer: Ada Buyer 41 downloads left' })).toBeInTheDocument();
  });

  it('gives each signed-in role one menu of its own, beside one link: nothing else competes with search for room', async () => {
    signInBuyer();
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy Contributor' }));
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ida Admin' }));
    stubApi({ '/buyer/subscription/plan': { data: status(null) } });
    await openPage('/our-story');
    const nav = within(desktopNav());
    // Signed in, "Sell your content" leaves the bar (the footer keeps it); Pricing stays. The width itself is measured by
    // the every-page journey, which has a real layout.
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Admin: Ida Admin',
      'Buyer: Ada Buyer',
      'Contributor: Cy Contributor',
    ]);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Pricing']);
    await userEvent.setup().click(nav.getByRole('button', { name: 'Contributor: Cy Contributor' }));
    const menu = within(nav.getByRole('region', { name: 'Your contributor account' }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/contributor/dashboard',
      '/contributor/upload',
      '/contributor/catalogue',
      '/contributor/earnings',
      '/contributor/portfolio',
      '/contributor/profile',
    ]);
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.setup().click(nav.getByRole('button', { name: 'Admin: Ida Admin' }));
    expect(within(nav.getByRole('region', { name: 'Your administrator account' })).getByRole('link', { name: 'Payouts' })).toHaveAttribute(
      'href',
      '/admin/payouts',
    );
    // Opening one menu closes the other.
    expect(nav.queryByRole('region', { name: 'Your contributor account' })).not.toBeInTheDocument();
  });

  it('is not shown to a contributor or a visitor', async () => {
    const mock = stubApi({});
    await openPage('/our-story');
    await screen.findByRole('heading', { level: 1 });
    expect(within(desktopNav()).queryByRole('button', { name: /^Buyer/ })).not.toBeInTheDocument();
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(0);
  });
});
