import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDetails, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const LEVEL = {
  name: 'Level 1',
  rate_bp: 1500,
  lifetime_downloads: 12,
  next_level_name: 'Level 2',
  next_level_rate_bp: 2000,
  next_level_at: 100,
  downloads_to_next: 88,
  progress: 0.12,
};
const SUMMARY = {
  period: { startTime: '2026-10-01T00:00:00.000Z', endTime: '2026-11-01T00:00:00.000Z' },
  currency: 'USD',
  downloads: 12,
  earnings_cents: 5264,
  referral_earnings_cents: 0,
  available_cents: 5264,
  pending_cents: 0,
  paid_out_cents: 1000,
  lifetime_earnings_cents: 6264,
  payout_minimum_cents: 3500,
  level: LEVEL,
};
const PAGE = { totalCount: 0, total_pages: 0, page_no: 1, limit: 10, results: [] };
const BANK = bankDetails();
const LINE = {
  licence_id: 7,
  downloaded_at: '2026-10-20T12:00:00.000Z',
  media_id: 3,
  title: 'Misty ridge',
  format: 'Large JPEG',
  plan: 'Standard monthly',
  value_cents: 290,
  rate_bp: 1500,
  level: 'Level 1',
  royalty_cents: 44,
};

function signIn() {
  signInContributor('Cy');
}

function stubEarnings(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/contributor/earning/summary': { data: { summary: SUMMARY } },
    '/contributor/earning/summary/graph': {
      data: { period: SUMMARY.period, interval: 'day', points: [{ date: '2026-10-20', downloads: 1, earnings_cents: 44 }] },
    },
    '/contributor/files/detail': { data: { ...PAGE, period: SUMMARY.period } },
    '/contributor/royalty/statement': {
      data: {
        ...PAGE,
        totalCount: 1,
        total_pages: 1,
        results: [LINE],
        period: SUMMARY.period,
        total_royalty_cents: 44,
        total_value_cents: 290,
      },
    },
    '/contributor/withdrawals': { data: PAGE },
    '/contributor/bank/details': { data: { bankDetails: BANK } },
    ...extra,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** Types an amount into the withdrawal field and submits it, as a contributor does. */
async function submitAmount(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string, button = 'Withdraw') {
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('earnings page', { timeout: 20_000 }, () => {
  it('shows the summary cards, level progress, statement line and empty states for the period in the address', async () => {
    signIn();
    const mock = stubEarnings();
    renderRoute('/contributor/earnings?startTime=2026-10-01&endTime=2026-10-31');
    expect(await screen.findAllByText('$52.64', { selector: 'dd' }, { timeout: 15_000 })).toHaveLength(2);
    expect(screen.getByText('Level 1 · 15% royalty')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next earnings level' })).toHaveAttribute('aria-valuenow', '12');
    const statement = within(await screen.findByRole('region', { name: 'Royalty statement' }));
    expect(await statement.findByText('Misty ridge')).toBeInTheDocument();
    expect(statement.getAllByText('$0.44')).not.toHaveLength(0);
    // On a phone the table scrolls sideways: a keyboard can reach the named region to scroll it.
    expect(statement.getByRole('region', { name: 'Royalty statement lines' })).toHaveAttribute('tabindex', '0');
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument();
    expect(await screen.findByText('No published files yet')).toBeInTheDocument();
    expect(callsTo(mock, '/contributor/earning/summary')[0]?.searchParams.get('startTime')).toBe('2026-10-01');
    expect(callsTo(mock, '/contributor/earning/summary/graph')[0]?.searchParams.get('interval')).toBe('day');
    expect(document.querySelector('footer')).toBeNull();
  });

  it('refuses an amount below the minimum on the page, then withdraws and refreshes the balances', async () => {
    signIn();
    const mock = stubEarnings({
      '/contributor/withdraw': () =>
        envelopeResponse(
          200,
          { withdrawal: { id: 1, amount_cents: 4000, status: 'pending' }, available_cents: 1264 },
          'Your withdrawal of $40.00 is requested.',
        ),
    });
    renderRoute('/contributor/earnings');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Amount (USD)', {}, { timeout: 15_000 });
    await submitAmount(user, amount, '20');
    expect(await screen.findByRole('alert')).toHaveTextContent('The smallest withdrawal is $35.00.');
    expect(callsTo(mock, '/contributor/withdraw')).toHaveLength(0);
    await submitAmount(user, amount, '40.005');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount in dollars');
    const summaryCalls = callsTo(mock, '/contributor/earning/summary').length;
    await submitAmount(user, amount, '40');
    expect(await screen.findByText('Your withdrawal of $40.00 is requested.')).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/withdraw'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ amount: 40 });
    await waitFor(() => expect(callsTo(mock, '/contributor/earning/summary').length).toBeGreaterThan(summaryCalls));
  });

  it('asks for bank details before a withdrawal when there are none', async () => {
    signIn();
    stubEarnings({ '/contributor/bank/details': { data: { bankDetails: null } } });
    renderRoute('/contributor/earnings');
    expect(await screen.findByRole('link', { name: 'Add bank details' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/contributor/bank-details',
    );
    expect(screen.queryByLabelText('Amount (USD)')).toBeNull();
  });

  it('sends a signed-out visitor to the contributor sign-in', async () => {
    stubEarnings();
    const { router } = renderRoute('/contributor/earnings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contributor/login'));
  });
});

describe('earnings page in German', { timeout: 20_000 }, () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the money as a German reader writes it and withdraws an amount typed with a decimal comma', async () => {
    await i18next.changeLanguage('de');
    signIn();
    const mock = stubEarnings({
      '/contributor/withdraw': () =>
        envelopeResponse(200, { withdrawal: { id: 1, amount_cents: 4050, status: 'pending' }, available_cents: 1214 }, 'Requested.'),
    });
    renderRoute('/contributor/earnings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einnahmen' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findAllByText('52,64 $', { selector: 'dd' })).toHaveLength(2);
    expect(screen.getByText('Level 1 · 15 % Honorar')).toBeInTheDocument();
    expect(screen.getByText('Noch 88 Downloads bis Level 2 (20 %)')).toBeInTheDocument();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Betrag (USD)');
    expect(amount).toHaveAttribute('placeholder', '35,00');
    await submitAmount(user, amount, '40,50', 'Auszahlen');
    await waitFor(() => expect(callsTo(mock, '/contributor/withdraw')).toHaveLength(1));
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/withdraw'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ amount: 40.5 });
  });

  it('refuses a German thousands group that would mean a larger sum than the balance', async () => {
    await i18next.changeLanguage('de');
    signIn();
    const mock = stubEarnings();
    renderRoute('/contributor/earnings');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Betrag (USD)', {}, { timeout: 15_000 });
    await submitAmount(user, amount, '1.040', 'Auszahlen');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie können höchstens 52,64 $ auszahlen lassen.');
    expect(callsTo(mock, '/contributor/withdraw')).toHaveLength(0);
  });
});
