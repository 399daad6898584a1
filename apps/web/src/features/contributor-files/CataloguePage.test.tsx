import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, contributorFile, paged, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const COUNTS = catalogue({ counts: { DRAFT: 2, inreview: 1, rejected: 0, published: 5 }, total: 8 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contributor catalogue', () => {
  it('opens on the drafts, newest first, with a tab per status and its count', async () => {
    signInContributor();
    const mock = stubApi({
      '/contributor/catalog/files': { data: COUNTS },
      '/contributor/files': {
        data: paged([
          contributorFile(1, { title: 'Red kite' }),
          contributorFile(2, { title: 'Blue door', can_submit: false, missing: [{ field: 'keywords', message: 'Add 5 keywords.' }] }),
        ]),
      },
    });
    renderRoute('/contributor/catalogue');
    const tabs = within(await screen.findByRole('navigation', { name: 'File status' }));
    expect(await tabs.findByRole('link', { name: 'Drafts 2' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'In review 1' })).toHaveAttribute('href', '/contributor/catalogue?status=inreview');
    expect(tabs.getByRole('link', { name: 'Rejected 0' })).toHaveAttribute('href', '/contributor/catalogue?status=rejected');
    expect(tabs.getByRole('link', { name: 'Published 5' })).toBeInTheDocument();

    const list = within(await screen.findByRole('list', { name: 'File list' }));
    expect(list.getByRole('link', { name: /Red kite/ })).toHaveAttribute('href', '/contributor/catalogue/1');
    expect(list.getByRole('link', { name: /Blue door/ })).toHaveTextContent('Needs details');
    const [call] = callsTo(mock, '/contributor/files');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({ status: 'DRAFT', newest: 'true', page_no: '1', limit: '48' });
  });

  it('switches status by its tab and type with the filter, asking the API for exactly that', async () => {
    signInContributor();
    const mock = stubApi({ '/contributor/catalog/files': { data: COUNTS }, '/contributor/files': { data: paged([contributorFile(3)]) } });
    const { router } = renderRoute('/contributor/catalogue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Published/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published'));
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=published&type=VIDEO'));
    await waitFor(() => {
      const last = callsTo(mock, '/contributor/files').at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        status: 'published',
        newest: 'true',
        type: 'VIDEO',
        filter_type: 'true',
        page_no: '1',
        limit: '48',
      });
    });
    expect(screen.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what an empty tab is for', async () => {
    signInContributor();
    stubApi({ '/contributor/catalog/files': { data: COUNTS }, '/contributor/files': { data: paged([]) } });
    renderRoute('/contributor/catalogue?status=rejected');
    expect(await screen.findByText('No files here')).toBeInTheDocument();
    expect(screen.getByText('No rejected files.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    signInContributor();
    stubApi({ '/contributor/catalog/files': { data: COUNTS }, '/contributor/files': () => envelopeResponse(403, null, 'Forbidden') });
    renderRoute('/contributor/catalogue');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your files.');
  });

  it('shows loading placeholders first', async () => {
    signInContributor();
    stubApi({ '/contributor/catalog/files': { data: COUNTS }, '/contributor/files': () => new Promise<Response>(() => {}) });
    renderRoute('/contributor/catalogue');
    expect(await screen.findByRole('status', { name: 'Loading your files' })).toBeInTheDocument();
  });

  it('submits the complete drafts of the page in one go and says how it went', async () => {
    signInContributor();
    const mock = stubApi({
      '/contributor/catalog/files': { data: COUNTS },
      '/contributor/files': { data: paged([contributorFile(1), contributorFile(2, { can_submit: false }), contributorFile(3)]) },
      '/contributor/file/submit': {
        data: {
          submitted: [contributorFile(1, { status: 'inreview' })],
          failed: [{ media_id: 3, message: 'File 3 is still processing.', missing: [] }],
        },
      },
    });
    renderRoute('/contributor/catalogue?status=DRAFT');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit 2 ready drafts' }));
    expect(await screen.findByText('1 file submitted for review.')).toBeInTheDocument();
    expect(screen.getByText('File 3 is still processing.')).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/file/submit'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ media_ids: [1, 3] });
  });
});
