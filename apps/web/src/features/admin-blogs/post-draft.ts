import type { AdminBlogPost, BlogAudience, SaveBlogPostBody } from '@stock/contracts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@stock/contracts/values';
import i18next from 'i18next';

/** How the article goes out when it is saved. */
export type PublishChoice = 'draft' | 'now' | 'schedule';

export interface PostDraft {
  audience: BlogAudience;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  category: string;
  coverUrl: string;
  tags: string;
  publish: PublishChoice;
  /** A datetime-local value, in the editor's own time zone. */
  scheduleAt: string;
  seoTitle: string;
  seoDescription: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value ("2026-11-21T15:30") for an instant, in this browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A scheduled article whose time has come is live: for its editor it is published. */
const isLive = (post: AdminBlogPost, now: Date) =>
  post.status === 'published' || (post.status === 'scheduled' && post.publish_at !== null && new Date(post.publish_at) <= now);

export function draftFromPost(post: AdminBlogPost | undefined, now = new Date()): PostDraft {
  const tomorrow = new Date(now.getTime() + 86_400_000);
  tomorrow.setMinutes(0, 0, 0);
  if (!post) {
    return {
      audience: 'buyers',
      title: '',
      slug: '',
      excerpt: '',
      body: '',
      category: '',
      coverUrl: '',
      tags: '',
      publish: 'draft',
      scheduleAt: toLocalInput(tomorrow),
      seoTitle: '',
      seoDescription: '',
    };
  }
  const publish: PublishChoice = isLive(post, now) ? 'now' : post.status === 'scheduled' ? 'schedule' : 'draft';
  return {
    audience: post.audience,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body_markdown,
    category: post.category ?? '',
    coverUrl: post.cover_url ?? '',
    tags: post.tags.join(', '),
    publish,
    scheduleAt: toLocalInput(post.publish_at && publish === 'schedule' ? new Date(post.publish_at) : tomorrow),
    seoTitle: post.seo_title ?? '',
    seoDescription: post.seo_description ?? '',
  };
}

export type DraftErrors = Partial<
  Record<'title' | 'slug' | 'body' | 'scheduleAt' | 'tags' | 'excerpt' | 'seoTitle' | 'seoDescription', string>
>;

export function validateDraft(draft: PostDraft, now = new Date()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = i18next.t('admin-blogs:errors.titleRequired');
  if (draft.slug && !SLUG.test(draft.slug)) errors.slug = i18next.t('admin-blogs:errors.slugFormat');
  if (!draft.body.trim()) errors.body = i18next.t('admin-blogs:errors.bodyRequired');
  if (draft.excerpt.length > 300) errors.excerpt = i18next.t('admin-blogs:errors.excerptTooLong');
  if (draft.seoTitle.trim().length > SEO_TITLE_MAX)
    errors.seoTitle = i18next.t('admin-blogs:errors.seoTitleTooLong', { max: SEO_TITLE_MAX });
  if (draft.seoDescription.trim().length > SEO_DESCRIPTION_MAX)
    errors.seoDescription = i18next.t('admin-blogs:errors.seoDescriptionTooLong', { max: SEO_DESCRIPTION_MAX });
  const tags = tagsOf(draft.tags);
  if (tags.length > 10) errors.tags = i18next.t('admin-blogs:errors.tooManyTags');
  else if (tags.some((tag) => tag.length > 40)) errors.tags = i18next.t('admin-blogs:errors.tagTooLong');
  if (draft.publish === 'schedule') {
    const at = new Date(draft.scheduleAt);
    if (Number.isNaN(at.getTime())) errors.scheduleAt = i18next.t('admin-blogs:errors.chooseDate');
    else if (at <= now) errors.scheduleAt = i18next.t('admin-blogs:errors.chooseFuture');
  }
  return errors;
}

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** What the API is sent. An article that was already live keeps its original publish date. */
export function saveBodyOf(draft: PostDraft, saved?: AdminBlogPost): SaveBlogPostBody {
  const base: SaveBlogPostBody = {
    audience: draft.audience,
    title: draft.title.trim(),
    excerpt: draft.excerpt.trim(),
    body_markdown: draft.body,
    cover_url: draft.coverUrl.trim() || null,
    category: draft.category.trim() || null,
    tags: tagsOf(draft.tags),
    status: 'draft',
    publish_at: null,
    seo_title: draft.seoTitle.trim() || null,
    seo_description: draft.seoDescription.trim() || null,
  };
  if (draft.slug) base.slug = draft.slug;
  if (draft.publish === 'schedule') return { ...base, status: 'scheduled', publish_at: new Date(draft.scheduleAt).toISOString() };
  if (draft.publish === 'now') {
    const keep = saved && saved.status !== 'draft' && saved.publish_at && new Date(saved.publish_at) <= new Date();
    return { ...base, status: 'published', publish_at: keep ? saved.publish_at : null };
  }
  return base;
}

/** Puts `text` in place of the selection, on lines of its own, and answers the new value and where the caret goes. */
export function insertBlock(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${text}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + inserted.length };
}
