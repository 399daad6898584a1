import { FILE_METADATA_LIMITS } from '@stock/contracts';
import type { MediaStatusValue } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { stateWord } from '../../http/messages/state-words';
import type { ContributorFileRow } from './contributor-files.repo';

export interface MissingItem {
  field: string;
  message: string;
}

/**
 * What still stands between a file and review: it must be processed, titled, described by 5 to 50 keywords, in a
 * category, and carry a model release when it shows people.
 */
export function submissionProblems(
  file: Pick<ContributorFileRow, 'processing_status' | 'title' | 'keywords' | 'category_id' | 'people_count' | 'release_ids'>,
): MissingItem[] {
  const missing: MissingItem[] = [];
  if (file.processing_status === 'failed') {
    missing.push({ field: 'file', message: 'Processing failed: replace the file or delete it.' });
  } else if (file.processing_status !== 'ready') {
    missing.push({ field: 'file', message: 'The file is still being processed.' });
  }
  if (!file.title.trim()) missing.push({ field: 'title', message: 'Add a title.' });
  const { keywordsMin, keywordsMax } = FILE_METADATA_LIMITS;
  if (file.keywords.length < keywordsMin) {
    missing.push({ field: 'keywords', message: `Add at least ${keywordsMin} keywords (${file.keywords.length} so far).` });
  } else if (file.keywords.length > keywordsMax) {
    missing.push({ field: 'keywords', message: `Use at most ${keywordsMax} keywords.` });
  }
  if (file.category_id === null) missing.push({ field: 'category_id', message: 'Choose a category.' });
  if (file.people_count > 0 && file.release_ids.length === 0) {
    missing.push({ field: 'model_release_ids', message: 'Attach a model release: this file shows people.' });
  }
  return missing;
}

/** The transitions a file may make, and who makes them. Anything else is refused. */
const TRANSITIONS: Record<string, { to: MediaStatusValue; by: 'contributor' | 'admin' }[]> = {
  DRAFT: [{ to: 'inreview', by: 'contributor' }],
  rejected: [{ to: 'inreview', by: 'contributor' }],
  inreview: [
    { to: 'published', by: 'admin' },
    { to: 'rejected', by: 'admin' },
  ],
  published: [{ to: 'removed', by: 'contributor' }],
  removed: [],
};

/**
 * Throws 409 with a readable message unless `by` may move a file from `from` to `to`. A sentence per reader, as the
 * contributor's catalogue and the console word some statuses differently.
 */
export function assertTransition(from: MediaStatusValue, to: MediaStatusValue, by: 'contributor' | 'admin'): void {
  if (TRANSITIONS[from]?.some((t) => t.to === to && t.by === by)) return;
  throw conflict(
    by === 'contributor'
      ? `This file is ${stateWord('file-status-prose', from)}; it cannot be made ${stateWord('file-status-prose', to)} by its contributor.`
      : `This file is ${stateWord('console-file-status-prose', from)}; it cannot be made ${stateWord('console-file-status-prose', to)}.`,
  );
}

export const EDITABLE_STATUSES: readonly MediaStatusValue[] = ['DRAFT', 'rejected'];

export function assertEditable(status: MediaStatusValue): void {
  if (EDITABLE_STATUSES.includes(status)) return;
  throw conflict(
    status === 'inreview'
      ? 'This file is in review and cannot be changed until the review is done.'
      : `This file is ${stateWord('file-status-prose', status)} and can no longer be edited.`,
  );
}

/** Keywords as stored: trimmed, lower-cased, duplicates dropped, in the contributor's order. */
export function normaliseKeywords(words: string[]): string[] {
  return [...new Set(words.map((word) => word.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean))];
}
