import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const FILE = {
  id: 28,
  title: 'Teal <b>bubbles</b>',
  type: 'VIDEO',
  status: 'published',
  category_id: null,
  contributor_id: 2,
  contributor_name: 'Demo Contributor',
  created_at: '2026-11-25T10:00:00.000Z',
  published_at: '2026-11-25T11:00:00.000Z',
  removed_at: null,
  licence_count: 1,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

function showFiles(files: object[]) {
  localStorage.setItem(SESSION_KEYS.admin.token, 'admin-jwt');
  localStorage.setItem(SESSION_KEYS.admin.user, JSON.stringify({ name: 'Ada' }));
  stubApi({ '/admin/files': { data: { results: files, totalCount: files.length, total_pages: 1, page_no: 1, limit: 20 } } });
  renderRoute('/admin/files');
}

describe('the files page of the console', { timeout: 20_000 }, () => {
  it('writes each file’s facts in words, with its licences counted in the singular or the plural', async () => {
    showFiles([FILE, { ...FILE, id: 27, title: 'Harbour at dusk', type: 'IMAGE', status: 'inreview', licence_count: 3 }]);
    const [one, three] = within(await screen.findByRole('list', { name: 'Files found' })).getAllByRole('listitem') as HTMLElement[];
    expect(one).toHaveTextContent('#28 · Video · Published · by Demo Contributor (#2) · uploaded Nov 25, 2026 · 1 licence');
    expect(screen.getByText('Teal <b>bubbles</b>')).toBeInTheDocument();
    expect(three).toHaveTextContent('#27 · Image · In review · by Demo Contributor (#2) · uploaded Nov 25, 2026 · 3 licences');
  });

  it('speaks German to a German reader, dates included', async () => {
    await i18next.changeLanguage('de');
    showFiles([FILE]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dateien' }, { timeout: 15_000 })).toBeInTheDocument();
    const file = within(await screen.findByRole('list', { name: 'Gefundene Dateien' })).getByRole('listitem');
    expect(file).toHaveTextContent('#28 · Video · Veröffentlicht · von Demo Contributor (#2) · hochgeladen am 25.11.2026 · 1 Lizenz');
    expect(within(file).getByText('Sperren…')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dateien suchen' })).toBeInTheDocument();
  });
});
