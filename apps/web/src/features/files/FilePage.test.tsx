import { FILE_PREVIEW_SIZES } from '@stock/contracts/values';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { category, fileDetail, fileSummary } from '../../test/catalogue-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => vi.unstubAllGlobals());

const FILE = fileDetail(42, { title: 'Misty blue mountain ridges at dawn', slug: 'misty-blue-mountain-ridges-at-dawn' });
const SIMILAR = [fileSummary(43, { title: 'Blue ridges in the fog' }), fileSummary(44, { title: 'Mountain lake at dawn' })];

function stubFile() {
  return stubApi({
    '/file': { data: { file: FILE } },
    '/similar/files': { data: { files: SIMILAR } },
    '/file/related/keywords': {
      data: {
        keywords: [
          { keyword_id: 3, keyword: 'fog', file_count: 90 },
          { keyword_id: 9, keyword: 'alpine', file_count: 40 },
        ],
      },
    },
    '/categories': { data: { categories: [category(11)] } },
    '/portfolio': {
      data: {
        // The file itself comes back among the contributor's newest; the strip leaves it out.
        results: [fileSummary(42), fileSummary(51, { title: 'Ridge lines at noon' }), fileSummary(52, { title: 'Alpine meadow' })],
        totalCount: 3,
        total_pages: 1,
        page_no: 1,
        limit: 13,
        portfolio: {},
      },
    },
  });
}

describe('file page', () => {
  it('shows the preview, title, contributor, facts, formats with their sizes and keyword links', async () => {
    const mock = stubFile();
    renderRoute('/file/42-misty-blue-mountain-ridges-at-dawn');
    expect(await screen.findByRole('heading', { level: 1, name: FILE.title })).toBeInTheDocument();
    expect(callsTo(mock, '/file')[0]?.searchParams.get('media_id')).toBe('42');
    await vi.waitFor(() => expect(document.title).toBe('Misty blue mountain ridges at dawn · Stock photo · Lumora'));

    const preview = screen.getByRole('img', { name: FILE.title });
    expect(preview).toHaveAttribute('src', '/media/previews/42/preview.jpg');
    expect(preview).toHaveAttribute('width', '3000');
    expect(preview).toHaveAttribute('height', '2000');
    // Phones pick the smaller watermarked preview; the sizes match the server's preload of it.
    expect(preview).toHaveAttribute('srcset', '/media/previews/42/preview-phone.jpg 800w, /media/previews/42/preview.jpg 1600w');
    expect(preview).toHaveAttribute('sizes', FILE_PREVIEW_SIZES);
    expect(preview.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/media/previews/42/preview-phone.webp 800w, /media/previews/42/preview.webp 1600w',
    );
    expect(screen.getByRole('link', { name: 'Ansel Rivers' })).toBeInTheDocument();
    expect(screen.getByText('Size').nextElementSibling).toHaveTextContent('3,000 × 2,000 px');
    expect(screen.getByText('6.0 MP')).toBeInTheDocument();

    const formats = screen.getByRole('region', { name: 'Licence and download' });
    const rows = within(formats).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Small1,000 × 667 px · 420 kBDownload', 'Large3,000 × 2,000 px · 4.2 MBDownload']);

    const keywords = screen.getByRole('list', { name: 'Keywords' });
    expect(within(keywords).getByRole('link', { name: 'fog' })).toHaveAttribute('href', '/search?q=fog');
    expect(await screen.findByRole('link', { name: 'Mountains' })).toHaveAttribute('href', '/category/mountains');
  });

  it("links the contributor's name to their portfolio and shows more of their files", async () => {
    const mock = stubFile();
    renderRoute('/file/42-misty-blue-mountain-ridges-at-dawn');
    expect(await screen.findByRole('link', { name: 'Ansel Rivers' })).toHaveAttribute('href', '/portfolio/ansel-rivers');
    const more = await screen.findByRole('list', { name: 'More from Ansel Rivers' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/file/51-ridge-lines-at-noon', '/file/52-alpine-meadow']);
    expect(screen.getByRole('link', { name: 'See all 3 files in the portfolio' })).toHaveAttribute('href', '/portfolio/ansel-rivers');
    expect(Object.fromEntries(callsTo(mock, '/portfolio')[0]?.searchParams ?? [])).toEqual({
      slug: 'ansel-rivers',
      page_no: '1',
      limit: '13',
    });
  });

  it('lists similar files that link to their own pages, and related searches', async () => {
    const mock = stubFile();
    renderRoute('/file/42-misty-blue-mountain-ridges-at-dawn');
    const similar = await screen.findByRole('list', { name: 'Similar images' });
    expect(within(similar).getByRole('link', { name: /Blue ridges in the fog/ })).toHaveAttribute(
      'href',
      '/file/43-blue-ridges-in-the-fog',
    );
    const params = callsTo(mock, '/similar/files')[0]?.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({ media_id: '42', type: 'IMAGE', limit: '20' });
    expect(await screen.findByRole('link', { name: 'alpine' })).toHaveAttribute('href', '/search?q=alpine');
    // The file's own keywords are listed beside it already; related searches only add new ones.
    const related = screen.getByRole('list', { name: 'Related searches' });
    expect(within(related).queryByRole('link', { name: 'fog' })).not.toBeInTheDocument();
  });

  it('plays a video preview with its poster, and shows its length and frame rate', async () => {
    stubApi({
      '/file': {
        data: {
          file: fileDetail(50, {
            type: 'VIDEO',
            title: 'Mandelbrot fractal zoom',
            width: 1920,
            height: 1080,
            duration_ms: 8000,
            fps: 25,
            poster_url: '/media/posters/50.jpg',
            preview_clip_url: '/media/clips/50.mp4',
          }),
        },
      },
      '/similar/files': { data: { files: [] } },
      '/file/related/keywords': { data: { keywords: [] } },
    });
    const { container } = renderRoute('/file/50-mandelbrot-fractal-zoom');
    await screen.findByRole('heading', { level: 1, name: 'Mandelbrot fractal zoom' });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('poster', '/media/posters/50.jpg');
    expect(video).toHaveAttribute('src', '/media/clips/50.mp4');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('0:08')).toBeInTheDocument();
    expect(screen.getByText('25 fps')).toBeInTheDocument();
    expect(await screen.findByText('No similar files yet')).toBeInTheDocument();
  });

  it('shows a not-found page when the API answers 404', async () => {
    stubApi({ '/file': () => envelopeResponse(404, null, 'This file does not exist.') });
    renderRoute('/file/999-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'This file is not available' })).toBeInTheDocument();
  });

  it('shows a not-found page for an address without an id', async () => {
    const mock = stubApi({});
    renderRoute('/file/not-a-file');
    expect(await screen.findByRole('heading', { level: 1, name: 'This file is not available' })).toBeInTheDocument();
    expect(callsTo(mock, '/file')).toHaveLength(0);
  });
});
