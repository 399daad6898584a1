import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, firstBodySentTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const VARIANT = {
  plan_variant_id: 11,
  plan_id: 1,
  plan_name: 'Essentials',
  kind: 'subscription',
  name: 'Essentials, monthly',
  interval: 'month',
  price_cents: 2900,
  downloads: 10,
  hidden: false,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const PROMO = {
  id: 7,
  code: 'NEWS5',
  description: 'Newsletter <i>readers</i>',
  percent_off: null,
  amount_off_cents: 500,
  plan_ids: [1],
  max_redemptions: 10,
  redemptions: 3,
  first_purchase_only: true,
  starts_at: null,
  expires_at: null,
  active: true,
  updated_at: '2026-11-01T00:00:00.000Z',
};
const PACK = { ...VARIANT, plan_variant_id: 41, plan_id: 4, plan_name: 'On demand', kind: 'pack', name: '5 downloads', interval: null };
const PRICING = { variants: [VARIANT, PACK], offers: [], promo_codes: [PROMO], plans: [{ plan_id: 1, name: 'Essentials' }] };

afterEach(() => vi.unstubAllGlobals());

describe('the pricing page of the console', { timeout: 20_000 }, () => {
  it('changes a price after the password, and deactivates a promo code, each with a reason', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const mock = stubApi({
      '/admin/pricing': { data: PRICING },
      '/admin/reauth': { data: { reauthenticated_until: '2026-11-24T10:05:00.000Z' } },
      '/admin/pricing/variants/11': () => envelopeResponse(200, { variant: VARIANT }, 'Essentials: Essentials, monthly is updated.'),
      '/admin/pricing/promo-codes/7': () => envelopeResponse(200, { promo_code: PROMO }, 'The promo code NEWS5 is off.'),
    });
    renderRoute('/admin/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    // User text is text, never markup.
    expect(screen.getByText(/Newsletter <i>readers<\/i> · 3 of 10 used/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your password, again/), 'secret-password');
    // A plan's variant names its plan once; a pack, whose name does not, is headed by its plan.
    expect(screen.getByText('Essentials, monthly', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'On demand: 5 downloads' })).toBeInTheDocument();
    const row = within(screen.getByRole('form', { name: 'Essentials, monthly' }));
    await user.clear(row.getByLabelText('Price (USD, before tax)'));
    await user.type(row.getByLabelText('Price (USD, before tax)'), '34.50');
    await user.type(row.getByLabelText('Reason'), 'Yearly review');
    await user.click(row.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Essentials: Essentials, monthly is updated.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/reauth')).toEqual({ password: 'secret-password' });
    expect(firstBodySentTo(mock, '/admin/pricing/variants/11')).toEqual({
      price_cents: 3450,
      downloads: 10,
      hidden: false,
      reason: 'Yearly review',
    });

    const promo = within(screen.getByRole('form', { name: 'Deactivate NEWS5' }));
    await user.type(promo.getByLabelText(/Reason/), 'Leaked');
    await user.click(promo.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The promo code NEWS5 is off.')).toBeInTheDocument();
    const { reason, active, code } = firstBodySentTo(mock, '/admin/pricing/promo-codes/7');
    expect({ reason, active, code }).toEqual({ reason: 'Leaked', active: false, code: undefined });
    await waitFor(() => expect(callsTo(mock, '/admin/pricing').length).toBeGreaterThan(1));
  });

  it('keeps Save disabled for a price that is not an amount, and shows the server’s refusal', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    stubApi({
      '/admin/pricing': { data: PRICING },
      '/admin/pricing/variants/11': () => envelopeResponse(403, null, 'Enter your password again to do this.'),
    });
    renderRoute('/admin/pricing');
    const row = within(await screen.findByRole('form', { name: 'Essentials, monthly' }));
    const user = userEvent.setup();
    await user.type(row.getByLabelText('Reason'), 'Try');
    await user.clear(row.getByLabelText('Price (USD, before tax)'));
    await user.type(row.getByLabelText('Price (USD, before tax)'), '-3');
    expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(row.getByLabelText('Price (USD, before tax)'));
    await user.type(row.getByLabelText('Price (USD, before tax)'), '30');
    await user.click(row.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your password again to do this.')).toBeInTheDocument();
  });

  it('edits an offer’s fields after the password, keeping it on, and refuses an end before the start', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    const offer = {
      code: 'ANNUAL20',
      title: 'Annual <b>saver</b>',
      description: 'Twenty percent off annual plans',
      percent_off: 20,
      amount_off_cents: null,
      applies_to: 'annual',
      first_purchase_only: false,
      starts_at: '2026-11-01T00:00:00.000Z',
      expires_at: null,
      active: true,
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    const mock = stubApi({
      '/admin/pricing': { data: { ...PRICING, offers: [offer] } },
      '/admin/reauth': { data: { reauthenticated_until: '2026-11-24T10:05:00.000Z' } },
      '/admin/pricing/offers/ANNUAL20': () => envelopeResponse(200, { offer }, 'The offer ANNUAL20 is saved.'),
    });
    renderRoute('/admin/pricing');
    const form = within(await screen.findByRole('form', { name: 'Edit offer ANNUAL20' }));
    expect(form.getByLabelText('Title')).toHaveValue('Annual <b>saver</b>');
    expect(form.getByLabelText('Valid from')).toHaveValue('2026-11-01');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Your password, again/), 'secret-password');
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Pack deal');
    await user.selectOptions(form.getByLabelText('Saving'), 'amount');
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '5.50');
    await user.selectOptions(form.getByLabelText('Applies to'), 'pack');
    await user.click(form.getByLabelText('First purchase only'));
    await user.type(form.getByLabelText(/Valid until/), '2026-10-01');
    await user.type(form.getByLabelText('Reason'), 'Pack week');
    expect(form.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save offer' })).toBeDisabled();
    await user.clear(form.getByLabelText(/Valid until/));
    await user.type(form.getByLabelText(/Valid until/), '2026-12-31');
    await user.click(form.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('The offer ANNUAL20 is saved.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/admin/reauth')).toEqual({ password: 'secret-password' });
    expect(firstBodySentTo(mock, '/admin/pricing/offers/ANNUAL20')).toEqual({
      title: 'Pack deal',
      description: 'Twenty percent off annual plans',
      percent_off: null,
      amount_off_cents: 550,
      applies_to: 'pack',
      first_purchase_only: true,
      starts_at: '2026-11-01T00:00:00.000Z',
      expires_at: '2026-12-31T00:00:00.000Z',
      active: true,
      reason: 'Pack week',
    });
  });
});
