import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const SUMMARY = {
  code: 'CD8EF0D1C1',
  link: 'http://localhost/buyer/signup?ref=CD8EF0D1C1',
  contributor_link: 'http://localhost/contributor/signup?ref=CD8EF0D1C1',
  total_earnings_cents: 5050,
  referred_count: 2,
  rules: { contributor_share_bp: 500, contributor_months: 24, buyer_share_bp: 2000, buyer_cap_cents: 5000 },
  referred: [
    {
      name: 'Dorothea L.',
      role: 'contributor',
      joined_at: '2026-10-01T00:00:00.000Z',
      status: 'earning',
      earning_until: '2028-10-01T00:00:00.000Z',
      earnings_cents: 50,
    },
    {
      name: 'Walker E.',
      role: 'buyer',
      joined_at: '2026-09-01T00:00:00.000Z',
      status: 'rewarded',
      earning_until: null,
      earnings_cents: 5000,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('referral page', { timeout: 20_000 }, () => {
  it('shows the link to copy, the rules, the people referred with their status and earnings', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    stubApi({ '/contributor/referral/summary': { data: { summary: SUMMARY } } });
    renderRoute('/contributor/referral');
    const link = await screen.findByLabelText('Link for buyers', {}, { timeout: 15_000 });
    expect(link).toHaveValue(SUMMARY.link);
    expect(screen.getByText(/earn you 5% of their royalties for 2 years/)).toBeInTheDocument();
    expect(screen.getByText('Dorothea L.')).toBeInTheDocument();
    expect(screen.getByText('Earning for you')).toBeInTheDocument();
    expect(screen.getByText('First purchase rewarded')).toBeInTheDocument();
    expect(screen.getByText('$50.50')).toBeInTheDocument();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const copyButtons = screen.getAllByRole('button', { name: 'Copy' });
    await user.click(copyButtons[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(SUMMARY.link);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says so when no one was referred yet', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    stubApi({
      '/contributor/referral/summary': { data: { summary: { ...SUMMARY, referred: [], referred_count: 0, total_earnings_cents: 0 } } },
    });
    renderRoute('/contributor/referral');
    expect(await screen.findByText('No one yet', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
