import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { siteConfig } from '../../config/site-config';

export function BrandMark() {
  return (
    <Link
      to={paths.home()}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-500"
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#0f172a" />
        <circle cx="12" cy="13" r="5" fill="#fbbf24" />
        <path d="M4 26l8-9 6 6 4-4 6 7z" fill="#38bdf8" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-slate-900">{siteConfig.brand}</span>
    </Link>
  );
}
