import type { Portfolio } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/format/format-count';
import { formatDate } from '../../components/format/format-date';
import { sourceFor, srcSet } from '../../components/media/media-sources';

function hostOf(link: string) {
  try {
    return new URL(link).host.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** Cover, picture, name, place, bio, links and the counts buyers look for. */
export function PortfolioHeader({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolio');
  const cover = portfolio.cover;
  const initials = portfolio.display_name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const counts = portfolio.counts;
  return (
    <header>
      <div className="relative h-40 overflow-hidden rounded-2xl bg-gradient-to-r from-slate-800 to-sky-800 sm:h-64">
        {cover && (
          <img
            src={sourceFor(cover.thumbnails.jpeg, 1600)}
            srcSet={srcSet(cover.thumbnails.webp.length ? cover.thumbnails.webp : cover.thumbnails.jpeg)}
            sizes="100vw"
            alt={cover.title}
            className="h-full w-full object-cover"
            fetchPriority="high"
          />
        )}
      </div>
      <div className="relative z-10 -mt-10 flex flex-col gap-4 px-2 sm:-mt-12 sm:flex-row sm:items-end sm:px-6">
        {portfolio.avatar_url ? (
          <img
            src={portfolio.avatar_url}
            alt=""
            width={96}
            height={96}
            className="h-20 w-20 rounded-full border-4 border-white bg-white object-cover sm:h-24 sm:w-24"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full border-4 border-white bg-sky-700 text-2xl font-bold text-white sm:h-24 sm:w-24"
          >
            {initials}
          </span>
        )}
        <div className="pb-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{portfolio.display_name}</h1>
          {portfolio.location && <p className="text-slate-600">{portfolio.location}</p>}
        </div>
      </div>
      <div className="mt-4 grid gap-6 px-2 sm:px-6 lg:grid-cols-[1fr_auto]">
        <div>
          {portfolio.bio && <p className="max-w-3xl whitespace-pre-line text-slate-700">{portfolio.bio}</p>}
          {portfolio.links.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm">
              {portfolio.links.map((link) => (
                <li key={link}>
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-sky-700 hover:underline">
                    {hostOf(link)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className="flex gap-6 text-sm">
          <div>
            <dt className="text-slate-500">{t('counts.photos')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{formatCount(counts.images)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('counts.videos')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{formatCount(counts.videos)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('counts.downloads')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{formatCount(counts.downloads)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('counts.memberSince')}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatDate(counts.member_since)}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
