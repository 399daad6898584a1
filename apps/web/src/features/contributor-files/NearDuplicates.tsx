import type { NearDuplicate } from '@stock/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { statusKey } from './file-status';

const whose = (match: NearDuplicate, t: TFunction<'contributor-files'>) =>
  match.own ? t('duplicates.own', { status: t(statusKey(match.status, 'lower')) }) : t('duplicates.other');

/**
 * Files that look almost the same as this one, shown before submission: reviewers reject similar content, so the
 * contributor can drop the copy now. Links lead to the contributor's own files only.
 */
export function NearDuplicates({ matches, linkOwn = true }: { matches: NearDuplicate[]; linkOwn?: boolean }) {
  const { t } = useTranslation('contributor-files');
  if (matches.length === 0) return null;
  return (
    <div role="note" aria-label={t('duplicates.label')} className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">{t('duplicates.heading', { count: matches.length })}</p>
      <ul className="mt-2 space-y-2">
        {matches.map((match) => {
          const body = (
            <>
              <span className="h-12 w-16 shrink-0 overflow-hidden rounded bg-slate-200">
                {match.thumbnail_url && <img src={match.thumbnail_url} alt="" className="h-full w-full object-cover" />}
              </span>
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">
                  {match.title || t('duplicates.untitled', { id: match.media_id })}
                </span>
                <span className="block text-amber-900">{whose(match, t)}</span>
              </span>
            </>
          );
          return (
            <li key={match.media_id}>
              {match.own && linkOwn ? (
                <Link
                  to={contributorPaths.file(match.media_id)}
                  className="flex items-center gap-3 rounded hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                  {body}
                </Link>
              ) : (
                <span className="flex items-center gap-3">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
