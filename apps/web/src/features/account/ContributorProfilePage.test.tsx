import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const PROFILE = { user_id: 5, display_name: 'Cy Lens', slug: 'cy-lens-5', bio: '', location: 'Porto', links: [], avatar_url: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contributor profile', () => {
  it('deletes the account after the password is confirmed, and signs the contributor out only', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ name: 'Cy' }));
    const mock = stubApi({
      '/contributor/profile': { data: { profile: PROFILE } },
      '/contributor/profile/delete': { data: { account_deleted: false, files_removed: 2 } },
    });
    const { router } = renderRoute('/contributor/profile');
    expect(await screen.findByLabelText('Location', { exact: false })).toHaveValue('Porto');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my contributor account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete your contributor account?' }));
    expect(dialog.getByLabelText('Password')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password to confirm.');
    await user.type(dialog.getByLabelText('Password'), 'my-password');
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/profile/delete'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ password: 'my-password' });
    expect(localStorage.getItem(SESSION_KEYS.contributor.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.buyer.token)).toBe('buyer-jwt');
  });

  it('closes the dialog with Escape', async () => {
    localStorage.setItem(SESSION_KEYS.contributor.token, 'contributor-jwt');
    localStorage.setItem(SESSION_KEYS.contributor.user, JSON.stringify({ name: 'Cy' }));
    stubApi({ '/contributor/profile': { data: { profile: PROFILE } } });
    renderRoute('/contributor/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my contributor account' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my contributor account' })).toHaveFocus();
  });
});
