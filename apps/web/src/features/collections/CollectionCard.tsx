import type { CollectionSummary } from '@stock/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { CoverMosaic } from '../../components/media/CoverMosaic';

/** A curated collection as a mosaic of its first covers. */
/** `headingLevel`: 3 under a home page section heading, 2 directly under the collections page title. */
export function CollectionCard({ collection, headingLevel = 3 }: { collection: CollectionSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('collections');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link
      to={paths.collection(collection)}
      className="group block rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-sky-500"
    >
      <CoverMosaic covers={collection.covers} />
      <Heading className="mt-3 font-semibold text-slate-900 group-hover:underline">{collection.name}</Heading>
      <p className="text-sm text-slate-500">{t('fileCount', { count: collection.file_count })}</p>
    </Link>
  );
}
