import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const button = await within(desktopNav()).findByRole('button', { name: 'Account 42 downloads left' });
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(desktopNav()).getByRole('region', { name: 'Your plan and account' });
    expect(menu).toHaveTextContent('Pro, monthly');
    expect(menu).toHaveTextContent('42 of 50 downloads left this period');
    expect(menu).toHaveTextContent('Renews on 2 Dec 2026');
    expect(within(menu).getByRole('link', { name: 'Billing and invoices' })).toHaveAttribute('href', '/buyer/billing');
    expect(within(menu).getByRole('link', { name: 'Licences' })).toHaveAttribute('href', '/buyer/licences');
    await userEvent.setup().keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a plan to a buyer without one', async () => {
    signInBuyer();
    stubApi({ '/buyer/subscription/plan': { data: status(null) } });
    await openPage('/our-story');
    await userEvent.setup().click(await within(desktopNav()).findByRole('button', { name: 'Account' }));
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
    expect(await within(desktopNav()).findByRole('button', { name: 'Account 42 downloads left' })).toBeInTheDocument();
    const before = callsTo(mock, '/buyer/subscription/plan').length;
    left = 41;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(before + 1);
    expect(await within(desktopNav()).findByRole('button', { name: 'Account 41 downloads left' })).toBeInTheDocument();
  });

  it('is not shown to a contributor or a visitor', async () => {
    const mock = stubApi({});
    await openPage('/our-story');
    await screen.findByRole('heading', { level: 1 });
    expect(within(desktopNav()).queryByRole('button', { name: /^Account/ })).not.toBeInTheDocument();
    expect(callsTo(mock, '/buyer/subscription/plan')).toHaveLength(0);
  });
});
