import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe("the header's administrator menu", () => {
  it('lists the work areas in the interface language on a public page', async () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
    localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ id: 3, name: 'Ada Admin' }));
    await i18next.changeLanguage('de');
    stubApi({});
    renderRoute('/pricing');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Ada Admin/ }));
    const panel = within(await screen.findByRole('region', { name: 'Ihr Administratorkonto' }));
    expect(panel.getByRole('link', { name: 'Prüfwarteschlange' })).toHaveAttribute('href', '/admin/review');
    expect(panel.getByRole('link', { name: 'Blogbeiträge' })).toHaveAttribute('href', '/admin/blogs');
    expect(panel.queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
  });
});
