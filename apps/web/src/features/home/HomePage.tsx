import { Link } from 'react-router';
import { contentPaths, paths, withQuery } from '../../app-paths';
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
  {
    title: 'A licence you can read',
    text: 'One royalty-free licence for every file, written in plain words: use it in ads, sites, films and print, with no surprise fees.',
  },
  {
    title: 'One plan for the whole team',
    text: 'Invite colleagues to share your downloads, keep shared collections, and find every licence and invoice again in one place.',
  },
  {
    title: 'Creators paid fairly',
    text: 'Every licensed download pays its contributor a royalty, shown line by line in their statement. No mystery maths.',
  },
];

export function HomePage() {
  return (
    <>
      <title>{`${siteConfig.brand}: stock photos and videos with clear licences`}</title>
      <section className="relative isolate overflow-hidden bg-slate-900">
        <ContinueBanner />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,#0ea5e9_0%,transparent_55%),radial-gradient(ellipse_at_bottom_right,#f59e0b_0%,transparent_50%),linear-gradient(160deg,#0f172a,#1e293b)] opacity-90"
        />
        <div className="mx-auto max-w-4xl px-5 pt-20 pb-14 text-center sm:pt-28 sm:pb-20">
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">Photos and videos that tell your story</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-200">
            Royalty-free images and footage from independent creators, licensed for everything you make.
          </p>
          <div className="mx-auto mt-10 max-w-2xl">
            <SearchBox id="home-search" size="large" />
          </div>
          <TrendingSearches />
        </div>
      </section>

      <HomeShelf
        id="home-popular-images"
        title="Popular images"
        moreHref={withQuery(paths.search(), [['sort', 'popular']])}
        query={popularFilesQuery('IMAGE', SHELF_SIZE)}
        aboveTheFold
        emptyText="No images yet"
      />
      <HomeSection id="home-categories" title="Browse by category">
        <CategoryTiles />
      </HomeSection>
      <HomeShelf
        id="home-popular-videos"
        title="Popular videos"
        moreHref={withQuery(paths.search(), [
          ['type', 'VIDEO'],
          ['sort', 'popular'],
        ])}
        query={popularFilesQuery('VIDEO', SHELF_SIZE)}
        emptyText="No videos yet"
      />
      <HomeShelf
        id="home-newest"
        title="Just added"
        moreHref={withQuery(paths.search(), [['sort', 'newest']])}
        query={newestFilesQuery(SHELF_SIZE)}
        emptyText="Nothing new this week"
      />
      <HomeCollections />

      <section className="mx-auto mt-10 max-w-7xl px-5 py-16 sm:px-8">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Why buyers choose {siteConfig.brand}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{promise.title}</h3>
              <p className="mt-2 text-slate-600">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-5 py-16 sm:px-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Are you a photographer or filmmaker?</h2>
            <p className="mt-3 text-slate-600">
              Upload your work, follow it through review, and earn a royalty on every licensed download. Withdraw to your bank account
              whenever your balance reaches the payout minimum.
            </p>
          </div>
          <Link
            to={contentPaths.sellYourContent()}
            className="rounded-full bg-slate-900 px-6 py-3 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
          >
            Start selling
          </Link>
        </div>
      </section>
    </>
  );
}
