import type { BuyerCollection, BuyerCollectionFiles } from '@stock/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../api/session';
import { category, fileDetail, fileSummary } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function signIn() {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Ada Buyer', role: 'buyer' }));
}

function collection(id: number, overrides: Partial<BuyerCollection> = {}): BuyerCollection {
  const name = overrides.collection_name ?? `Collection ${id}`;
  return {
    collection_id: id,
    collection_name: name,
    name,
    file_count: 0,
    covers: [],
    role: 'owner',
    owner_name: 'Ada Buyer',
    team_access: null,
    share: null,
    has_media: false,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const FILE = fileDetail(42, { title: 'Misty blue mountain ridges', slug: 'misty-blue-mountain-ridges' });
const filePageAnswers = {
  '/file': { data: { file: FILE } },
  '/similar/files': { data: { files: [fileSummary(43, { title: 'Blue ridges in the fog' }), fileSummary(44, { title: 'Lake at dawn' })] } },
  '/file/related/keywords': { data: { keywords: [] } },
  '/categories': { data: { categories: [category(11)] } },
};
const bodyOf = (mock: ReturnType<typeof stubApi>, path: string) =>
  mock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the heart', () => {
  it('sends a signed-out visitor to sign in, coming back to the same file with the save dialog to open', async () => {
    stubApi(filePageAnswers);
    const { router } = renderRoute('/file/42-misty-blue-mountain-ridges');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/file/42-misty-blue-mountain-ridges?save=42');
  });

  it('opens the save dialog of the file named in the address once the buyer is back, and takes the name out', async () => {
    signIn();
    stubApi({
      ...filePageAnswers,
      '/buyer/saved/files': { data: { media_ids: [] } },
      '/buyer/collections': { data: { collections: [collection(7)] } },
    });
    const { router } = renderRoute('/file/42-misty-blue-mountain-ridges?save=43&from=search');
    // 43 is a similar file's tile: its heart opens the dialog, for that file and no other.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Blue ridges in the fog/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=search'));
    expect(router.state.location.pathname).toBe('/file/42-misty-blue-mountain-ridges');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows saved files filled, asking once per grid, and saves a file to a ticked and a new collection at once', async () => {
    signIn();
    let created = false;
    const mock = stubApi({
      ...filePageAnswers,
      '/buyer/saved/files': (url) =>
        envelopeResponse(200, { media_ids: url.searchParams.get('media_ids[0]') === '43' ? [44] : created ? [42] : [] }),
      '/buyer/collections': () =>
        envelopeResponse(200, {
          collections: [
            collection(7, { collection_name: 'Client pitch', file_count: 3 }),
            collection(8, { collection_name: 'Mood board', file_count: 1, has_media: false }),
            ...(created ? [collection(9, { collection_name: 'Alps', has_media: true, file_count: 1 })] : []),
          ],
        }),
      '/buyer/create/collection': () => {
        created = true;
        return envelopeResponse(200, { collection: collection(9, { collection_name: 'Alps', has_media: true, file_count: 1 }) });
      },
      '/buyer/save/collection': {
        data: { media_id: 42, collections: [{ collection_id: 7, collection_name: 'Client pitch', media_collection_id: 1 }] },
      },
    });
    renderRoute('/file/42-misty-blue-mountain-ridges');
    const similar = await screen.findByRole('list', { name: /similar/i });
    await waitFor(() =>
      expect(within(similar).getByRole('button', { name: 'Saved: change collections for Lake at dawn' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(similar).getByRole('button', { name: 'Save Blue ridges in the fog to a collection' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // One request for the two similar tiles, one for the file itself.
    expect(callsTo(mock, '/buyer/saved/files')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to collections' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Client pitch/ }));
    await user.type(within(dialog).getByLabelText('New collection'), 'Alps');
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(await within(dialog).findByRole('checkbox', { name: /Alps/ })).toBeChecked();
    expect(bodyOf(mock, '/buyer/create/collection')).toEqual([{ collection_name: 'Alps', media_id: 42 }]);
    expect(within(dialog).getByRole('checkbox', { name: /Client pitch/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(mock, '/buyer/save/collection')).toEqual([{ collection_id: [7], data: { media_id: 42 } }]);
    expect(await screen.findByText('Saved to Client pitch')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'));
  });
});

describe('collections pages', () => {
  const files: BuyerCollectionFiles = {
    collection: collection(7, { collection_name: 'Client pitch', file_count: 2 }),
    files: [
      { ...fileSummary(42, { title: 'Ridges' }), media_collection_id: 1, added_at: '2026-11-20T10:00:00.000Z' },
      { ...fileSummary(43, { title: 'Fog' }), media_collection_id: 2, added_at: '2026-11-20T09:00:00.000Z' },
    ],
    totalCount: 2,
    total_pages: 1,
    page_no: 1,
    limit: 48,
  };

  it('lists the collections with counts, and says so when there are none', async () => {
    signIn();
    stubApi({
      '/buyer/collections': {
        data: { collections: [collection(7, { collection_name: 'Client pitch', file_count: 2, covers: [fileSummary(42)] })] },
      },
    });
    renderRoute('/buyer/collections');
    const link = await screen.findByRole('link', { name: /Client pitch/ });
    expect(link).toHaveAttribute('href', '/buyer/collections/7');
    expect(within(link).getByText('2 files')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({ '/buyer/collections': { data: { collections: [] } } });
    renderRoute('/buyer/collections');
    expect(await screen.findByText('No collections yet')).toBeInTheDocument();
  });

  it('renames, removes a file and deletes only after confirmation', async () => {
    signIn();
    const mock = stubApi({
      '/buyer/collection/files': { data: files },
      '/buyer/collection/update': { data: { collection: collection(7, { collection_name: 'Final pitch' }) } },
      '/buyer/collection/file/delete': { data: { collection_id: 7, media_id: 43 } },
      '/buyer/collection/delete': { data: { collection_id: 7 } },
      '/buyer/collections': { data: { collections: [] } },
      '/buyer/saved/files': { data: { media_ids: [] } },
    });
    const { router } = renderRoute('/buyer/collections/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Client pitch' })).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Collection name');
    await user.clear(field);
    await user.type(field, 'Final pitch');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Renamed to Final pitch')).toBeInTheDocument();
    expect(bodyOf(mock, '/buyer/collection/update')).toEqual([{ collection_id: 7, name: 'Final pitch' }]);

    await user.click(screen.getByRole('button', { name: 'Remove Fog from the collection' }));
    expect(await screen.findByText('Removed Fog')).toBeInTheDocument();
    expect(bodyOf(mock, '/buyer/collection/file/delete')).toEqual([{ collection_id: 7, media_id: 43 }]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Client pitch”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(mock, '/buyer/collection/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/collections'));
    expect(bodyOf(mock, '/buyer/collection/delete')).toEqual([{ collection_id: 7 }]);
  });

  it('cannot show a link made earlier (only its hash is kept), and shows a new one once, to copy', async () => {
    signIn();
    const earlier = { token: null, share_url: null, expires_at: null, created_at: '2026-11-02T10:00:00.000Z' };
    const url = 'http://localhost/shared/collections/a-new-token-of-thirty-two-chars';
    const mock = stubApi({
      '/buyer/collection/files': { data: { ...files, collection: { ...files.collection, share: earlier } } },
      '/buyer/share/collection': {
        data: {
          collection_id: 7,
          share: { token: 'a-new-token-of-thirty-two-chars', share_url: url, expires_at: null, created_at: earlier.created_at },
        },
      },
      '/buyer/collections': { data: { collections: [] } },
      '/buyer/saved/files': { data: { media_ids: [] } },
    });
    renderRoute('/buyer/collections/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /Share/ });
    expect(within(dialog).getByText(/A link is on since November 2, 2026\. .* cannot be shown again/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Share link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await within(dialog).findByLabelText('Share link')).toHaveValue(url);
    expect(bodyOf(mock, '/buyer/share/collection')).toEqual([{ collection_id: 7, enabled: true }]);
  });

  it("answers another buyer's collection as not found", async () => {
    signIn();
    stubApi({ '/buyer/collection/files': { status: 404, data: null } });
    renderRoute('/buyer/collections/99');
    expect(await screen.findByRole('heading', { name: 'This collection is not available' })).toBeInTheDocument();
  });
});

describe('shared collection page', () => {
  it('shows the files read-only to anyone', async () => {
    stubApi({
      '/shared/collection': {
        data: {
          collection_name: 'For the client',
          owner_name: 'Ada Buyer',
          expires_at: null,
          files: [fileSummary(42, { title: 'Ridges' })],
          totalCount: 1,
          total_pages: 1,
          page_no: 1,
          limit: 48,
        },
      },
    });
    renderRoute('/shared/collections/abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'For the client' })).toBeInTheDocument();
    expect(screen.getByText(/Shared by Ada Buyer · 1 file/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ridges' })).toBeInTheDocument();
  });

  it('explains an expired or turned-off link in plain words', async () => {
    stubApi({ '/shared/collection': () => envelopeResponse(410, null, 'The owner has turned this share link off.') });
    renderRoute('/shared/collections/abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText('The owner has turned this share link off.')).toBeInTheDocument();
  });
});
