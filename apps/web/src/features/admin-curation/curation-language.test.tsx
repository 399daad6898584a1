import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { adminReading, endAdminTest } from '../admin/admin-test-session';

const HOME = {
  categories: [
    { category_id: 1, name: 'Natur', slug: 'natur', type: 'IMAGE', on_home: true, home_position: 0, cover_media_id: null, file_count: 3 },
    {
      category_id: 3,
      name: 'Bewegung',
      slug: 'bewegung',
      type: 'VIDEO',
      on_home: true,
      home_position: 1,
      cover_media_id: null,
      file_count: 2,
    },
  ],
  collections: [
    { collection_id: 5, name: 'Blaue Stunde', slug: 'blaue-stunde', description: '', published: false, position: null, media_ids: [9] },
  ],
};

afterEach(endAdminTest);

describe('the home page curation in German', { timeout: 20_000 }, () => {
  it('labels the arrangement, the move buttons and the collections in German', async () => {
    await adminReading('de');
    stubApi({ '/admin/home': { data: HOME } });
    renderRoute('/admin/home-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Startseite' }, { timeout: 15_000 })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Kategorien der Startseite' }));
    expect(list.getByText('(Video)')).toBeInTheDocument();
    const up = list.getByRole('button', { name: 'Bewegung nach oben verschieben' });
    expect(up).toHaveTextContent('Nach oben');
    expect(list.getByLabelText('Datei-ID des Titelbilds von Natur')).toBeInTheDocument();
    const order = within(screen.getByRole('list', { name: 'Reihenfolge der Sammlungen' }));
    expect(order.getByText('(nicht veröffentlicht)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Blaue Stunde bearbeiten' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Neue Sammlung' })).getByLabelText('Datei-IDs, in Reihenfolge')).toBeInTheDocument();
  });
});
