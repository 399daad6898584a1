import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const ORDER = {
  id: 7,
  user_id: 3,
  buyer_name: 'Olga <i>Orders</i>',
  buyer_email: 'olga@example.com',
  kind: 'purchase',
  status: 'paid',
  description: 'Pro, monthly',
  currency: 'USD',
  total_cents: 10_890,
  tax_cents: 990,
  created_at: '2026-11-02T10:00:00.000Z',
  invoice_number: 'INV-000007',
};
const REFUNDS = {
  order_id: 7,
  currency: 'USD',
  paid_cents: 10_890,
  refunded_cents: 0,
  refundable_cents: 10_890,
  reauth_above_cents: 10_000,
  refunds: [],
};
const REFUNDED = {
  ...REFUNDS,
  refunded_cents: 10_890,
  refundable_cents: 0,
  refunds: [
    {
      id: 1,
      credit_note_number: 'CN-000003',
      amount_cents: 10_890,
      tax_cents: 990,
      currency: 'USD',
      reason: 'Charged <twice>',
      downloads_removed: 50,
      status: 'succeeded',
      admin_name: 'Ada',
      created_at: '2026-11-24T10:00:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value the order's fact list shows for a term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function signInAdmin() {
  localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
  localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
}

describe('the order page of the console', { timeout: 20_000 }, () => {
  it('refunds above the threshold after the password is typed again, then lists the credit note', async () => {
    signInAdmin();
    let refunded = false;
    const mock = stubApi({
      '/admin/orders': () =>
        envelopeResponse(200, {
          results: [{ ...ORDER, status: refunded ? 'refunded' : 'paid' }],
          totalCount: 1,
          total_pages: 1,
          page_no: 1,
          limit: 20,
        }),
      '/admin/orders/7/refunds': (_url, init) => {
        if (init?.method === 'POST') refunded = true;
        return envelopeResponse(200, refunded ? REFUNDED : REFUNDS, refunded ? 'Refunded $108.90; credit note CN-000003.' : 'OK');
      },
      '/admin/reauth': () => envelopeResponse(200, { reauthenticated_until: '2026-11-24T10:05:00.000Z' }),
    });
    renderRoute('/admin/orders/7');
    expect(await screen.findByText('Olga <i>Orders</i> <olga@example.com>')).toBeInTheDocument();
    expect(fact('Status')).toBe('Paid');
    const form = within(screen.getByRole('form', { name: 'Refund order 7' }));
    expect(form.getByLabelText(/Amount/)).toHaveValue('108.90');
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Reason/), 'Charged <twice>');
    await user.type(form.getByLabelText('Your password, again'), 'lantern-harbour-42');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $108.90; credit note CN-000003.')).toBeInTheDocument();

    const posts = mock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => [new URL(String(url), 'http://x').pathname, JSON.parse(String(init?.body))]);
    expect(posts).toEqual([
      ['/api/admin/reauth', { password: 'lantern-harbour-42' }],
      ['/api/admin/orders/7/refunds', { amount_cents: 10_890, reason: 'Charged <twice>', idempotency_key: expect.stringMatching(UUID) }],
    ]);
    const list = within(await screen.findByRole('list', { name: 'Refunds and credit notes' }));
    expect(list.getByText('Credit note CN-000003 · $108.90')).toBeInTheDocument();
    expect(list.getByText('Charged <twice>')).toBeInTheDocument();
    expect(list.getByText(/· 50 unused downloads removed$/)).toBeInTheDocument();
    expect(screen.getByText('Nothing is left to refund on this order.')).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toBe('Refunded'));
  });

  it('sends one key per intended refund: the same on a retry after an error, a new one after a refund went through', async () => {
    signInAdmin();
    let posts = 0;
    const mock = stubApi({
      '/admin/orders': () => envelopeResponse(200, { results: [ORDER], totalCount: 1, total_pages: 1, page_no: 1, limit: 20 }),
      '/admin/orders/7/refunds': (_url, init) => {
        if (init?.method !== 'POST') return envelopeResponse(200, REFUNDS);
        posts += 1;
        return posts === 1
          ? envelopeResponse(502, null, 'The payment provider did not answer in time.')
          : envelopeResponse(200, REFUNDS, `Refunded $25.00; credit note CN-00000${posts}.`);
      },
    });
    renderRoute('/admin/orders/7');
    const form = within(await screen.findByRole('form', { name: 'Refund order 7' }));
    const user = userEvent.setup();
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '25');
    await user.type(form.getByLabelText(/Reason/), 'Service outage');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment provider did not answer in time.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $25.00; credit note CN-000002.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Amount/));
    await user.type(form.getByLabelText(/Amount/), '25');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refunded $25.00; credit note CN-000003.')).toBeInTheDocument();

    const keys = mock.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/admin/orders/7/refunds'))
      .map(([, init]) => JSON.parse(String(init?.body)).idempotency_key as string);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows each order of the list in words: partly refunded, refunded', async () => {
    signInAdmin();
    stubApi({
      '/admin/orders': () =>
        envelopeResponse(200, {
          results: [
            { ...ORDER, id: 9, status: 'partially_refunded' },
            { ...ORDER, id: 8, status: 'refunded' },
          ],
          totalCount: 2,
          total_pages: 1,
          page_no: 1,
          limit: 20,
        }),
    });
    renderRoute('/admin/orders');
    const [partly, whole] = within(await screen.findByRole('list', { name: 'Orders found' })).getAllByRole('listitem') as HTMLElement[];
    expect(partly).toHaveTextContent('$108.90 · Partly refunded · INV-000007');
    expect(whole).toHaveTextContent('$108.90 · Refunded · INV-000007');
  });

  it('asks no password up to the threshold and sends nothing above what is left', async () => {
    signInAdmin();
    const mock = stubApi({
      '/admin/orders': () => envelopeResponse(200, { results: [ORDER], totalCount: 1, total_pages: 1, page_no: 1, limit: 20 }),
      '/admin/orders/7/refunds': () => envelopeResponse(200, REFUNDS),
    });
    renderRoute('/admin/orders/7');
    const form = within(await screen.findByRole('form', { name: 'Refund order 7' }));
    const amount = form.getByLabelText(/Amount/);
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, '25.5');
    expect(form.queryByLabelText('Your password, again')).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200');
    expect(screen.getByText('At most $108.90 is left to refund.')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Reason/), 'Too much');
    await user.type(form.getByLabelText('Your password, again'), 'pw');
    await user.click(form.getByRole('button', { name: 'Refund' }));
    expect(mock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
