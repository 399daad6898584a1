import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { adminReading, endAdminTest } from '../admin/admin-test-session';

const category = (id: number, name: string, parent: number | null, fileCount: number, type = 'IMAGE') => ({
  category_id: id,
  name,
  slug: name.toLowerCase(),
  type,
  parent_id: parent,
  position: id,
  file_count: fileCount,
});

afterEach(endAdminTest);

describe('the categories page in German', { timeout: 20_000 }, () => {
  it('names the types, counts the files and builds the picker paths in the reader’s language', async () => {
    await adminReading('de');
    stubApi({
      '/admin/categories': () =>
        envelopeResponse(200, {
          categories: [category(1, 'Natur', null, 1), category(4, 'Berge', 1, 1200), category(3, 'Bewegung', null, 0, 'VIDEO')],
        }),
    });
    renderRoute('/admin/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorien' }, { timeout: 15_000 })).toBeInTheDocument();
    const photos = within(screen.getByRole('list', { name: 'Fotokategorien' }));
    expect(photos.getByText('/natur · 1 Datei')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Unterkategorien von Natur' })).getByText('/berge · 1.200 Dateien')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Kategorie')).getByRole('option', { name: 'Fotos / Natur / Berge' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Neue Kategorie' })).getByRole('button', { name: 'Kategorie anlegen' })).toBeDisabled();
  });
});
