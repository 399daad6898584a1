import type { MediaType } from '@stock/contracts';
import { Link } from 'react-router';
import { paths } from '../../app-paths';

interface KeywordChipsProps {
  keywords: readonly string[];
  label: string;
  type?: MediaType;
  tone?: 'light' | 'dark';
  /** One line that scrolls sideways, for rows whose height is reserved before they load (no layout shift). */
  singleLine?: boolean;
}

/** Keywords as links to their search: related searches, trending searches, a file's keywords. */
export function KeywordChips({ keywords, label, type, tone = 'light', singleLine = false }: KeywordChipsProps) {
  if (keywords.length === 0) return null;
  const chip =
    tone === 'dark'
      ? 'border-white/25 bg-white/10 text-white hover:bg-white/20'
      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50';
  return (
    <ul aria-label={label} className={`flex gap-2 ${singleLine ? 'flex-nowrap' : 'flex-wrap'}`}>
      {keywords.map((keyword) => (
        <li key={keyword}>
          <Link
            to={paths.search(keyword, type)}
            className={`inline-block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 ${chip}`}
          >
            {keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}
