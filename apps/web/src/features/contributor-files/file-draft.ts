import type { AgeGroup, ContributorFile, FileUpdateBody } from '@stock/contracts';
import { FILE_METADATA_LIMITS } from '@stock/contracts/values';
import type { TFunction } from 'i18next';
import { keywordsError } from './keyword-list';

/** The edit form's values: what PUT /contributor/file/update takes. */
export interface FileDraft {
  title: string;
  description: string;
  keywords: string[];
  category_id: number | null;
  age_group: AgeGroup[];
  people_count: number;
  model_release_ids: number[];
}

export type DraftField = keyof FileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const draftOf = (file: ContributorFile): FileDraft => ({
  title: file.title,
  description: file.description,
  keywords: file.keywords,
  category_id: file.category_id,
  age_group: file.age_group,
  people_count: file.people_count,
  model_release_ids: file.model_release_ids,
});

export const updateBodyOf = (mediaId: number, draft: FileDraft, submit: boolean): FileUpdateBody => ({
  media_id: mediaId,
  ...draft,
  title: draft.title.trim(),
  description: draft.description.trim(),
  ...(submit ? { submit: true } : {}),
});

/** What stops a save: the server's hard limits. */
export function saveErrors(draft: FileDraft, t: TFunction<'contributor-files'>): DraftErrors {
  const { titleMaxLength, descriptionMaxLength } = FILE_METADATA_LIMITS;
  return {
    title:
      draft.title.trim().length > titleMaxLength
        ? t('contributor-files:errors.tooLong', { max: titleMaxLength, length: draft.title.trim().length })
        : undefined,
    description:
      draft.description.trim().length > descriptionMaxLength
        ? t('contributor-files:errors.tooLong', { max: descriptionMaxLength, length: draft.description.trim().length })
        : undefined,
    keywords: keywordsError(draft.keywords, t),
  };
}

/** What else a submission needs, as the server checks it: a title, at least 5 keywords, a category, releases for people. */
export function submitErrors(draft: FileDraft, t: TFunction<'contributor-files'>): DraftErrors {
  const errors = saveErrors(draft, t);
  return {
    ...errors,
    title: errors.title ?? (draft.title.trim() ? undefined : t('contributor-files:errors.addTitle')),
    keywords:
      errors.keywords ??
      (draft.keywords.length === 0 ? t('contributor-files:errors.addKeywords', { min: FILE_METADATA_LIMITS.keywordsMin }) : undefined),
    category_id: draft.category_id === null ? t('contributor-files:errors.chooseCategory') : undefined,
    model_release_ids:
      draft.people_count > 0 && draft.model_release_ids.length === 0 ? t('contributor-files:errors.attachRelease') : undefined,
  };
}

export const hasErrors = (errors: DraftErrors) => Object.values(errors).some(Boolean);
