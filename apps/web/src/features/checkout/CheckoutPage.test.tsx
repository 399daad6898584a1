import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order, quote, signInBuyer, status, subscription, WELCOME_OFFER } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { BILLING_CALLS } from '../billing/billing-api';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const PAYMENT = {
  provider: 'test',
  test_mode: true,
  notice: 'TEST MODE: no real card is charged.',
  payment_id: 'test_pi_1',
  publishable_key: null,
  status: 'requires_payment',
};
const PENDING = order(501, { status: 'pending', invoice_id: null, invoice_number: null, paid_at: null });

type Mock = ReturnType<typeof stubApi>;
const bodiesOf = (mock: Mock, path: string) =>
  mock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

function stubCheckout(pay: () => Response, extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    '/buyer/plan/variant/details': (url) =>
      envelopeResponse(200, quote(Number(url.searchParams.get('plan_variant_id')), url.searchParams.get('offer') ? WELCOME_OFFER : null)),
    '/buyer/order/checkout': () => envelopeResponse(200, { order: PENDING, payment: PAYMENT }, 'Order created. Complete the payment.'),
    [BILLING_CALLS.payWithTestCard]: pay,
    '/buyer/subscription/plan': { data: status(subscription()) },
    ...extra,
  });
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Card payment' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.type(within(form).getByLabelText('Name on card'), 'Ada Buyer');
  return { user, form };
}

