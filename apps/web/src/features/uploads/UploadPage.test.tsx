import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contributorFileDetail, signInContributor, UPLOAD_LIMITS } from '../../test/contributor-fixtures';
import { envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import type { UploadEvents } from './create-uppy';

/**
 * Uppy and tus need a server that speaks tus (the Playwright journey uploads through the real one); here the page's
 * rows are driven through the same events Uppy's would send.
 */
const uploads = vi.hoisted(() => ({
  events: null as UploadEvents | null,
  started: [] as { rowId: string; name: string }[],
  retried: [] as string[],
}));

vi.mock('./create-uppy', () => ({
  createUppy: (endpoint: string, events: UploadEvents) => {
    uploads.events = events;
    expect(endpoint).toBe('/api/contributor/uploads/tus');
    return {
      uppy: { destroy: () => {} },
      start: (rowId: string, file: File) => {
        uploads.started.push({ rowId, name: file.name });
        return `uppy-${rowId}`;
      },
      retry: (uppyId: string) => uploads.retried.push(uppyId),
      remove: () => {},
    };
  },
}));

// Browsers measure pixels by decoding; jsdom cannot, so each test file name says the size it stands for.
vi.mock('./measure-media', () => ({
  measureInBrowser: async (file: File) => {
    const match = /(\d+)x(\d+)/.exec(file.name);
    return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
  },
}));

const jpeg = (name: string) => {
  const content = new Uint8Array(2_000_000);
  content.set([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  return new File([content], name, { type: 'image/jpeg' });
};

beforeEach(() => {
  uploads.events = null;
  uploads.started = [];
  uploads.retried = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload page', { timeout: 15_000 }, () => {
  it('shows a placeholder while the limits load, then what is taken and the allowance', async () => {
    signInContributor();
    let answer: ((response: Response) => void) | undefined;
    stubApi({ '/contributor/upload/limits': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute('/contributor/upload');
    expect(await screen.findByRole('status', { name: 'Loading the upload settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose files')).toBeDisabled();
    // The placeholder shows from the first render; the request leaves a moment later.
    await vi.waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.(envelopeResponse(200, UPLOAD_LIMITS)));
    expect(await screen.findByText('Images: JPEG, PNG, WebP or TIFF, 4 to 100 megapixels, up to 50 MB.')).toBeInTheDocument();
    expect(
      screen.getByText('Videos: MP4 or MOV (H.264, H.265 or ProRes), 5 to 60 seconds, at least 1280 × 720, up to 4 GB.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 100 uploads used today.')).toBeInTheDocument();
    expect(screen.getByText('1.1 GB of 100 GB storage used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose files')).toBeEnabled();
  });

  it('says so when the limits cannot be loaded', async () => {
    signInContributor();
    stubApi({ '/contributor/upload/limits': () => envelopeResponse(403, null, 'Forbidden') });
    renderRoute('/contributor/upload');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the upload settings.');
  });

  it('stops what fails the checks with a message per file, and sends what passes', async () => {
    signInContributor();
    stubApi({ '/contributor/upload/limits': { data: UPLOAD_LIMITS } });
    renderRoute('/contributor/upload');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Choose files');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, [
      jpeg('small-1600x1200.jpg'),
      new File(['not a photo at all'], 'notes.jpg', { type: 'image/jpeg' }),
      jpeg('good-3000x2000.jpg'),
    ]);

    const queue = within(await screen.findByRole('list', { name: 'Upload queue' }));
    const small = within(await queue.findByRole('listitem', { name: 'small-1600x1200.jpg' }));
    expect(await small.findByText('This image is 1.9 megapixels (1600 × 1200); images need at least 4 megapixels.')).toBeInTheDocument();
    const text = within(queue.getByRole('listitem', { name: 'notes.jpg' }));
    expect(await text.findByText('This is not a JPEG, PNG, WebP or TIFF image, nor an MP4 or MOV video.')).toBeInTheDocument();
    const good = within(queue.getByRole('listitem', { name: 'good-3000x2000.jpg' }));
    expect(await good.findByRole('progressbar', { name: 'Upload of good-3000x2000.jpg' })).toHaveAttribute('aria-valuenow', '0');
    expect(uploads.started.map((upload) => upload.name)).toEqual(['good-3000x2000.jpg']);
    expect(screen.getByText('0 of 3 uploaded · 2 need attention')).toBeInTheDocument();
  });

  it('shows progress, a dropped connection, a retry, then the processed file with its look-alikes', async () => {
    signInContributor();
    let processing = true;
    stubApi({
      '/contributor/upload/limits': { data: UPLOAD_LIMITS },
      '/contributor/file': () =>
        envelopeResponse(200, {
          file: contributorFileDetail(41, {
            processing: { status: processing ? 'processing' : 'ready', error: null },
            near_duplicates: processing
              ? []
              : [{ media_id: 12, title: 'Harbour at dusk', distance: 2, own: true, status: 'published', thumbnail_url: null }],
          }),
        }),
    });
    renderRoute('/contributor/upload');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Choose files');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, jpeg('harbour-3000x2000.jpg'));
    await waitFor(() => expect(uploads.started).toHaveLength(1));
    const rowId = uploads.started[0]?.rowId ?? '';
    const row = within(await screen.findByRole('listitem', { name: 'harbour-3000x2000.jpg' }));
    const events = uploads.events as UploadEvents;

    act(() => events.dispatch({ type: 'phase', id: rowId, phase: { name: 'uploading', bytesUploaded: 1_200_000, bytesTotal: 2_000_000 } }));
    expect(row.getByText('Uploading… 60%')).toBeInTheDocument();
    expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

    act(() => events.dispatch({ type: 'reconnecting', id: rowId }));
    expect(row.getByText('Connection lost at 60%. Reconnecting; the upload carries on from there.')).toBeInTheDocument();

    act(() =>
      events.dispatch({
        type: 'phase',
        id: rowId,
        phase: { name: 'failed', message: 'The connection was lost. Retry to continue from where the upload stopped.' },
      }),
    );
    await user.click(row.getByRole('button', { name: 'Retry' }));
    expect(uploads.retried).toEqual([`uppy-${rowId}`]);

    act(() => {
      events.dispatch({ type: 'phase', id: rowId, phase: { name: 'uploaded', mediaId: 41 } });
      events.onStored(41);
    });
    expect(await row.findByText('Uploaded. Processing…')).toBeInTheDocument();
    processing = false;
    // The page looks again every few seconds while the server processes the file.
    expect(await row.findByRole('link', { name: 'Add details to harbour-3000x2000.jpg' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/contributor/catalogue/41',
    );
    expect(row.getByRole('note', { name: 'Possible duplicates' })).toHaveTextContent('Harbour at dusk');
    expect(screen.getByText('1 of 1 uploaded')).toBeInTheDocument();
  }, 15_000);
});
