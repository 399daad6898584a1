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

const APPLICATION = {
  id: 7,
  user_id: 3,
  applicant_name: 'Rena',
  applicant_email: 'rena@example.com',
  company_name: 'Harbour Pine',
  website: 'https://harbourpine.example.com',
  country: 'DE',
  use_case: 'Brochures for hotels',
  status: 'pending',
  decision_note: null,
  decided_at: null,
  created_at: '2026-11-24T10:00:00.000Z',
};
const page = (results: unknown[]) => ({ results, totalCount: results.length, total_pages: 1, page_no: 1, limit: 20 });

describe('reseller applications in the console', { timeout: 20_000 }, () => {
  it('lists the waiting applications and approves one with a reason', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
    let decided = false;
    const mock = stubApi({
      '/admin/reseller-applications': () => envelopeResponse(200, page(decided ? [] : [APPLICATION])),
      '/admin/reseller-applications/decide': () => {
        decided = true;
        return envelopeResponse(
          200,
          { application: { ...APPLICATION, status: 'approved' } },
          'Harbour Pine is approved; rena@example.com was told by e-mail.',
        );
      },
    });
    renderRoute('/admin/resellers');
    const card = within(await screen.findByRole('listitem', { name: 'Harbour Pine' }));
    expect(card.getByText('Brochures for hotels')).toBeInTheDocument();
    expect(callsTo(mock, '/admin/reseller-applications')[0]?.searchParams.get('status')).toBe('pending');
    const approve = within(card.getByRole('form', { name: 'Approve' }));
    const user = userEvent.setup();
    await user.type(approve.getByLabelText(/Reason/), 'Known agency');
    await user.click(approve.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Harbour Pine is approved; rena@example.com was told by e-mail.')).toBeInTheDocument();
    const [call] = mock.mock.calls.filter(([url]) => String(url).endsWith('/admin/reseller-applications/decide'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ application_id: 7, decision: 'approve', reason: 'Known agency' });
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
  });
});
