import type { NearDuplicate } from '@stock/contracts';
import { Link } from 'react-router';
import { contributorPaths } from '../../app-paths';
import { STATUS_LABEL } from './file-status';

const whose = (match: NearDuplicate) =>
  match.own ? `your file, ${STATUS_LABEL[match.status].toLowerCase()}` : 'already published by another contributor';

/**
 * Files that look almost the same as this one, shown before submission: reviewers reject similar content, so the
 * contributor can drop the copy now. Links lead to the contributor's own files only.
 */
export function NearDuplicates({ matches, linkOwn = true }: { matches: NearDuplicate[]; linkOwn?: boolean }) {
  if (matches.length === 0) return null;
  return (
    <div role="note" aria-label="Possible duplicates" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">
        {matches.length === 1
          ? 'This looks almost the same as another file'
          : `This looks almost the same as ${matches.length} other files`}
      </p>
      <ul className="mt-2 space-y-2">
        {matches.map((match) => {
          const body = (
            <>
              <span className="h-12 w-16 shrink-0 overflow-hidden rounded bg-slate-200">
                {match.thumbnail_url && <img src={match.thumbnail_url} alt="" className="h-full w-full object-cover" />}
              </span>
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">{match.title || `File ${match.media_id}`}</span>
                <span className="block text-amber-900">{whose(match)}</span>
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
