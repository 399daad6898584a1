import type { FileDetail } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JustifiedGrid } from '../../components/media-grid/JustifiedGrid';
import { portfolioPath } from '../portfolio/portfolio-api';
import { MORE_FROM_CONTRIBUTOR_LIMIT, moreFromContributorQuery } from './file-queries';

/**
 * A strip of the contributor's other files, under the file: a buyer who likes one often wants the same hand and style.
 * It says nothing while it loads or when it fails (the page is complete without it), and is absent when there is
 * nothing else to show.
 */
export function MoreFromContributor({ file }: { file: Pick<FileDetail, 'media_id' | 'contributor'> }) {
  const { t } = useTranslation('files');
  const { data } = useQuery(moreFromContributorQuery(file.contributor.slug));
  const others = (data?.files ?? []).filter((other) => other.media_id !== file.media_id).slice(0, MORE_FROM_CONTRIBUTOR_LIMIT);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-from-heading" className="mt-14">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="more-from-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {t('moreFrom.heading', { name: file.contributor.name })}
        </h2>
        <Link
          to={portfolioPath(file.contributor.slug)}
          className="text-sm font-semibold text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
        >
          {t('moreFrom.seeAll', { count: data?.total ?? 0 })}
        </Link>
      </div>
      <JustifiedGrid files={others} label={t('moreFrom.heading', { name: file.contributor.name })} maxRows={2} />
    </section>
  );
}
