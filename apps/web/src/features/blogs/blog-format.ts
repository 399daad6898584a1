const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 19, 2026", the same for every reader whatever their time zone. */
export function formatBlogDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export const readingTime = (minutes: number) => `${Math.max(1, minutes)} min read`;

export const blogName = (audience: 'buyers' | 'contributors') => (audience === 'buyers' ? 'Blog' : 'Contributor blog');
