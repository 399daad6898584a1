import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { blogPreviewQuery } from './admin-blog-api';
import type { PostDraft } from './post-draft';

/**
 * The article as readers will see it, rendered and sanitised by the server (so a removed script shows as removed),
 * refreshed once typing pauses.
 */
export function BlogPreviewPanel({ draft }: { draft: PostDraft }) {
  const { t } = useTranslation('admin-blogs');
  const markdown = useDebouncedValue(draft.body, 400);
  const preview = useQuery({ ...blogPreviewQuery(markdown), enabled: markdown.trim() !== '' });
  return (
    <section aria-labelledby="blog-preview-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 pb-3">
        <h2 id="blog-preview-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {t('preview.heading')}
        </h2>
        {preview.isFetching && (
          <span role="status" className="text-xs text-slate-500">
            {t('preview.updating')}
          </span>
        )}
      </div>
      <article aria-label={t('preview.label')} className="pt-4">
        {draft.category.trim() && <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{draft.category}</p>}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {draft.title || t('preview.untitled')}
        </h1>
        {draft.excerpt.trim() && <p className="mt-2 text-lg text-slate-600">{draft.excerpt}</p>}
        {draft.coverUrl.trim() && (
          <img src={draft.coverUrl} alt="" className="mt-4 aspect-[2/1] w-full rounded-xl bg-slate-100 object-cover" />
        )}
        {markdown.trim() === '' ? (
          <p className="mt-6 text-slate-500">{t('preview.empty')}</p>
        ) : preview.isError ? (
          <p role="alert" className="mt-6 text-red-700">
            {t('preview.error', { message: preview.error.message })}
          </p>
        ) : (
          <div
            className="prose prose-slate mt-6 max-w-none prose-headings:tracking-tight prose-a:text-sky-700 prose-img:rounded-xl"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the preview call answers HTML the API has sanitised
            dangerouslySetInnerHTML={{ __html: preview.data ?? '' }}
          />
        )}
      </article>
    </section>
  );
}
