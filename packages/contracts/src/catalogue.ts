import { type Static, type TLiteral, type TUnion, Type } from '@sinclair/typebox';
import { MAX_PAGE_LIMIT, SEARCH_SORTS, UPLOADED_WITHIN, VIDEO_RESOLUTIONS } from './constants';
import { Paged } from './envelope';
import { optionalLang } from './languages';
import { FileDetail, FileSummary, MediaType, MediaTypeParam } from './media';
import { Id, PageNo } from './numbers';

export const pageParams = (defaultLimit: number) => ({
  page_no: Type.Optional(PageNo()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: defaultLimit })),
});

const id = (description: string) => Id(description);
const optionalType = { type: Type.Optional(MediaTypeParam) };

export const Category = Type.Object({
  category_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  type: MediaType,
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  file_count: Type.Integer(),
  cover: Type.Union([FileSummary, Type.Null()]),
});
export type Category = Static<typeof Category>;

export const CategoryTree = Type.Composite([Category, Type.Object({ children: Type.Array(Category) })]);
export type CategoryTree = Static<typeof CategoryTree>;

export const CollectionSummary = Type.Object({
  collection_id: Type.Integer(),
  collection_name: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  file_count: Type.Integer(),
  covers: Type.Array(FileSummary),
});
export type CollectionSummary = Static<typeof CollectionSummary>;

export const KeywordSuggestion = Type.Object({ keyword_id: Type.Integer(), keyword: Type.String(), file_count: Type.Integer() });
export type KeywordSuggestion = Static<typeof KeywordSuggestion>;

export const KeywordWithFiles = Type.Composite([KeywordSuggestion, Type.Object({ files: Type.Array(FileSummary) })]);
export type KeywordWithFiles = Static<typeof KeywordWithFiles>;

export const TrendingKeyword = Type.Object({ keyword: Type.String(), searches: Type.Integer() });
export type TrendingKeyword = Static<typeof TrendingKeyword>;

export const FacetCount = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });
export type FacetCount = Static<typeof FacetCount>;

const literalUnion = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<TLiteral<T>[]>;

/** GET /fetch: the main search. Every filter is optional; age_group arrives as age_group[0], age_group[1]... */
export const FetchQuery = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 200 })),
    ...optionalType,
    category_id: Type.Optional(id('category, with its subcategories')),
    orientation: Type.Optional(Type.Array(literalUnion(['horizontal', 'vertical', 'square', 'panoramic']), { maxItems: 4 })),
    color: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 12 })),
    age_group: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 6 })),
    people: Type.Optional(literalUnion(['0', '1', '2', '3+'])),
    min_megapixels: Type.Optional(Type.Number({ minimum: 0, maximum: 200 })),
    resolution: Type.Optional(literalUnion(VIDEO_RESOLUTIONS)),
    min_duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600, description: 'seconds' })),
    max_duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600, description: 'seconds' })),
    fps: Type.Optional(Type.Integer({ minimum: 1, maximum: 240 })),
    uploaded_within: Type.Optional(literalUnion(UPLOADED_WITHIN)),
    safe_search: Type.Optional(Type.Boolean({ default: true })),
    sort: Type.Optional(literalUnion(SEARCH_SORTS)),
    ...optionalLang,
    ...pageParams(48),
  },
  { additionalProperties: false },
);
export type FetchQuery = Static<typeof FetchQuery>;

export const SearchResults = Type.Composite([
  Paged(FileSummary),
  Type.Object({
    query: Type.String(),
    /** True when more files match than are counted exactly; totalCount and facet counts are then estimates. */
    total_is_estimate: Type.Boolean(),
    facets: Type.Object({ type: Type.Array(FacetCount), category: Type.Array(FacetCount), orientation: Type.Array(FacetCount) }),
    related_keywords: Type.Array(Type.String()),
    did_you_mean: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type SearchResults = Static<typeof SearchResults>;

export const PagedFiles = Paged(FileSummary);
export type PagedFiles = Static<typeof PagedFiles>;

export const FileResponse = Type.Object({ file: FileDetail });
export const FilesResponse = Type.Object({ files: Type.Array(FileSummary) });
export const CategoriesResponse = Type.Object({ categories: Type.Array(Category) });
export const CategoryTreeResponse = Type.Object({ categories: Type.Array(CategoryTree) });
export const CollectionsResponse = Type.Object({ collections: Type.Array(CollectionSummary) });
export const KeywordsResponse = Type.Object({ keywords: Type.Array(KeywordSuggestion) });
export const KeywordsWithFilesResponse = Type.Object({ keywords: Type.Array(KeywordWithFiles) });
export const TrendingKeywordsResponse = Type.Object({ trendingKeywords: Type.Array(TrendingKeyword) });
export const CollectionFilesResponse = Type.Composite([
  Paged(FileSummary),
  Type.Object({ collection_id: Type.Integer(), collection_name: Type.String(), description: Type.String() }),
]);
export const CategoryFilesResponse = Type.Composite([
  Paged(FileSummary),
  Type.Object({ category: Category, parent: Type.Union([Category, Type.Null()]) }),
]);

export const CategoriesQuery = Type.Object(
  { ...optionalType, parent_id: Type.Optional(id('parent category')), ...optionalLang },
  { additionalProperties: false },
);
export const TypeQuery = Type.Object({ ...optionalType, ...optionalLang }, { additionalProperties: false });
export const SuggestionQuery = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 100 }), ...optionalType, ...optionalLang },
  { additionalProperties: false },
);
export const FilesQuery = Type.Object(
  {
    ...optionalType,
    collection_id: Type.Optional(id('curated collection')),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: 48 })),
  },
  { additionalProperties: false },
);
export const FilesByCategoryQuery = Type.Object(
  {
    ...optionalType,
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'category slug' })),
    category_id: Type.Optional(id('category')),
    parent_id: Type.Optional(id('parent category')),
    ...optionalLang,
    ...pageParams(48),
  },
  { additionalProperties: false },
);
export const FilesByKeywordQuery = Type.Object(
  {
    ...optionalType,
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    keyword_id: Type.Optional(id('keyword')),
    ...pageParams(48),
  },
  { additionalProperties: false },
);
export const PopularFilesQuery = Type.Object(
  { ...optionalType, is_trending: Type.Optional(Type.Boolean()), popular: Type.Optional(Type.Boolean()), ...pageParams(48) },
  { additionalProperties: false },
);
export const MediaIdQuery = Type.Object({ media_id: id('file'), ...optionalType, ...optionalLang }, { additionalProperties: false });
export const SimilarFilesQuery = Type.Object(
  { media_id: id('file'), ...optionalType, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: 20 })) },
  { additionalProperties: false },
);
export const SimilarFilesBody = Type.Object(
  {
    media_id: Type.Optional(id('file')),
    type: Type.Optional(MediaTypeParam),
    keyword_ids: Type.Optional(Type.Array(id('keyword'), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export const SimilarLimitQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: 20 })) },
  { additionalProperties: false },
);
export const CollectionFilesQuery = Type.Object(
  { collection_id: id('collection'), ...optionalType, ...pageParams(48) },
  { additionalProperties: false },
);
export const CollectionSuggestionQuery = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
