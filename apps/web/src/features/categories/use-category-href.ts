import type { MediaType } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../app-paths';
import { categoriesQuery } from './category-queries';

interface CategoryRef {
  type: MediaType;
  category_id: number | null;
  parent_id: number | null;
}

/**
 * A file names its category by id, but category pages are addressed by slug: the slug comes from the category list the
 * home page also uses (cached). Until it arrives, the link is a search filtered by the category, which shows the same files.
 */
export function useCategoryHref(file: CategoryRef): string | null {
  const { data } = useQuery({
    ...categoriesQuery(file.type, file.parent_id ?? undefined),
    enabled: file.category_id !== null,
  });
  if (file.category_id === null) return null;
  const category = data?.find((candidate) => candidate.category_id === file.category_id);
  if (category) return paths.category(category);
  return `/search?category_id=${file.category_id}${file.type === 'VIDEO' ? '&type=VIDEO' : ''}`;
}