// Typing a whole card takes a while in jsdom.
describe('checkout', { timeout: 15_000 }, () => {
  it('sends a signed-out buyer to sign in, then back to this checkout', async () => {
    stubApi({});
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/buyer/checkout?plan_variant_id=21')}`);
  });

  it('shows the order summary with the item, the offer saving, tax and total, and the test mode card form', async () => {
    signInBuyer();
    const mock = stubCheckout(() => envelopeResponse(200, {}));
    renderRoute('/buyer/checkout?plan_variant_id=22&offer=WELCOME20');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(callsTo(mock, '/buyer/plan/variant/details')[0]?.search).toBe('?plan_variant_id=22&offer=WELCOME20');
    expect(summary).toHaveTextContent('Pro, annual$990.00');
    expect(summary).toHaveTextContent('20% off your first purchase (WELCOME20)-$198.00');
    expect(summary).toHaveTextContent('Sales tax (10%)$79.20');
    expect(summary).toHaveTextContent('Total today$871.20');
    expect(within(summary).getByText('20% off your first purchase: you save $198.00')).toBeInTheDocument();
    const testMode = screen.getByRole('note', { name: 'Test mode' });
    expect(testMode).toHaveTextContent('TEST MODE');
    expect(testMode).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(testMode).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(testMode).toHaveTextContent('4000 0000 0000 9995 has insufficient funds');
    expect(screen.getByRole('button', { name: 'Pay $871.20' })).toBeInTheDocument();
  });

  it('checks the card before sending anything', async () => {
    signInBuyer();
    const mock = stubCheckout(() => envelopeResponse(200, {}));
    renderRoute('/buyer/checkout?plan_variant_id=21');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText('Card number'), '4242424242424241');
    await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '0120');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(within(form).getByLabelText('Card number')).toHaveAccessibleDescription('This card number is not valid. Check the digits.');
    expect(within(form).getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(within(form).getByLabelText('CVC')).toHaveAccessibleDescription('Enter the 3 or 4 digits on the back of the card.');
    expect(within(form).getByLabelText('Name on card')).toHaveAccessibleDescription('Enter the name on the card.');
    expect(callsTo(mock, '/buyer/order/checkout')).toHaveLength(0);
  });

  it('pays with the test card: one order for the attempt, then the card step, then the success page', async () => {
    signInBuyer();
    const mock = stubCheckout(() =>
      envelopeResponse(200, { order: order(501), payment: { ...PAYMENT, status: 'succeeded' } }, 'Payment received.'),
    );
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21&offer=WELCOME20');
    const { user, form } = await fillCard('4242424242424242');
    expect(within(form).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(form).getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout/success'));
    const [checkout] = bodiesOf(mock, '/buyer/order/checkout');
    expect(checkout).toEqual({ plan_variant_id: 21, offer: 'WELCOME20', idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(bodiesOf(mock, BILLING_CALLS.payWithTestCard)).toEqual([
      {
        order_id: 501,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
        name_on_card: 'Ada Buyer',
        save_card: true,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(await screen.findByText(/is active/)).toHaveTextContent(
      'Pro, monthly is active. Renews on 2 Dec 2026. You have 42 downloads left.',
    );
    expect(screen.getByRole('link', { name: 'See your invoice' })).toHaveAttribute('href', '/buyer/billing');
  });

  it('applies a promo code typed into the summary: the server prices it, and its refusal is shown', async () => {
    signInBuyer();
    const mock = stubCheckout(() => envelopeResponse(200, {}), {
      '/buyer/plan/variant/details': (url) => {
        const code = url.searchParams.get('offer');
        const priced = quote(Number(url.searchParams.get('plan_variant_id')), code === 'AUTUMN25' ? WELCOME_OFFER : null);
        return envelopeResponse(200, code === 'OLDCODE' ? { ...priced, offer_error: 'The promo code OLDCODE has expired.' } : priced);
      },
    });
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const field = within(summary).getByRole('form', { name: 'Promo code' });
    const user = userEvent.setup();
    await user.type(within(field).getByLabelText('Promo code'), ' oldcode ');
    await user.click(within(field).getByRole('button', { name: 'Apply' }));
    // The page prices the new code afresh (a new order attempt), so the summary is drawn again.
    expect(await screen.findByText('The promo code OLDCODE has expired.')).toHaveAttribute('role', 'alert');
    expect(router.state.location.search).toBe('?plan_variant_id=21&offer=OLDCODE');
    const codeField = within(await screen.findByRole('form', { name: 'Promo code' })).getByLabelText('Promo code');
    await user.clear(codeField);
    await user.type(codeField, 'autumn25');
    await user.click(within(screen.getByRole('form', { name: 'Promo code' })).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/you save/)).toBeInTheDocument();
    expect(callsTo(mock, '/buyer/plan/variant/details').map((url) => url.searchParams.get('offer'))).toContain('AUTUMN25');
    await user.click(screen.getByRole('button', { name: 'Remove code AUTUMN25' }));
    await waitFor(() => expect(router.state.location.search).toBe('?plan_variant_id=21'));
  });

  it("offers to save a card for a pack, and keeps a plan's card for renewals", async () => {
    signInBuyer();
    const mock = stubCheckout(() => envelopeResponse(200, { order: order(501), payment: { ...PAYMENT, status: 'succeeded' } }));
    renderRoute('/buyer/checkout?plan_variant_id=41');
    const { user, form } = await fillCard('4242 4242 4242 4242');
    const save = within(form).getByRole('checkbox', { name: 'Save this card' });
    expect(save).toBeChecked();
    expect(save).toBeEnabled();
    await user.click(save);
    await user.click(within(form).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(bodiesOf(mock, BILLING_CALLS.payWithTestCard)).toHaveLength(1));
    expect(bodiesOf(mock, BILLING_CALLS.payWithTestCard)[0]).toMatchObject({ save_card: false });
  });

  it('makes one order when Pay is clicked twice while the first click is on its way', async () => {
    signInBuyer();
    let answerCheckout: () => void = () => {};
    const mock = stubCheckout(() => envelopeResponse(200, { order: order(501), payment: PAYMENT }), {
      '/buyer/order/checkout': () =>
        new Promise<Response>((resolve) => {
          answerCheckout = () => resolve(envelopeResponse(200, { order: PENDING, payment: PAYMENT }));
        }),
    });
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    const { user, form } = await fillCard('4242424242424242');
    await user.dblClick(within(form).getByRole('button', { name: /^Pay/ }));
    expect(within(form).getByRole('button', { name: 'Paying…' })).toBeDisabled();
    answerCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout/success'));
    expect(bodiesOf(mock, '/buyer/order/checkout')).toHaveLength(1);
    expect(bodiesOf(mock, BILLING_CALLS.payWithTestCard)).toHaveLength(1);
  });

  it('pays the same order when the buyer presses Pay again after a lost answer', async () => {
    signInBuyer();
    let payCalls = 0;
    const mock = stubCheckout(() => {
      payCalls += 1;
      if (payCalls === 1) throw new TypeError('Failed to fetch');
      return envelopeResponse(200, { order: order(501), payment: PAYMENT });
    });
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    const { user, form } = await fillCard('4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Press Pay again: it finishes the same order, so nothing is charged twice.',
    );
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout/success'));
    const keys = bodiesOf(mock, '/buyer/order/checkout').map((body) => body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the failure page with the clear message when the card is declined, and tries again on the same order', async () => {
    signInBuyer();
    const mock = stubCheckout(() => envelopeResponse(402, null, 'Your card was declined.'));
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    const { user, form } = await fillCard('4000000000000002');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout/failure'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByText('Nothing was charged and your plan has not changed.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Try another card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout'));
    const again = await fillCard('4242424242424242');
    await again.user.click(within(again.form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(bodiesOf(mock, '/buyer/order/checkout')).toHaveLength(2));
    const keys = bodiesOf(mock, '/buyer/order/checkout').map((body) => body.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the provider's word on a card field under that field and stays on the page", async () => {
    signInBuyer();
    stubCheckout(
      () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'Your card has expired.',
            data: null,
            errors: [{ field: '/exp_month', message: 'Your card has expired.' }],
          }),
          { status: 400 },
        ),
    );
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    const { user, form } = await fillCard('4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(within(form).getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription('Your card has expired.'));
    expect(router.state.location.pathname).toBe('/buyer/checkout');
  });

  it('shows why the order cannot be made (already subscribed) and an error state when the price cannot be read', async () => {
    signInBuyer();
    stubCheckout(() => envelopeResponse(200, {}), {
      '/buyer/order/checkout': () =>
        envelopeResponse(409, null, 'You already have the Pro plan. Upgrade it from your subscription instead of buying a second plan.'),
    });
    renderRoute('/buyer/checkout?plan_variant_id=31');
    const { user, form } = await fillCard('4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have the Pro plan.');
  });

  it('offers the plans when no plan was chosen, and an error with a retry when the quote fails', async () => {
    signInBuyer();
    stubApi({
      '/buyer/plan/variant/details': () =>
        envelopeResponse(404, null, 'This plan option does not exist. Choose a plan on the Pricing page.'),
    });
    renderRoute('/buyer/checkout?plan_variant_id=99');
    expect(await screen.findByText('This plan option does not exist. Choose a plan on the Pricing page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('with Stripe, shows no card form and sends the buyer to the secure payment page', async () => {
    signInBuyer();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const page = 'https://checkout.stripe.com/c/pay/cs_test_a1';
    const mock = stubCheckout(() => envelopeResponse(200, {}), {
      '/buyer/plan/variant/details': () => envelopeResponse(200, { ...quote(21), payment_provider: 'stripe' }),
      '/buyer/order/checkout': () =>
        envelopeResponse(200, {
          order: PENDING,
          payment: { ...PAYMENT, provider: 'stripe', test_mode: true, payment_id: 'cs_test_a1', redirect_url: page },
        }),
    });
    renderRoute('/buyer/checkout?plan_variant_id=21');
    const form = await screen.findByRole('form', { name: 'Secure payment' });
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Test mode' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Pay $108.90' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redirecting to secure payment…');
    expect(assign).toHaveBeenCalledWith(page);
    expect(bodiesOf(mock, '/buyer/order/checkout')).toEqual([{ plan_variant_id: 21, idempotency_key: expect.any(String) }]);
    expect(callsTo(mock, BILLING_CALLS.payWithTestCard)).toEqual([]);
  });

  it('with the test provider, takes the card here and is never redirected', async () => {
    signInBuyer();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubCheckout(() => envelopeResponse(200, { order: order(501), payment: { ...PAYMENT, status: 'succeeded' } }, 'Payment received.'));
    const { router } = renderRoute('/buyer/checkout?plan_variant_id=21');
    expect(screen.queryByRole('form', { name: 'Secure payment' })).not.toBeInTheDocument();
    const { user, form } = await fillCard('4242424242424242');
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/checkout/success'));
    expect(assign).not.toHaveBeenCalled();
  });
});
