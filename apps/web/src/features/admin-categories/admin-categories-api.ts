import type { AdminCategoriesData, AdminCategory, MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCall } from '../admin/console-api';
import { adminCategoriesKey } from '../admin-curation/home-curation-api';

export const useAdminCategories = () =>
  useQuery({
    queryKey: adminCategoriesKey,
    queryFn: async ({ signal }) => (await adminCall<AdminCategoriesData>('/admin/categories', { signal })).data.categories,
  });

/** The categories under a parent (or the top level of a type), in their order. */
export const siblingsOf = (all: readonly AdminCategory[], type: MediaType, parentId: number | null) =>
  all.filter((c) => c.type === type && c.parent_id === parentId).sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));

/** How a category reads in a picker, after the name of its type: "Photos / Nature / Mountains". */
export const pathOf = (all: readonly AdminCategory[], category: AdminCategory, typeName: string) => {
  const parent = all.find((c) => c.category_id === category.parent_id);
  return [typeName, parent?.name, category.name].filter(Boolean).join(' / ');
};
