import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@stock/contracts/values';
import { useId } from 'react';
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

const left = (value: string, max: number) => `${max - value.trim().length} of ${max} characters left`;

/**
 * What a search result and a link preview show of the article. Left blank, they use the title and the excerpt; the
 * snippet below shows what people will actually see.
 */
export function SearchSnippetFields({ draft, path, errors, onChange }: SearchSnippetFieldsProps) {
  const id = useId();
  const title = draft.seoTitle.trim() || `${draft.title.trim() || 'Untitled article'} · ${siteConfig.brand} blog`;
  const description = draft.seoDescription.trim() || draft.excerpt.trim() || draft.title.trim();
  const open = Boolean(draft.seoTitle || draft.seoDescription || errors.seoTitle || errors.seoDescription);
  return (
    <details open={open || undefined} className="group rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Search engines and link previews</summary>
      <div className="mt-4 space-y-4">
        <TextField
          id={`${id}-seo-title`}
          label="Search title"
          name="seo_title"
          value={draft.seoTitle}
          error={errors.seoTitle}
          hint={`Instead of the article title. ${left(draft.seoTitle, SEO_TITLE_MAX)}.`}
          onChange={(event) => onChange({ seoTitle: event.target.value })}
        />
        <TextAreaField
          id={`${id}-seo-description`}
          label="Search description"
          name="seo_description"
          rows={2}
          value={draft.seoDescription}
          error={errors.seoDescription}
          hint={`Instead of the excerpt. ${left(draft.seoDescription, SEO_DESCRIPTION_MAX)}.`}
          onChange={(event) => onChange({ seoDescription: event.target.value })}
        />
        {draft.audience === 'buyers' ? (
          <figure aria-label="Search result preview" className="rounded-lg bg-slate-50 p-3">
            <p className="truncate text-xs text-emerald-800">{`${window.location.origin}${path}`}</p>
            <p className="mt-0.5 truncate text-base text-blue-800">{title}</p>
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{description}</p>
          </figure>
        ) : (
          <p className="text-xs text-slate-500">The contributors' blog is for signed-in contributors, so search engines do not list it.</p>
        )}
      </div>
    </details>
  );
}
