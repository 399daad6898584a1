import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPaths, paths, withQuery } from '../../app-paths';
import { BELOW_THE_FOLD } from '../../components/layout/below-the-fold';
import { SearchBox } from '../../components/layout/SearchBox';
import { siteConfig } from '../../config/site-config';
import { newestFilesQuery, popularFilesQuery } from '../files/file-queries';
import { ContinueBanner } from '../last-activity/ContinueBanner';
import { CategoryTiles } from './CategoryTiles';
import { HomeCollections } from './HomeCollections';
import { HomeSection } from './HomeSection';
import { HomeShelf } from './HomeShelf';
import { TrendingSearches } from './TrendingSearches';

/** Enough files for two full rows at laptop widths, with a few spare so the second row can close. */
const SHELF_SIZE = 16;

const PROMISES = [
  { titleKey: 'promises.licence.title', descriptionKey: 'promises.licence.text' },
  { titleKey: 'promises.team.title', descriptionKey: 'promises.team.text' },
  { titleKey: 'promises.creators.title', descriptionKey: 'promises.creators.text' },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('pageTitle', { brand: siteConfig.brand })}</title>
      {/* Stacked above the shelves and not clipped: the typeahead's suggestions hang below the hero. */}
      <section className="relative isolate z-10 bg-slate-900">
        <ContinueBanner />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,#0ea5e9_0%,transparent_55%),radial-gradient(ellipse_at_bottom_right,#f59e0b_0%,transparent_50%),linear-gradient(160deg,#0f172a,#1e293b)] opacity-90"
        />
        <div className="mx-auto max-w-4xl px-5 pt-20 pb-14 text-center sm:pt-28 sm:pb-20">
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">{t('hero.heading')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200">{t('hero.text')}</p>
          <div className="mx-auto mt-10 max-w-2xl">
            <SearchBox id="home-search" size="large" />
          </div>
          <TrendingSearches />
        </div>
      </section>

      <HomeShelf
        id="home-popular-images"
        title={t('shelves.popularImages.title')}
        name={t('shelves.popularImages.name')}
        moreHref={withQuery(paths.search(), [['sort', 'popular']])}
        query={popularFilesQuery('IMAGE', SHELF_SIZE)}
        aboveTheFold
        emptyText={t('shelves.popularImages.empty')}
      />
      <HomeSection id="home-categories" title={t('categories.title')}>
        <CategoryTiles />
      </HomeSection>
      <HomeShelf
        id="home-popular-videos"
        title={t('shelves.popularVideos.title')}
        name={t('shelves.popularVideos.name')}
        moreHref={withQuery(paths.search(), [
          ['type', 'VIDEO'],
          ['sort', 'popular'],
        ])}
        query={popularFilesQuery('VIDEO', SHELF_SIZE)}
        emptyText={t('shelves.popularVideos.empty')}
      />
      <HomeShelf
        id="home-newest"
        title={t('shelves.newest.title')}
        name={t('shelves.newest.name')}
        moreHref={withQuery(paths.search(), [['sort', 'newest']])}
        query={newestFilesQuery(SHELF_SIZE)}
        emptyText={t('shelves.newest.empty')}
      />
      <HomeCollections />

      <section className={`mx-auto mt-10 max-w-7xl px-5 py-16 sm:px-8 ${BELOW_THE_FOLD}`}>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('promises.heading', { brand: siteConfig.brand })}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.titleKey} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{t(promise.titleKey)}</h3>
              <p className="mt-2 text-slate-600">{t(promise.descriptionKey)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`bg-slate-50 ${BELOW_THE_FOLD}`}>
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-5 py-16 sm:px-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('contributors.heading')}</h2>
            <p className="mt-3 text-slate-600">{t('contributors.text')}</p>
          </div>
          <Link
            to={contentPaths.sellYourContent()}
            className="rounded-full bg-slate-900 px-6 py-3 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            {t('contributors.startSelling')}
          </Link>
        </div>
      </section>
    </>
  );
}
