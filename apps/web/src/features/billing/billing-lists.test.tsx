import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoice, licence, order, pageOf, signInBuyer } from '../../test/billing-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

describe('billing page', { timeout: 15_000 }, () => {
  it('lists invoices 5 to a page with page links, and opens an invoice PDF with the buyer token', async () => {
    signInBuyer();
    const mock = stubApi({
      '/buyer/billing': (url) => {
        const discounted = {
          ...invoice(6),
          discounts: [{ kind: 'discount' as const, description: 'Autumn sale (AUTUMN25)', amount_cents: -2475 }],
        };
        return envelopeResponse(200, pageOf([invoice(7), discounted], Number(url.searchParams.get('page_no')), 7));
      },
      '/buyer/invoice/pdf': () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice-7');
    renderRoute('/buyer/billing?page_no=2');
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(callsTo(mock, '/buyer/billing')[0]?.search).toBe('?page_no=2&limit=5');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Invoice INV-000007');
    expect(first).toHaveTextContent('2 Nov 2026 · Pro, monthly');
    expect(first).toHaveTextContent('$108.90');
    expect(first).not.toHaveTextContent('Autumn sale');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Autumn sale (AUTUMN25): -$24.75');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/buyer/billing');
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(first).getByRole('button', { name: 'Download invoice INV-000007 as PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice-7'));
    const pdfCall = mock.mock.calls.find(([url]) => String(url).startsWith('/api/buyer/invoice/pdf'));
    expect(String(pdfCall?.[0])).toBe('/api/buyer/invoice/pdf?invoice_id=7');
    expect(new Headers(pdfCall?.[1]?.headers).get('authorization')).toBe('Bearer buyer-jwt');
  });

  it('shows a toast when an invoice cannot be opened', async () => {
    signInBuyer();
    stubApi({ '/buyer/billing': { data: pageOf([invoice(7)]) } });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderRoute('/buyer/billing');
    const list = await screen.findByRole('list', { name: 'Invoices' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Download invoice INV-000007 as PDF' }));
    expect(await screen.findByText('This document was not found.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('says when there are no invoices yet, and offers the plans', async () => {
    signInBuyer();
    stubApi({ '/buyer/billing': { data: pageOf([]) } });
    renderRoute('/buyer/billing');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/buyer/subscription-plan');
  });

  it('shows an error with a retry', async () => {
    signInBuyer();
    stubApi({ '/buyer/billing': () => envelopeResponse(500, null, 'Server error') });
    renderRoute('/buyer/billing');
    expect(
      await screen.findByText('We could not load your invoices. Check your connection and try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('purchase history page', { timeout: 15_000 }, () => {
  it('asks for 5 orders a page and shows each with its kind, status, invoice and total', async () => {
    signInBuyer();
    const mock = stubApi({
      '/buyer/purchase/history': {
        data: pageOf(
          [
            order(9, { kind: 'upgrade', description: 'Team: Team, monthly', total_cents: 15000 }),
            order(8, { status: 'failed', invoice_id: null, invoice_number: null, failure_message: 'Your card was declined.' }),
            order(7, { status: 'partially_refunded' }),
            order(6, { status: 'refunded' }),
          ],
          1,
          12,
        ),
      },
    });
    renderRoute('/buyer/purchase-history');
    const list = await screen.findByRole('list', { name: 'Purchases' });
    expect(callsTo(mock, '/buyer/purchase/history')[0]?.search).toBe('?page_no=1&limit=5');
    const [upgrade, failed, partly, refunded] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(upgrade).toHaveTextContent('Order #9 Paid');
    expect(upgrade).toHaveTextContent('2 Nov 2026 · Upgrade');
    expect(upgrade).toHaveTextContent('Invoice INV-000009');
    expect(upgrade).toHaveTextContent('$150.00');
    expect(failed).toHaveTextContent('Order #8 Failed');
    expect(failed).toHaveTextContent('Your card was declined.');
    expect(partly).toHaveTextContent('Order #7 Partly refunded');
    expect(refunded).toHaveTextContent('Order #6 Refunded');
    expect(refunded).toHaveTextContent('Invoice INV-000006');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/buyer/purchase-history?page_no=3',
    );
  });

  it('says when there are no purchases yet', async () => {
    signInBuyer();
    stubApi({ '/buyer/purchase/history': { data: pageOf([]) } });
    renderRoute('/buyer/purchase-history');
    expect(await screen.findByText('No purchases yet')).toBeInTheDocument();
  });
});

describe('licences page', { timeout: 15_000 }, () => {
  it('lists every licence with its file, size, plan and certificate', async () => {
    signInBuyer();
    const mock = stubApi({
      '/buyer/licences': { data: pageOf([licence(3, 42), { ...licence(2, 43), revoked_at: '2026-11-20T09:00:00.000Z' }], 1, 2) },
      '/buyer/licence/certificate': () => new Response(new Blob(['%PDF-1.7']), { status: 200 }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:certificate-3');
    renderRoute('/buyer/licences');
    const list = await screen.findByRole('list', { name: 'Licences' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Misty blue mountain ridges at dawn 42' })).toHaveAttribute('href', '/file/42');
    expect(first).toHaveTextContent('Large (3000 × 2000 px) · Licensed 3 Nov 2026 by Ada Byron · Pro · Licence LIC-000003');
    expect(first).toHaveTextContent('Standard licence');
    expect(first).not.toHaveTextContent('Revoked');
    const revoked = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(revoked).toHaveTextContent('Revoked 20 Nov 2026: its order was refunded');
    expect(within(revoked).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Upgrade LIC-000003 to Enhanced' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(first).getByRole('button', { name: 'Licence certificate for Misty blue mountain ridges at dawn 42 (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:certificate-3'));
    expect(callsTo(mock, '/buyer/licence/certificate')[0]?.search).toBe('?licence_id=3');
  });

  it('says when nothing is licensed yet', async () => {
    signInBuyer();
    stubApi({ '/buyer/licences': { data: pageOf([]) } });
    renderRoute('/buyer/licences');
    expect(await screen.findByText('No licences yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find something to download' })).toHaveAttribute('href', '/search');
  });
});
