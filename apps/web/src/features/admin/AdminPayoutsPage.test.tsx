import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { PENDING_PAYOUT } from './payout-fixture';

const PAYOUT = PENDING_PAYOUT;

afterEach(() => vi.unstubAllGlobals());

describe('admin payouts page', { timeout: 20_000 }, () => {
  it('lists pending payouts and marks one paid with a reference', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    let paid = false;
    const mock = stubApi({
      '/admin/payouts': (url) =>
        envelopeResponse(200, {
          results: url.searchParams.get('status') === 'pending' && !paid ? [PAYOUT] : [],
          totalCount: 1,
          total_pages: 1,
          page_no: 1,
          limit: 20,
        }),
      '/admin/payouts/mark/paid': () => {
        paid = true;
        return envelopeResponse(200, { payout: { ...PAYOUT, status: 'paid' } }, 'Marked $40.00 to Cy Lens as paid.');
      },
    });
    renderRoute('/admin/payouts');
    const list = within(await screen.findByRole('list', { name: 'To pay payouts' }, { timeout: 15_000 }));
    expect(list.getByText('$40.00')).toBeInTheDocument();
    expect(list.getByText(/Deutsche Bank \(DE\) •••• 3000/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Mark paid' }));
    await user.type(screen.getByLabelText('Transfer reference (optional)'), 'SEPA-1');
    await user.click(screen.getByRole('button', { name: 'Confirm paid' }));
    expect(await screen.findByText('Marked $40.00 to Cy Lens as paid.')).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/admin/payouts/mark/paid'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ withdrawal_id: 9, payout_reference: 'SEPA-1' });
    expect(await screen.findByText('Nothing to pay right now')).toBeInTheDocument();
  });

  it('needs a reason to mark a payout failed', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const mock = stubApi({ '/admin/payouts': { data: { results: [PAYOUT], totalCount: 1, total_pages: 1, page_no: 1, limit: 20 } } });
    renderRoute('/admin/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark failed' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Confirm failed' }));
    expect(await screen.findByText('Say why the payout failed; the contributor is told.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(mock, '/admin/payouts/mark/failed')).toHaveLength(0));
  });

  it('sends someone without an admin session to the admin sign-in', async () => {
    stubApi({});
    const { router } = renderRoute('/admin/payouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
