import { type Static, type TLiteral, type TUnion, Type } from '@sinclair/typebox';
import { pageParams } from './catalogue';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './constants';
import { Paged } from './envelope';
import { LANGUAGES, type Language, optionalLang, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages';
import { Id } from './numbers';

export const BlogAudience = Type.Union([Type.Literal('buyers'), Type.Literal('contributors')]);
export type BlogAudience = Static<typeof BlogAudience>;
export const BlogStatus = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published')]);

export const BlogCategory = Type.Object({
  blog_category_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  post_count: Type.Integer(),
});
export type BlogCategory = Static<typeof BlogCategory>;

/** The languages a post can be translated into: every language of the product but English, the originals' own. */
export const BLOG_TRANSLATION_LANGUAGES = TRANSLATED_LANGUAGES;
export type BlogTranslationLanguage = TranslatedLanguage;
export const BlogTranslationLanguage = Type.Union(
  BLOG_TRANSLATION_LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'A language a post can be translated into' },
) as TUnion<TLiteral<BlogTranslationLanguage>[]>;
const BlogLanguage = Type.Union(
  LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'The language the article is shown in: the reader’s when it has that translation, else its original (en)' },
) as TUnion<TLiteral<Language>[]>;

export const BlogSummary = Type.Object({
  id: Type.Integer(),
  blog_id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  excerpt: Type.String(),
  cover_url: Type.Union([Type.String(), Type.Null()]),
  blog_category_id: Type.Union([Type.Integer(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  author: Type.Union([Type.String(), Type.Null()]),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  view_count: Type.Integer(),
  reading_minutes: Type.Integer(),
  language: BlogLanguage,
});
export type BlogSummary = Static<typeof BlogSummary>;

export const BlogPost = Type.Composite([BlogSummary, Type.Object({ body_html: Type.String() })]);
export type BlogPost = Static<typeof BlogPost>;

export const AdminBlogPost = Type.Composite([
  BlogPost,
  Type.Object({
    audience: BlogAudience,
    status: BlogStatus,
    body_markdown: Type.String(),
    publish_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    updated_at: Type.String({ format: 'date-time' }),
    seo_title: Type.Union([Type.String(), Type.Null()]),
    seo_description: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type AdminBlogPost = Static<typeof AdminBlogPost>;

export const BlogListQuery = Type.Object(
  {
    query: Type.Optional(Type.String({ maxLength: 200 })),
    blog_category_id: Type.Optional(Id()),
    ...pageParams(5),
    ...optionalLang,
  },
  { additionalProperties: false },
);
export const BlogByIdQuery = Type.Object({ id: Id(), ...optionalLang }, { additionalProperties: false });
export const BlogBySlugQuery = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 200 }), ...optionalLang },
  { additionalProperties: false },
);
export const SimilarBlogsQuery = Type.Object(
  { blog_id: Id(), blog_category_id: Type.Optional(Id()), ...optionalLang },
  { additionalProperties: false },
);
export const BlogSuggestionQuery = Type.Object(
  { query: Type.String({ minLength: 1, maxLength: 100 }), ...optionalLang },
  { additionalProperties: false },
);

export const PagedBlogs = Paged(BlogSummary);
export const BlogsResponse = Type.Object({ blogs: Type.Array(BlogSummary) });
export const BlogResponse = Type.Object({ blog: BlogPost });
export const BlogCategoriesResponse = Type.Object({ categories: Type.Array(BlogCategory) });
export const BlogSuggestionsResponse = Type.Object({
  suggestions: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })),
});

export const SaveBlogPostBody = Type.Object(
  {
    audience: BlogAudience,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 })),
    excerpt: Type.Optional(Type.String({ maxLength: 300 })),
    body_markdown: Type.String({ minLength: 1, maxLength: 100_000 }),
    // A picture uploaded to this site (/media/...) or one on another site over https; nothing a browser would run.
    cover_url: Type.Optional(Type.Union([Type.String({ maxLength: 500, pattern: '^(/media/|https://)[^\\s"<>]+$' }), Type.Null()])),
    category: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()])),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 })),
    status: BlogStatus,
    publish_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    /** For search engines and link previews; blank or missing means the title and the excerpt are used. */
    seo_title: Type.Optional(Type.Union([Type.String({ maxLength: SEO_TITLE_MAX }), Type.Null()])),
    seo_description: Type.Optional(Type.Union([Type.String({ maxLength: SEO_DESCRIPTION_MAX }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SaveBlogPostBody = Static<typeof SaveBlogPostBody>;
export const BlogPreviewBody = Type.Object({ body_markdown: Type.String({ maxLength: 100_000 }) }, { additionalProperties: false });
export const BlogPreview = Type.Object({ body_html: Type.String() });
export const AdminBlogResponse = Type.Object({ blog: AdminBlogPost });
export const AdminBlogsQuery = Type.Object(
  {
    audience: Type.Optional(BlogAudience),
    status: Type.Optional(BlogStatus),
    blog_category_id: Type.Optional(Id()),
    query: Type.Optional(Type.String({ maxLength: 200 })),
    ...pageParams(20),
  },
  { additionalProperties: false },
);
export const PagedAdminBlogs = Paged(AdminBlogPost);
export const BlogIdParams = Type.Object({ id: Id() });

/** A post in another language: what its readers in that language see instead of the original. */
export const BlogTranslation = Type.Object({
  lang: BlogTranslationLanguage,
  title: Type.String(),
  excerpt: Type.String(),
  body_markdown: Type.String(),
  body_html: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type BlogTranslation = Static<typeof BlogTranslation>;
export const BlogTranslationParams = Type.Object({ id: Id(), lang: BlogTranslationLanguage });
export const SaveBlogTranslationBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    excerpt: Type.Optional(Type.String({ maxLength: 300 })),
    body_markdown: Type.String({ minLength: 1, maxLength: 100_000, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type SaveBlogTranslationBody = Static<typeof SaveBlogTranslationBody>;
export const BlogTranslationsResponse = Type.Object({ translations: Type.Array(BlogTranslation) });
export const BlogTranslationResponse = Type.Object({ translation: BlogTranslation });

/** The editors' view of a category: every one of an audience, with all its articles counted, drafts included. */
export const AdminBlogCategory = Type.Object({
  blog_category_id: Type.Integer(),
  audience: BlogAudience,
  name: Type.String(),
  slug: Type.String(),
  post_count: Type.Integer(),
});
export type AdminBlogCategory = Static<typeof AdminBlogCategory>;
export const AdminBlogCategoriesQuery = Type.Object({ audience: BlogAudience }, { additionalProperties: false });
export const AdminBlogCategoriesResponse = Type.Object({ categories: Type.Array(AdminBlogCategory) });
export const AdminBlogCategoryResponse = Type.Object({ category: AdminBlogCategory });
const CategoryName = Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' });
export const CreateBlogCategoryBody = Type.Object({ audience: BlogAudience, name: CategoryName }, { additionalProperties: false });
export const RenameBlogCategoryBody = Type.Object({ name: CategoryName }, { additionalProperties: false });

/** A picture uploaded into an article, and the Markdown that shows it. */
export const BlogImage = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  markdown: Type.String(),
});
export type BlogImage = Static<typeof BlogImage>;
export const BlogImageResponse = Type.Object({ image: BlogImage });
