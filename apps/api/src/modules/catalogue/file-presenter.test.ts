import type { FileDetail, KeywordRef } from '@stock/contracts';
import { describe, expect, it } from 'vitest';
import { sources, toFileDetail, toFileSummary } from './file-presenter';
import type { FileDetailRow } from './files.repo';
import { publicMediaUrl } from './media-urls';

/** The file page as getFileDetail built it before toFileDetail: the tile spread into a new literal. */
function spreadFileDetail(row: FileDetailRow, thresholds: { trending: number; popular: number }): FileDetail {
  const summary = toFileSummary(row);
  const previewOf = (format: string) => row.previews.filter(([kind, f]) => kind === 'preview' && f === format).at(-1)?.[3];
  const poster = row.previews.find(([kind, format]) => kind === 'poster' && format === 'jpeg')?.[3];
  const previewJpeg = previewOf('jpeg');
  return {
    ...summary,
    status: 'published',
    description: row.description,
    keywords: row.keywords.map((k): KeywordRef => ({ keyword_id: Number(k.id), keyword: k.keyword })),
    keyword_ids: row.keywords.map((k) => Number(k.id)),
    category: row.category_name,
    category_id: row.category_id,
    category_slug: row.category_slug,
    parent_id: row.parent_id,
    parent_category: row.parent_name,
    age_group: row.age_groups,
    people_count: row.people_count,
    fps: row.fps,
    megapixels: Math.round(row.megapixels * 10) / 10,
    dominant_colors: row.dominant_colors,
    formats: row.formats.map((f) => ({
      media_format_id: Number(f.id),
      name: f.name,
      label: f.label,
      width: f.width,
      height: f.height,
      bytes: Number(f.bytes),
      mime: f.mime,
    })),
    preview: {
      webp: previewOf('webp') ? publicMediaUrl(previewOf('webp') as string) : (summary.thumbnails.webp.at(-1)?.url ?? ''),
      jpeg: previewJpeg ? publicMediaUrl(previewJpeg) : (summary.thumbnails.jpeg.at(-1)?.url ?? ''),
    },
    preview_sizes: { webp: sources(row.previews, 'preview', 'webp'), jpeg: sources(row.previews, 'preview', 'jpeg') },
    poster_url: poster ? publicMediaUrl(poster) : row.type === 'VIDEO' && previewJpeg ? publicMediaUrl(previewJpeg) : null,
    views: row.views,
    downloads: row.downloads,
    is_trending: row.trending_score > 0 && row.trending_score >= thresholds.trending,
    popular: row.popularity_score > 0 && row.popularity_score >= thresholds.popular,
    published_at: row.published_at.toISOString(),
  };
}

const video: FileDetailRow = {
  id: 41,
  type: 'VIDEO',
  title: 'Surf at dawn',
  slug: 'surf-at-dawn',
  width: 3840,
  height: 2160,
  orientation: 'horizontal',
  duration_ms: 12_500,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  dominant_colors: ['#1a2b3c', '#ffeedd'],
  contributor_id: 7,
  contributor_name: 'Ana Lima',
  contributor_slug: 'ana-lima',
  derivatives: [
    ['thumb', 'webp', 320, 'public/41/thumb-320.webp'],
    ['thumb', 'jpeg', 320, 'public/41/thumb-320.jpg'],
    ['thumb', 'webp', 640, 'public/41/thumb-640.webp'],
    ['thumb', 'jpeg', 640, 'public/41/thumb-640.jpg'],
    ['clip', 'mp4', 640, 'public/41/clip.mp4'],
  ],
  description: 'Waves rolling in at first light.',
  category_id: 12,
  category_name: 'Beaches',
  category_slug: 'beaches',
  parent_id: 3,
  parent_name: 'Nature',
  age_groups: ['adults', 'seniors'],
  people_count: 2,
  fps: 29.97,
  megapixels: 8.294,
  views: 1234,
  downloads: 56,
  trending_score: 9.5,
  popularity_score: 3.2,
  published_at: new Date('2026-03-04T05:06:07.089Z'),
  formats: [
    { id: 501, name: 'hd', label: 'HD 1080p', width: 1920, height: 1080, bytes: 12_345_678, mime: 'video/mp4' },
    { id: 502, name: '4k', label: '4K', width: 3840, height: 2160, bytes: 98_765_432, mime: 'video/mp4' },
  ],
  keywords: [
    { id: 9001, keyword: 'surf' },
    { id: 9002, keyword: 'dawn' },
  ],
  previews: [
    ['preview', 'jpeg', 960, 'public/41/preview-960.jpg'],
    ['preview', 'webp', 960, 'public/41/preview-960.webp'],
    ['preview', 'jpeg', 1600, 'public/41/preview-1600.jpg'],
    ['preview', 'webp', 1600, 'public/41/preview-1600.webp'],
    ['poster', 'jpeg', 1600, 'public/41/poster.jpg'],
  ],
};

describe('toFileDetail', () => {
  it('answers what the tile spread into a new literal answered, for a file with every field', () => {
    const thresholds = { trending: 5, popular: 4 };
    expect(toFileDetail(video, thresholds)).toStrictEqual(spreadFileDetail(video, thresholds));
  });

  it('answers the same for an image without previews, category or poster, below the thresholds', () => {
    const image: FileDetailRow = {
      ...video,
      type: 'IMAGE',
      duration_ms: null,
      blurhash: null,
      dominant_colors: [],
      derivatives: video.derivatives.filter(([kind]) => kind === 'thumb'),
      category_id: null,
      category_name: null,
      category_slug: null,
      parent_id: null,
      parent_name: null,
      age_groups: [],
      people_count: 0,
      fps: null,
      trending_score: 0,
      popularity_score: 1,
      formats: [],
      keywords: [],
      previews: [],
    };
    const thresholds = { trending: 0, popular: 2 };
    expect(toFileDetail(image, thresholds)).toStrictEqual(spreadFileDetail(image, thresholds));
    expect(toFileDetail(image, thresholds).preview).toEqual({ webp: '/media/41/thumb-640.webp', jpeg: '/media/41/thumb-640.jpg' });
  });

  it('serialises to the same JSON, key for key', () => {
    const thresholds = { trending: 5, popular: 4 };
    expect(JSON.stringify(toFileDetail(video, thresholds))).toBe(JSON.stringify(spreadFileDetail(video, thresholds)));
  });
});
