import type { ResellerApplication } from '@stock/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PENDING: ResellerApplication = {
  id: 7,
  company_name: 'Harbour <b>Pine</b>',
  website: 'https://harbourpine.example.com',
  country: 'DE',
  use_case: 'Brochures for hotels',
  status: 'pending',
  decision_note: null,
  decided_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
};

describe('the reseller page as the entry point', { timeout: 20_000 }, () => {
  it('asks a visitor to sign in as a buyer, and comes back here afterwards', async () => {
    stubApi({});
    renderRoute('/reseller');
    const link = await screen.findByRole('link', { name: 'Sign in as a buyer' });
    expect(link).toHaveAttribute('href', expect.stringContaining('next=%2Freseller'));
  });

  it('sends the company details of a signed-in buyer, then shows the application as pending', async () => {
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Rena', role: 'buyer' }));
    let application: ResellerApplication | null = null;
    const mock = stubApi({
      '/buyer/reseller/application': (_url, init) => {
        if (init?.method === 'POST') {
          application = PENDING;
          return envelopeResponse(200, { application }, 'Thank you: your application is with our partner team.');
        }
        return envelopeResponse(200, { application });
      },
    });
    renderRoute('/reseller');
    const form = within(await screen.findByRole('form', { name: 'Apply to the reseller programme' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect(form.getByText('Enter the two-letter country code, e.g. DE.')).toBeInTheDocument();
    expect(callsTo(mock, '/buyer/reseller/application')).toHaveLength(1);

    await user.type(form.getByLabelText(/Company name/), 'Harbour <b>Pine</b>');
    await user.type(form.getByLabelText(/Web site/), 'https://harbourpine.example.com');
    await user.type(form.getByLabelText(/Country/), 'de');
    await user.type(form.getByLabelText(/Who you license for/), 'Brochures for hotels');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Thank you: your application is with our partner team.')).toBeInTheDocument();
    const post = mock.mock.calls.find(([url, init]) => String(url).endsWith('/buyer/reseller/application') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      company_name: 'Harbour <b>Pine</b>',
      website: 'https://harbourpine.example.com',
      country: 'DE',
      use_case: 'Brochures for hotels',
    });
    // The company name is text, never markup.
    expect(await screen.findByText('Harbour <b>Pine</b>')).toBeInTheDocument();
    expect(screen.getByText(/is with our partner team. We will e-mail you/)).toBeInTheDocument();
  });
});
