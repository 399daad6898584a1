import type { AdminBlogPost, BlogAudience } from '@stock/contracts';
import { slugWords } from '@stock/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { blogPaths } from '../../app-paths';
import { toast } from '../../components/toasts/toast';
import { fieldErrorsOf, messageOf } from '../auth/form/server-errors';
import { TextAreaField } from '../auth/form/TextAreaField';
import { inputClass, TextField } from '../auth/form/TextField';
import { adminBlogCategoriesQuery, adminBlogKeys, saveBlogPost } from './admin-blog-api';
import { AUDIENCES, adminBlogPaths } from './admin-blog-filters';
import { BlogPreviewPanel } from './BlogPreviewPanel';
import { BlogTranslationsPanel } from './BlogTranslationsPanel';
import { CoverImageField } from './CoverImageField';
import { DeletePostDialog } from './DeletePostDialog';
import { EditorActions } from './EditorActions';
import { MarkdownBodyField } from './MarkdownBodyField';
import { PublishOptions } from './PublishOptions';
import { type DraftErrors, draftFromPost, type PostDraft, saveBodyOf, validateDraft } from './post-draft';
import { SearchSnippetFields } from './SearchSnippetFields';
import { StatusBadge } from './StatusBadge';
import { TitleField } from './TitleField';
import { useLeaveGuard } from './use-leave-guard';

const SAVE_LABEL_KEYS = { draft: 'editor.saveDraft', now: 'editor.publish', schedule: 'editor.schedule' } as const;

