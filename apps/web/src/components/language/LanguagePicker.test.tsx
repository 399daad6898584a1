import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { firstBodySentTo, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the picker wrote, as the picker writes it
  document.cookie = 'lang=; path=/; max-age=0';
  await i18next.changeLanguage('en');
});

const buyer = { id: 7, name: 'Clara', roles: ['buyer'], role: 'buyer', locale: null };

describe('the language picker', () => {
  it('offers the six languages by their own names, in the header and the footer', async () => {
    stubApi({});
    renderRoute('/our-story');
    const footer = await screen.findByTestId('site-footer');
    const picker = within(footer).getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Português (Brasil)', '日本語']);
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('turns the interface German, remembers it in the cookie and sets <html lang>', async () => {
    stubApi({});
    renderRoute('/our-story');
    const footer = await screen.findByTestId('site-footer');
    await userEvent.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'de');
    expect(await within(footer).findByRole('navigation', { name: 'Richtlinien' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=de');
    expect(document.documentElement.lang).toBe('de');
    expect(within(footer).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('saves the choice on the signed-in account', async () => {
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-token');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify(buyer));
    const api = stubApi({ '/profile/locale': { data: { user: { ...buyer, locale: 'ja' } } } });
    renderRoute('/our-story');
    const footer = await screen.findByTestId('site-footer');
    await userEvent.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'ja');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SESSION_KEYS.buyer.user) ?? '{}').locale).toBe('ja'));
    expect(firstBodySentTo(api, '/profile/locale')).toEqual({ locale: 'ja' });
    expect(within(footer).getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });

  it('opens in the account’s language on a browser that has no choice of its own', async () => {
    localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-token');
    localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ ...buyer, locale: 'fr' }));
    stubApi({});
    renderRoute('/our-story');
    const footer = await screen.findByTestId('site-footer');
    expect(await within(footer).findByRole('navigation', { name: 'Politiques' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=fr');
  });
});
