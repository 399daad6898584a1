import { type Static, Type } from '@sinclair/typebox';
import { Id } from './numbers';

/** The operator console's home page: which categories show and in what order, and the curated collections. */

export const AuditReason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why; kept in the audit trail' });
const Reason = AuditReason;

export const AdminHomeCategory = Type.Object({
  category_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  type: Type.Union([Type.Literal('IMAGE'), Type.Literal('VIDEO')]),
  on_home: Type.Boolean(),
  home_position: Type.Union([Type.Integer(), Type.Null()]),
  cover_media_id: Type.Union([Type.Integer(), Type.Null()]),
  file_count: Type.Integer(),
});
export type AdminHomeCategory = Static<typeof AdminHomeCategory>;

export const AdminCollection = Type.Object({
  collection_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  published: Type.Boolean(),
  position: Type.Union([Type.Integer(), Type.Null()]),
  media_ids: Type.Array(Type.Integer()),
});
export type AdminCollection = Static<typeof AdminCollection>;

export const AdminHomeData = Type.Object({
  categories: Type.Array(AdminHomeCategory, { description: 'Top-level categories: the home page ones first, in order' }),
  collections: Type.Array(AdminCollection, { description: 'Curated collections in their order' }),
});
export type AdminHomeData = Static<typeof AdminHomeData>;

export const AdminHomeCategoriesBody = Type.Object(
  {
    categories: Type.Array(
      Type.Object({ category_id: Id(), cover_media_id: Type.Union([Id(), Type.Null()]) }, { additionalProperties: false }),
      { maxItems: 100, description: 'The categories the home page shows, in order; the others leave it' },
    ),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminHomeCategoriesBody = Static<typeof AdminHomeCategoriesBody>;

export const AdminCollectionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: '[A-Za-z0-9]' }),
    description: Type.String({ maxLength: 500 }),
    media_ids: Type.Array(Id(), { maxItems: 500, uniqueItems: true, description: 'Published files, in order' }),
    published: Type.Boolean(),
    reason: Reason,
  },
  { additionalProperties: false },
);
export type AdminCollectionBody = Static<typeof AdminCollectionBody>;
export const AdminCollectionParams = Type.Object({ id: Id() }, { additionalProperties: false });
export type AdminCollectionParams = Static<typeof AdminCollectionParams>;
export const AdminCollectionData = Type.Object({ collection: AdminCollection });
export type AdminCollectionData = Static<typeof AdminCollectionData>;

export const AdminCollectionOrderBody = Type.Object(
  { collection_ids: Type.Array(Id(), { minItems: 1, maxItems: 200, uniqueItems: true }), reason: Reason },
  { additionalProperties: false },
);
export type AdminCollectionOrderBody = Static<typeof AdminCollectionOrderBody>;

export const CURATION_MESSAGES = {
  notTopLevel: (id: number) => `Category ${id} is not a top-level category.`,
  twice: (id: number) => `Category ${id} is listed twice.`,
  coverNotPublished: (id: number) => `File ${id} is not a published file.`,
  filesNotPublished: (ids: number[]) => `These files are not published: ${ids.join(', ')}.`,
  nameTaken: 'A published collection already has this name.',
  noCollection: 'There is no such collection.',
  orderIncomplete: 'List every curated collection exactly once.',
} as const;
