import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config';
import { renderRoute } from '../../test/render-route';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the legal pages and the FAQ in German', { timeout: 20_000 }, () => {
  it('shows the terms of use with German headings, links and date, and a German page title', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderRoute('/terms-of-use');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. Die Lizenz, die Sie erhalten' })).toBeInTheDocument();
    // The footer links to the same pages: only the article's own links count.
    const article = within(container.querySelector('article') as HTMLElement);
    expect(article.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/buyer/privacy-and-policy');
    expect(article.getByRole('link', { name: 'Programm für Wiederverkäufer' })).toHaveAttribute('href', '/reseller');
    expect(article.getAllByRole('link', { name: siteConfig.contactEmail })[0]).toHaveAttribute('href', `mailto:${siteConfig.contactEmail}`);
    expect(screen.getByText('Zuletzt aktualisiert am 1. November 2025')).toBeInTheDocument();
    expect(document.title).toBe(`Nutzungsbedingungen · ${siteConfig.brand}`);
  });

  it.each([
    { path: '/buyer/privacy-and-policy', title: 'Datenschutzerklärung', link: 'Cookie-Richtlinie', href: '/cookie-policy' },
    { path: '/cookie-policy', title: 'Cookie-Richtlinie', link: 'Datenschutzerklärung', href: '/buyer/privacy-and-policy' },
    { path: '/buyer/faq', title: 'Häufige Fragen', link: 'Nutzungsbedingungen', href: '/terms-of-use' },
  ])('$path reads $title, the title the server gives it, with a German link to $href', async ({ path, title, link, href }) => {
    await i18next.changeLanguage('de');
    const { container } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 })).toBeInTheDocument();
    const article = within(container.querySelector('article') as HTMLElement);
    expect(article.getAllByRole('link', { name: link })[0]).toHaveAttribute('href', href);
    expect(document.title).toBe(`${title} · ${siteConfig.brand}`);
  });
});
