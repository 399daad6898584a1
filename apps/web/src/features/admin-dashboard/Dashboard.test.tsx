import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { adminReading, endAdminTest } from '../admin/admin-test-session';

const point = (date: string, revenue: number, licences: number) => ({
  date,
  revenue_cents: revenue,
  licences,
  new_buyers: 2,
  new_contributors: 1,
  uploads: 1500,
});

const DASHBOARD = {
  period: { startTime: '2026-11-02T00:00:00.000Z', endTime: '2026-11-16T00:00:00.000Z' },
  interval: 'week',
  totals: { revenue_cents: 123_450, licences: 1234, new_buyers: 4, new_contributors: 2, uploads: 3000 },
  points: [point('2026-11-02', 100_000, 1000), point('2026-11-09', 23_450, 234)],
  review_backlog: { count: 3, oldest_submitted_at: new Date(Date.now() - 2.5 * 86_400_000).toISOString() },
  payouts_due: { count: 1, amount_cents: 4000 },
};

async function showDashboard(language: 'en' | 'de') {
  await adminReading(language);
  stubApi({ '/admin/dashboard': { data: DASHBOARD } });
  renderRoute('/admin');
}

const total = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(endAdminTest);

describe('the dashboard of the console', { timeout: 20_000 }, () => {
  it('shows the totals, the backlog’s age and the figures by period', async () => {
    await showDashboard('en');
    const dashboard = await screen.findByRole('region', { name: 'How the marketplace is doing' }, { timeout: 15_000 });
    expect(await within(dashboard).findByText('Revenue (net) by week, Nov 2, 2026 to Nov 9, 2026')).toBeInTheDocument();
    expect(total(dashboard, 'Licences')).toBe('1,234');
    expect(total(dashboard, 'Review backlog')).toBe('3, oldest 2\u00a0days');
    expect(total(dashboard, 'Payouts due')).toBe('1 · $40.00');
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('row', { name: /Nov 2, 2026/ })).toHaveTextContent('$1,000.00');
  });

  it('writes them as a German reader does', async () => {
    await showDashboard('de');
    const dashboard = await screen.findByRole('region', { name: 'So läuft der Marktplatz' }, { timeout: 15_000 });
    expect(await within(dashboard).findByText('Umsatz (netto) pro Woche, 02.11.2026 bis 09.11.2026')).toBeInTheDocument();
    expect(total(dashboard, 'Umsatz (netto)')).toBe('1.234,50\u00a0$');
    expect(total(dashboard, 'Lizenzen')).toBe('1.234');
    expect(total(dashboard, 'Offene Prüfungen')).toBe('3, älteste seit 2\u00a0Tagen');
    expect(within(dashboard).getByLabelText('Nach')).toHaveDisplayValue('Tag');
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('row', { name: /09\.11\.2026/ })).toHaveTextContent(/234,50\s\$/);
    expect(table.getByRole('row', { name: /09\.11\.2026/ })).toHaveTextContent('1.500');
  });
});
