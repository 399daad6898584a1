import { type Static, Type } from '@sinclair/typebox';
import { AuditReason } from './admin-curation';
import { TRANSLATED_LANGUAGES } from './languages';
import { MediaType } from './media';
import { Id } from './numbers';

/** The catalogue's categories as the console manages them: one level of subcategories under top-level ones. */

const TranslatedName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });

/** A category's name in each other language it has one in; a language without one shows the English `name`. */
export const CategoryNames = Type.Object(
  {
    de: Type.Optional(TranslatedName),
    fr: Type.Optional(TranslatedName),
    es: Type.Optional(TranslatedName),
    'pt-BR': Type.Optional(TranslatedName),
    ja: Type.Optional(TranslatedName),
  },
  // Refused rather than `additionalProperties: false`, which Fastify's Ajv strips silently: the names would be removed.
  { propertyNames: { enum: TRANSLATED_LANGUAGES } },
);
export type CategoryNames = Static<typeof CategoryNames>;

export const AdminCategory = Type.Object({
  category_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  type: MediaType,
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  position: Type.Integer(),
  file_count: Type.Integer({ description: 'Published files in it and its subcategories' }),
  names: CategoryNames,
});
export type AdminCategory = Static<typeof AdminCategory>;

export const AdminCategoriesData = Type.Object({
  categories: Type.Array(AdminCategory, { description: 'Every category: by type, then parent, then position' }),
});
export type AdminCategoriesData = Static<typeof AdminCategoriesData>;
export const AdminCategoryData = Type.Object({ category: AdminCategory });
export type AdminCategoryData = Static<typeof AdminCategoryData>;

const CategoryName = Type.String({ minLength: 1, maxLength: 80, pattern: '[A-Za-z0-9]', description: 'The slug follows it' });
const ParentId = Type.Union([Id(), Type.Null()], { description: 'A top-level category of the same type, or null' });

export const AdminCategoryCreateBody = Type.Object(
  { name: CategoryName, type: MediaType, parent_id: ParentId, reason: AuditReason },
  { additionalProperties: false },
);
export type AdminCategoryCreateBody = Static<typeof AdminCategoryCreateBody>;

export const AdminCategoryEditBody = Type.Object(
  { name: CategoryName, parent_id: ParentId, reason: AuditReason },
  { additionalProperties: false, description: 'Rename (the old address redirects) and move in one' },
);
export type AdminCategoryEditBody = Static<typeof AdminCategoryEditBody>;

export const AdminCategoryParams = Type.Object({ id: Id() }, { additionalProperties: false });
export type AdminCategoryParams = Static<typeof AdminCategoryParams>;

export const AdminCategoryNamesBody = Type.Object(
  { names: CategoryNames, reason: AuditReason },
  { additionalProperties: false, description: 'Every translated name the category keeps; a language left out shows the English name' },
);
export type AdminCategoryNamesBody = Static<typeof AdminCategoryNamesBody>;

export const AdminCategoryMergeBody = Type.Object(
  { into_id: Id('The category that receives the files and subcategories'), reason: AuditReason },
  { additionalProperties: false },
);
export type AdminCategoryMergeBody = Static<typeof AdminCategoryMergeBody>;

export const AdminCategoryOrderBody = Type.Object(
  {
    type: MediaType,
    parent_id: ParentId,
    category_ids: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true, description: 'Every sibling, in order' }),
    reason: AuditReason,
  },
  { additionalProperties: false },
);
export type AdminCategoryOrderBody = Static<typeof AdminCategoryOrderBody>;

export const CATEGORY_MESSAGES = {
  noCategory: 'There is no such category.',
  nameTaken: 'Another category of this type already has this name.',
  noParent: 'The parent must be an existing top-level category of the same type.',
  notUnderItself: 'A category cannot go under itself.',
  hasChildren: 'This category has subcategories; only a category without any can go under another.',
  mergeSelf: 'Choose another category to merge into.',
  mergeType: 'Both categories must be of the same type.',
  mergeChildrenDeep: 'This category has subcategories; merge it into a top-level category.',
  mergeIntoChild: 'A category cannot be merged into one of its own subcategories.',
  orderIncomplete: 'List every category under this parent exactly once.',
} as const;