/** Writes a new article or changes one, with the reader's view beside the text. */
export function BlogEditor({ post }: { post?: AdminBlogPost }) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<PostDraft>(() => draftFromPost(post));
  const [draft, setDraft] = useState<PostDraft>(saved);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState(false);
  const categories = useQuery(adminBlogCategoriesQuery(draft.audience));
  const leaveGuard = useLeaveGuard(JSON.stringify(draft) !== JSON.stringify(saved));
  const errors: DraftErrors = { ...(submitted ? validateDraft(draft) : {}), ...serverErrors };

  const change = (patch: Partial<PostDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };

  const save = useMutation({
    mutationFn: () => saveBlogPost(post?.id ?? null, saveBodyOf(draft, post)),
    onSuccess: async ({ blog, message }) => {
      toast.success(message || t('editor.saved'));
      queryClient.setQueryData(adminBlogKeys.post(blog.id), blog);
      await queryClient.invalidateQueries({ queryKey: adminBlogKeys.all, predicate: (query) => query.queryKey[2] !== 'post' });
      await queryClient.invalidateQueries({ queryKey: ['blogs', blog.audience] });
      const now = draftFromPost(blog);
      setSaved(now);
      setDraft(now);
      if (!post) {
        leaveGuard.allowNextLeave();
        navigate(adminBlogPaths.edit(blog.id), { replace: true });
      }
    },
    onError: (error) => {
      toast.error(messageOf(error));
      const fields = fieldErrorsOf(error, [
        'title',
        'slug',
        'excerpt',
        'publish_at',
        'tags',
        'body_markdown',
        'seo_title',
        'seo_description',
      ] as const);
      const addressTaken = error instanceof ApiError && error.envelope?.status_code === 409;
      setServerErrors({
        title: fields.title,
        slug: fields.slug ?? (addressTaken ? messageOf(error) : undefined),
        excerpt: fields.excerpt,
        scheduleAt: fields.publish_at,
        tags: fields.tags,
        body: fields.body_markdown,
        seoTitle: fields.seo_title,
        seoDescription: fields.seo_description,
      });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(validateDraft(draft)).some(Boolean)) {
      const form = event.currentTarget;
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    save.mutate();
  }

  const live = post && post.status !== 'draft' && post.publish_at !== null && new Date(post.publish_at) <= new Date();
  const saveLabel = live && draft.publish === 'now' ? t('editor.update') : t(SAVE_LABEL_KEYS[draft.publish]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link to={adminBlogPaths.list({})} className="text-sm font-medium text-sky-700 hover:underline">
            {t('allArticles')}
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {post ? t('editor.editArticle') : t('editor.newArticle')}
          </h1>
          <a href="#blog-preview-heading" className="mt-1 inline-block text-sm font-medium text-sky-700 hover:underline lg:hidden">
            {t('editor.jumpToPreview')}
          </a>
          {post && (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <StatusBadge post={post} />
              {live && (
                <a
                  href={blogPaths.post(post.audience, post.slug)}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sky-700 hover:underline"
                >
                  {t('editor.viewOnBlog')}
                </a>
              )}
            </div>
          )}
        </div>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={post ? t('editor.editArticle') : t('editor.newArticle')}
        className="mt-6 grid gap-6 lg:grid-cols-2"
      >
        <div className="min-w-0 space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('editor.blog')}</legend>
            <div className="mt-2 flex gap-2">
              {AUDIENCES.map((audience: BlogAudience) => (
                <label
                  key={audience}
                  className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-sky-500 has-checked:bg-sky-50"
                >
                  <input
                    type="radio"
                    name={`${id}-audience`}
                    value={audience}
                    checked={draft.audience === audience}
                    onChange={() => change({ audience })}
                    className="accent-sky-600"
                  />
                  {t('editor.audienceFor', { audience })}
                </label>
              ))}
            </div>
          </fieldset>
          <TitleField
            id={`${id}-title`}
            label={t('editor.title')}
            value={draft.title}
            error={errors.title}
            onChange={(title) => change({ title })}
          />
          <TextField
            id={`${id}-slug`}
            label={t('editor.address')}
            name="slug"
            maxLength={120}
            value={draft.slug}
            error={errors.slug}
            hint={
              draft.slug
                ? blogPaths.post(draft.audience, draft.slug)
                : t('editor.addressFromTitle', { path: blogPaths.post(draft.audience, slugWords(draft.title) || '…') })
            }
            onChange={(event) => change({ slug: event.target.value.toLowerCase() })}
          />
          <TextAreaField
            id={`${id}-excerpt`}
            label={t('editor.excerpt')}
            name="excerpt"
            rows={2}
            maxLength={300}
            value={draft.excerpt}
            error={errors.excerpt}
            hint={t('editor.excerptHint')}
            onChange={(event) => change({ excerpt: event.target.value })}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
                {t('editor.category')} <span className="font-normal text-slate-500">{t('optional')}</span>
              </label>
              <p id={`${id}-category-hint`} className="mt-0.5 text-xs text-slate-500">
                {t('editor.categoryHint')}
              </p>
              <input
                id={`${id}-category`}
                list={`${id}-categories`}
                value={draft.category}
                maxLength={60}
                onChange={(event) => change({ category: event.target.value })}
                aria-describedby={`${id}-category-hint`}
                className={`mt-1.5 ${inputClass(false)}`}
              />
              <datalist id={`${id}-categories`}>
                {(categories.data ?? []).map((category) => (
                  <option key={category.blog_category_id} value={category.name} />
                ))}
              </datalist>
            </div>
            <TextField
              id={`${id}-tags`}
              label={t('editor.tags')}
              name="tags"
              value={draft.tags}
              error={errors.tags}
              hint={t('editor.tagsHint')}
              onChange={(event) => change({ tags: event.target.value })}
            />
          </div>
          <CoverImageField url={draft.coverUrl} onChange={(coverUrl) => change({ coverUrl })} />
          <MarkdownBodyField value={draft.body} error={errors.body} onChange={(body) => change({ body })} />
          <SearchSnippetFields
            draft={draft}
            path={blogPaths.post(draft.audience, draft.slug || slugWords(draft.title) || 'article')}
            errors={errors}
            onChange={change}
          />
          <PublishOptions publish={draft.publish} scheduleAt={draft.scheduleAt} error={errors.scheduleAt} onChange={change} />
          <EditorActions
            submitLabel={saveLabel}
            saving={save.isPending}
            remove={post ? { label: t('editor.deleteArticle'), onClick: () => setDeleting(true) } : undefined}
          />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <BlogPreviewPanel draft={draft} />
        </div>
      </form>
      {post && <BlogTranslationsPanel postId={post.id} />}

      {leaveGuard.dialog}
      {deleting && post && (
        <DeletePostDialog
          post={post}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            leaveGuard.allowNextLeave();
            navigate(adminBlogPaths.list({}), { replace: true });
          }}
        />
      )}
    </div>
  );
}
