import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDetails, signInContributor } from '../../test/contributor-fixtures';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('bank details in German', { timeout: 20_000 }, () => {
  it('shows the account with the country and the confirmation date as a German reader writes them', async () => {
    await i18next.changeLanguage('de');
    signInContributor('Cy');
    stubApi({
      '/contributor/bank/details': () =>
        envelopeResponse(200, {
          bankDetails: bankDetails({ verified_at: '2026-11-21T00:00:00.000Z', updated_at: '2026-11-21T00:00:00.000Z' }),
        }),
    });
    renderRoute('/contributor/bank-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bankverbindung' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('Deutsche Bank, Deutschland')).toBeInTheDocument();
    expect(screen.getByText('Bestätigt am 21.11.2026')).toBeInTheDocument();
  });
});
