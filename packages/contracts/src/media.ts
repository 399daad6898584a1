import { type Static, Type } from '@sinclair/typebox';
import { COLOR_FAMILIES, ORIENTATIONS } from './constants';

export const MediaType = Type.Union([Type.Literal('IMAGE'), Type.Literal('VIDEO')]);
export type MediaType = Static<typeof MediaType>;

/** Query parameter: the spec sends types upper-cased and defaults to IMAGE; we accept any case. */
export const MediaTypeParam = Type.String({
  pattern: '^([Ii][Mm][Aa][Gg][Ee]|[Vv][Ii][Dd][Ee][Oo])$',
  description: 'IMAGE or VIDEO, any case',
});

export const Orientation = Type.Union(ORIENTATIONS.map((o) => Type.Literal(o)));
export type Orientation = Static<typeof Orientation>;

export const ColorFamily = Type.Union(COLOR_FAMILIES.map((c) => Type.Literal(c)));
export type ColorFamily = Static<typeof ColorFamily>;

export const ImageSource = Type.Object({ url: Type.String(), width: Type.Integer() });
export type ImageSource = Static<typeof ImageSource>;

/** Everything a grid tile needs: intrinsic size for layout, a placeholder, and sources to pick from by width. */
export const FileSummary = Type.Object({
  media_id: Type.Integer(),
  type: MediaType,
  title: Type.String(),
  slug: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  orientation: Orientation,
  duration_ms: Type.Union([Type.Integer(), Type.Null()]),
  blurhash: Type.Union([Type.String(), Type.Null()]),
  dominant_color: Type.Union([Type.String(), Type.Null()]),
  thumbnails: Type.Object({ webp: Type.Array(ImageSource), jpeg: Type.Array(ImageSource) }),
  preview_clip_url: Type.Union([Type.String(), Type.Null()]),
  contributor: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
});
export type FileSummary = Static<typeof FileSummary>;

export const KeywordRef = Type.Object({ keyword_id: Type.Integer(), keyword: Type.String() });
export type KeywordRef = Static<typeof KeywordRef>;

export const MediaFormat = Type.Object({
  media_format_id: Type.Integer(),
  name: Type.String(),
  label: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
  mime: Type.String(),
});
export type MediaFormat = Static<typeof MediaFormat>;

export const FileDetail = Type.Composite([
  FileSummary,
  Type.Object({
    status: Type.Literal('published'),
    description: Type.String(),
    keywords: Type.Array(KeywordRef),
    keyword_ids: Type.Array(Type.Integer()),
    category: Type.Union([Type.String(), Type.Null()]),
    category_id: Type.Union([Type.Integer(), Type.Null()]),
    category_slug: Type.Union([Type.String(), Type.Null()]),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
    parent_category: Type.Union([Type.String(), Type.Null()]),
    age_group: Type.Array(Type.String()),
    people_count: Type.Integer(),
    fps: Type.Union([Type.Number(), Type.Null()]),
    megapixels: Type.Number(),
    dominant_colors: Type.Array(Type.String()),
    formats: Type.Array(MediaFormat),
    preview: Type.Object({ webp: Type.String(), jpeg: Type.String() }),
    /** The watermarked preview at each size it was made in, narrowest first (empty for a video): for srcset. */
    preview_sizes: Type.Object({ webp: Type.Array(ImageSource), jpeg: Type.Array(ImageSource) }),
    poster_url: Type.Union([Type.String(), Type.Null()]),
    views: Type.Integer(),
    downloads: Type.Integer(),
    is_trending: Type.Boolean(),
    popular: Type.Boolean(),
    published_at: Type.String({ format: 'date-time' }),
  }),
]);
export type FileDetail = Static<typeof FileDetail>;
