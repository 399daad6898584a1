import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { adminReading, endAdminTest } from './admin-test-session';
import { PENDING_PAYOUT } from './payout-fixture';

afterEach(endAdminTest);

describe('the administration in German', { timeout: 20_000 }, () => {
  it('shows the payouts with money and dates as a German reader writes them, and the header menu in German', async () => {
    await adminReading('de');
    stubApi({ '/admin/payouts': { data: { results: [PENDING_PAYOUT], totalCount: 1, total_pages: 1, page_no: 1, limit: 20 } } });
    renderRoute('/admin/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auszahlungen' }, { timeout: 15_000 })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Offene Auszahlungen' }));
    expect(list.getByText('40,00 $')).toBeInTheDocument();
    expect(list.getByText('Cy Lens · Deutsche Bank (DE) •••• 3000 · beantragt am 20.11.2026')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Als ausgezahlt markieren' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Verwaltung' }));
    expect(nav.getByRole('link', { name: 'Prüfwarteschlange' })).toHaveAttribute('href', '/admin/review');

    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('button', { name: /Ada/ }));
    const menu = within(screen.getByRole('region', { name: 'Ihr Administratorkonto' }));
    expect(menu.getByRole('link', { name: 'Kategorien' })).toHaveAttribute('href', '/admin/categories');
  });
});
