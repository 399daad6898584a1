import type { PaymentMethodsData, SavedCard } from '@stock/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInBuyer } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const card = (id: number, last4: string, isDefault: boolean): SavedCard => ({
  payment_method_id: id,
  provider: 'test',
  brand: 'Visa',
  last4,
  is_default: isDefault,
  created_at: '2026-11-02T10:00:00.000Z',
});
const cards = (...list: SavedCard[]): PaymentMethodsData => ({
  payment_methods: list,
  provider: 'test',
  test_mode: true,
  notice: 'Test mode',
});
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body));

async function fillCard(number: string) {
  const form = await screen.findByRole('form', { name: 'Add a card' });
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.type(within(form).getByLabelText('Name on card'), 'Ada Buyer');
  await user.click(within(form).getByRole('button', { name: 'Save card' }));
  return form;
}

describe('payment methods page', { timeout: 15_000 }, () => {
  it('lists the cards, the default first, and makes another the default or removes it after a confirmation', async () => {
    signInBuyer();
    let current = cards(card(1, '4242', true), card(2, '1111', false));
    const mock = stubApi({
      '/buyer/payment-method': () => envelopeResponse(200, current),
      '/buyer/payment-method/default': (_url, init) => {
        expect(bodyOf(init)).toEqual({ payment_method_id: 2 });
        current = cards(card(2, '1111', true), card(1, '4242', false));
        return envelopeResponse(200, current, 'Visa ending 1111 now pays your renewals and upgrades.');
      },
      '/buyer/payment-method/remove': (_url, init) => {
        expect(bodyOf(init)).toEqual({ payment_method_id: 1 });
        current = cards(card(2, '1111', true));
        return envelopeResponse(200, current, 'Visa ending 4242 is removed.');
      },
    });
    renderRoute('/buyer/payment-methods');
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Visa ending 4242Default'), expect.stringContaining('Visa ending 1111')]);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Make default: Visa ending 1111' }));
    expect(await screen.findByText('Visa ending 1111 now pays your renewals and upgrades.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove Visa ending 4242' }));
    expect(callsTo(mock, '/buyer/payment-method/remove')).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: 'Remove Visa ending 4242' }));
    expect(await screen.findByText('Visa ending 4242 is removed.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a card, shows a field the server refused, and goes back to the upgrade it was asked for', async () => {
    signInBuyer();
    let current = cards();
    stubApi({
      '/buyer/payment-method': () => envelopeResponse(200, current),
      '/buyer/payment-method/test-card': (_url, init) => {
        const body = bodyOf(init);
        if (body.card_number !== '4242424242424242')
          return new Response(
            JSON.stringify({
              status: false,
              status_code: 400,
              message: 'Test mode accepts only the test cards.',
              errors: [{ field: 'card_number', message: 'Test mode accepts only the test cards.' }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          );
        current = cards(card(7, '4242', true));
        return envelopeResponse(200, current, 'Visa ending 4242 is saved.');
      },
      '/buyer/subscription/plan': { data: { subscription: null, packs: [], downloads_left: 0, can_download: false } },
    });
    const { router } = renderRoute('/buyer/payment-methods?next=upgrade');
    expect(await screen.findByText('No saved cards yet. Without one, your plan ends at the end of its period.')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '' })).toHaveTextContent('Add a card to finish your upgrade');
    const form = await fillCard('5555 5555 5555 4444');
    expect(await within(form).findByText('Test mode accepts only the test cards.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText('Card number'));
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending 4242 is saved.')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/buyer/subscription#upgrade'));
  });

  it("with Stripe, sends the buyer to Stripe's page to add a card", async () => {
    signInBuyer();
    const page = 'https://checkout.stripe.com/c/pay/cs_test_setup';
    stubApi({
      '/buyer/payment-method': { data: { ...cards(), provider: 'stripe', test_mode: true } },
      '/buyer/payment-method/setup': () => envelopeResponse(200, { redirect_url: page }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute('/buyer/payment-methods');
    const button = await screen.findByRole('button', { name: "Add a card on Stripe's page" });
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
    await userEvent.setup().click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(page));
  });
});
