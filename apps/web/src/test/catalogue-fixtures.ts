import type { Category, FileDetail, FileSummary, SearchResults } from '@stock/contracts';

/** A file as GET /fetch returns it: real renditions at two widths, a blurhash, the contributor. */
export function fileSummary(mediaId: number, overrides: Partial<FileSummary> = {}): FileSummary {
  const title = overrides.title ?? `Misty blue mountain ridges at dawn ${mediaId}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const rendition = (format: 'webp' | 'jpeg', width: number) => ({
    url: `/media/thumbs/${mediaId}/${width}.${format === 'webp' ? 'webp' : 'jpg'}`,
    width,
  });
  return {
    media_id: mediaId,
    type: 'IMAGE',
    title,
    slug,
    width: 3000,
    height: 2000,
    orientation: 'horizontal',
    duration_ms: null,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    dominant_color: '#1e4fd8',
    thumbnails: { webp: [rendition('webp', 360), rendition('webp', 720)], jpeg: [rendition('jpeg', 360), rendition('jpeg', 720)] },
    preview_clip_url: null,
    contributor: { id: 7, name: 'Ansel Rivers', slug: 'ansel-rivers' },
    ...overrides,
  };
}

export function videoSummary(mediaId: number, overrides: Partial<FileSummary> = {}): FileSummary {
  return fileSummary(mediaId, {
    type: 'VIDEO',
    title: `Mandelbrot fractal zoom in deep blue ${mediaId}`,
    width: 1920,
    height: 1080,
    duration_ms: 8000,
    preview_clip_url: `/media/clips/${mediaId}/preview.mp4`,
    ...overrides,
  });
}

export function searchResults(results: FileSummary[], overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    results,
    totalCount: results.length,
    total_pages: 1,
    page_no: 1,
    limit: 48,
    query: '',
    total_is_estimate: false,
    facets: {
      type: [
        { value: 'IMAGE', label: 'Images', count: results.filter((file) => file.type === 'IMAGE').length },
        { value: 'VIDEO', label: 'Videos', count: 3 },
      ],
      category: [
        { value: '11', label: 'Mountains', count: 120 },
        { value: '12', label: 'Seas & Coasts', count: 45 },
      ],
      orientation: [
        { value: 'horizontal', label: 'Horizontal', count: 150 },
        { value: 'vertical', label: 'Vertical', count: 12 },
        { value: 'square', label: 'Square', count: 3 },
        { value: 'panoramic', label: 'Panoramic', count: 0 },
      ],
    },
    related_keywords: ['fog', 'ridge', 'landscape'],
    did_you_mean: null,
    ...overrides,
  };
}

export function fileDetail(mediaId: number, overrides: Partial<FileDetail> = {}): FileDetail {
  const summary = fileSummary(mediaId);
  return {
    ...summary,
    status: 'published',
    description: 'Layers of blue ridges fading into the morning fog.',
    keywords: [
      { keyword_id: 1, keyword: 'mountains' },
      { keyword_id: 2, keyword: 'fog' },
      { keyword_id: 3, keyword: 'dawn' },
    ],
    keyword_ids: [1, 2, 3],
    category: 'Mountains',
    category_id: 11,
    category_slug: 'mountains',
    parent_id: 10,
    parent_category: 'Nature & Landscapes',
    age_group: [],
    people_count: 0,
    fps: null,
    megapixels: 6,
    dominant_colors: ['#1e4fd8', '#9ab8e6'],
    formats: [
      { media_format_id: 31, name: 'small', label: 'Small', width: 1000, height: 667, bytes: 420_000, mime: 'image/jpeg' },
      { media_format_id: 32, name: 'large', label: 'Large', width: 3000, height: 2000, bytes: 4_200_000, mime: 'image/jpeg' },
    ],
    preview: { webp: `/media/previews/${mediaId}/preview.webp`, jpeg: `/media/previews/${mediaId}/preview.jpg` },
    preview_sizes: {
      webp: [
        { url: `/media/previews/${mediaId}/preview-phone.webp`, width: 800 },
        { url: `/media/previews/${mediaId}/preview.webp`, width: 1600 },
      ],
      jpeg: [
        { url: `/media/previews/${mediaId}/preview-phone.jpg`, width: 800 },
        { url: `/media/previews/${mediaId}/preview.jpg`, width: 1600 },
      ],
    },
    poster_url: null,
    views: 500,
    downloads: 50,
    is_trending: true,
    popular: true,
    published_at: '2026-11-19T09:00:00.000Z',
    ...overrides,
  };
}

export function category(id: number, overrides: Partial<Category> = {}): Category {
  return {
    category_id: id,
    name: 'Mountains',
    slug: 'mountains',
    type: 'IMAGE',
    parent_id: 10,
    file_count: 120,
    cover: null,
    ...overrides,
  };
}
