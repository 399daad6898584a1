import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, contributorFile, paged, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contributor dashboard', () => {
  it('shows a placeholder while the counts load', async () => {
    signInContributor();
    stubApi({ '/contributor/catalog/files': () => new Promise<Response>(() => {}) });
    renderRoute('/contributor/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  });

  it('says so when it cannot load, and tries again', async () => {
    signInContributor();
    let calls = 0;
    stubApi({
      '/contributor/catalog/files': () => (++calls <= 2 ? envelopeResponse(503, null, 'Down') : envelopeResponse(200, catalogue())),
    });
    renderRoute('/contributor/dashboard');
    // The query client tries a 503 once more by itself before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load your files.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not uploaded anything yet')).toBeInTheDocument();
  });

  it('invites a new contributor to upload', async () => {
    signInContributor('Cy Lens');
    stubApi({ '/contributor/catalog/files': { data: catalogue() } });
    renderRoute('/contributor/dashboard');
    expect(await screen.findByText('Welcome back, Cy Lens.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing needs your attention right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first files' })).toHaveAttribute('href', '/contributor/upload');
  });

  it('counts files by status, lists recent uploads, and shows what needs attention with the reasons', async () => {
    signInContributor();
    const rejected = contributorFile(4, {
      status: 'rejected',
      title: 'Blurry tram',
      rejection: { reasons: ['focus', 'noise'], note: 'The tram is soft.', rejected_at: '2026-11-20T15:00:00.000Z' },
    });
    const failed = contributorFile(5, {
      title: '',
      original_filename: 'broken.jpg',
      thumbnails: { webp: [], jpeg: [] },
      processing: { status: 'failed', error: 'This image is damaged or incomplete.' },
    });
    const mock = stubApi({
      '/contributor/catalog/files': {
        data: catalogue({
          counts: { DRAFT: 3, inreview: 2, rejected: 1, published: 12 },
          total: 18,
          needs_attention: { incomplete: 2, rejected: 1, processing_failed: 1, ready_to_submit: 1 },
          recent: [contributorFile(9, { title: 'Harbour at night' }), failed],
        }),
      },
      '/contributor/files': (url) => envelopeResponse(200, paged(url.searchParams.get('status') === 'rejected' ? [rejected] : [failed])),
    });
    renderRoute('/contributor/dashboard');
    const counts = within(await screen.findByRole('region', { name: 'Your files by status' }));
    expect(counts.getByRole('link', { name: '12 Published' })).toHaveAttribute('href', '/contributor/catalogue?status=published');
    expect(counts.getByRole('link', { name: '3 Drafts' })).toHaveAttribute('href', '/contributor/catalogue?status=DRAFT');

    const attention = within(screen.getByRole('region', { name: 'Needs your attention' }));
    expect(attention.getByText('1 file was rejected')).toBeInTheDocument();
    expect(await attention.findByText('Focus, Noise')).toBeInTheDocument();
    expect(attention.getByText(/The tram is soft\./)).toBeInTheDocument();
    expect(await attention.findByText('This image is damaged or incomplete.')).toBeInTheDocument();
    expect(attention.getByText('2 drafts need a title, keywords or a category')).toBeInTheDocument();
    expect(attention.getByText('1 draft is ready to submit for review')).toBeInTheDocument();
    expect(callsTo(mock, '/contributor/files').map((url) => url.searchParams.get('processing') ?? url.searchParams.get('status'))).toEqual(
      expect.arrayContaining(['rejected', 'failed']),
    );

    const recent = within(screen.getByRole('list', { name: 'Recent uploads' }));
    expect(recent.getByRole('link', { name: /Harbour at night/ })).toHaveAttribute('href', '/contributor/catalogue/9');
    expect(recent.getByRole('link', { name: /broken\.jpg/ })).toHaveTextContent('Processing failed');
  });

  it('does not ask for the attention lists when nothing is rejected or failed', async () => {
    signInContributor();
    const mock = stubApi({
      '/contributor/catalog/files': {
        data: catalogue({ counts: { DRAFT: 1, inreview: 0, rejected: 0, published: 0 }, total: 1, recent: [contributorFile(1)] }),
      },
    });
    renderRoute('/contributor/dashboard');
    await screen.findByRole('list', { name: 'Recent uploads' });
    await waitFor(() => expect(callsTo(mock, '/contributor/catalog/files')).toHaveLength(1));
    expect(callsTo(mock, '/contributor/files')).toHaveLength(0);
  });
});
