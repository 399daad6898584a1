import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@stock/contracts/values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/site-config';
import { TextAreaField } from '../auth/form/TextAreaField';
import { TextField } from '../auth/form/TextField';
import type { DraftErrors, PostDraft } from './post-draft';

interface SearchSnippetFieldsProps {
  draft: PostDraft;
  path: string;
  errors: DraftErrors;
  onChange: (patch: Partial<PostDraft>) => void;
}

const left = (value: string, max: number) => ({ left: max - value.trim().length, max });

/**
 * What a search result and a link preview show of the article. Left blank, they use the title and the excerpt; the
 * snippet below shows what people will actually see.
 */
export function SearchSnippetFields({ draft, path, errors, onChange }: SearchSnippetFieldsProps) {
  const { t } = useTranslation('admin-blogs');
  const id = useId();
  const title =
    draft.seoTitle.trim() || t('snippet.fallbackTitle', { title: draft.title.trim() || t('preview.untitled'), brand: siteConfig.brand });
  const description = draft.seoDescription.trim() || draft.excerpt.trim() || draft.title.trim();
  const open = Boolean(draft.seoTitle || draft.seoDescription || errors.seoTitle || errors.seoDescription);
  return (
    <details open={open || undefined} className="group rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t('snippet.summary')}</summary>
      <div className="mt-4 space-y-4">
        <TextField
          id={`${id}-seo-title`}
          label={t('snippet.seoTitle')}
          name="seo_title"
          value={draft.seoTitle}
          error={errors.seoTitle}
          hint={t('snippet.seoTitleHint', left(draft.seoTitle, SEO_TITLE_MAX))}
          onChange={(event) => onChange({ seoTitle: event.target.value })}
        />
        <TextAreaField
          id={`${id}-seo-description`}
          label={t('snippet.seoDescription')}
          name="seo_description"
          rows={2}
          value={draft.seoDescription}
          error={errors.seoDescription}
          hint={t('snippet.seoDescriptionHint', left(draft.seoDescription, SEO_DESCRIPTION_MAX))}
          onChange={(event) => onChange({ seoDescription: event.target.value })}
        />
        {draft.audience === 'buyers' ? (
          <figure aria-label={t('snippet.preview')} className="rounded-lg bg-slate-50 p-3">
            <p className="truncate text-xs text-emerald-800">{`${window.location.origin}${path}`}</p>
            <p className="mt-0.5 truncate text-base text-blue-800">{title}</p>
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{description}</p>
          </figure>
        ) : (
          <p className="text-xs text-slate-500">{t('snippet.contributorsHidden')}</p>
        )}
      </div>
    </details>
  );
}
