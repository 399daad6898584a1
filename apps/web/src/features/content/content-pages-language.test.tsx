import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config';
import { renderRoute } from '../../test/render-route';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('content pages in German', { timeout: 20_000 }, () => {
  it('/our-story reads in German, with its links and the tab title in German too', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderRoute('/our-story');

    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' }, { timeout: 15_000 })).toBeInTheDocument();
    const main = container.querySelector('main') as HTMLElement;
    expect(within(main).getByRole('heading', { level: 2, name: 'Warum wir angefangen haben' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(main).getByRole('link', { name: 'Ihre Inhalte verkaufen' })).toHaveAttribute('href', '/sell-your-content');
    expect(document.title).toMatch(/^Über uns · /);
  });

  it('/reseller tells approved resellers of the partner API and links to the developer area, in German', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderRoute('/reseller');

    // The heading breaks the compound at a soft hyphen on a phone; the tab title is the word as the server's meta has it.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Wiederverkäufer\u00adprogramm' }, { timeout: 15_000 });
    expect(heading).toBeInTheDocument();
    expect(document.title).toBe(`Wiederverkäuferprogramm · ${siteConfig.brand}`);
    const main = container.querySelector('main') as HTMLElement;
    expect(within(main).getByRole('heading', { level: 2, name: 'Eine Partner-API für Ihre eigenen Systeme' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Entwicklerbereich' })).toHaveAttribute('href', '/buyer/developer');
  });
});
