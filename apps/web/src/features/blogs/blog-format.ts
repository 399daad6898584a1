import { formatDate } from '../../components/format/format-date';

/** "Nov 19, 2026" ("19.11.2026" in German), the same day for every reader whatever their time zone. */
export function formatBlogDate(iso: string | null): string | null {
  if (!iso) return null;
  return formatDate(iso) || null;
}
