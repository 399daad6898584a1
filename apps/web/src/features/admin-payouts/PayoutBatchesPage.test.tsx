import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { PENDING_PAYOUT } from '../admin/payout-fixture';

const PAYOUT = PENDING_PAYOUT;
const page = (results: unknown[]) => ({ results, totalCount: results.length, total_pages: 1, page_no: 1, limit: 50 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('payout batches page', { timeout: 20_000 }, () => {
  it('asks for the password before exporting a batch, then saves the bank file', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    URL.createObjectURL = vi.fn(() => 'blob:sepa');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const order: string[] = [];
    stubApi({
      '/admin/payouts': () => envelopeResponse(200, page([PAYOUT])),
      '/admin/payout-batches': () =>
        envelopeResponse(
          200,
          page([{ id: 5, created_at: '2026-11-24T09:00:00.000Z', exported_at: null, total_cents: 4000, items: [PAYOUT] }]),
        ),
      '/admin/reauth': (_url, init) => {
        order.push(`reauth ${JSON.parse(String(init?.body)).password}`);
        return envelopeResponse(200, { reauthenticated_until: '2026-11-24T09:05:00.000Z' }, 'Confirmed for 5 minutes.');
      },
      '/admin/payout-batches/5/export': () => {
        order.push('export');
        return envelopeResponse(
          200,
          { batch_id: 5, transfer_xml: '<Document/>', transfer_file_name: 'payout-batch-5.xml', csv: null, csv_file_name: null },
          'Exported 1 payout(s): 1 in the ISO 20022 transfer file (USD), 0 in the CSV.',
        );
      },
    });
    renderRoute('/admin/payout-batches');
    const batches = within(await screen.findByRole('list', { name: 'Payout batches' }));
    expect(batches.getByText(/^Batch 5 · \$40\.00 · 1 payout$/)).toBeInTheDocument();
    // The payout already in a batch is not offered again.
    expect(await screen.findByText('Every pending payout is in a batch')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(batches.getByRole('button', { name: 'Export bank files' }));
    const form = within(screen.getByRole('form', { name: 'Export batch 5' }));
    await user.type(form.getByLabelText('Your password, again'), 'secret words');
    await user.click(form.getByRole('button', { name: 'Confirm and export' }));
    expect(await screen.findByText('Exported 1 payout(s): 1 in the ISO 20022 transfer file (USD), 0 in the CSV.')).toBeInTheDocument();
    await waitFor(() => expect(order).toEqual(['reauth secret words', 'export']));
    expect(saved).toEqual(['payout-batch-5.xml']);
  });
});
