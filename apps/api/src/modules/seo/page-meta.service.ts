import type { Locale } from '@stock/contracts';
import { FILE_PREVIEW_SIZES, idFromSegment, matchPage, PAGES, type PageName, srcSet } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { publicMediaUrl } from '../catalogue/media-urls';
import { findPortfolioOwnerBySlug, portfolioCounts } from '../portfolio/portfolio.repo';
import type { PageMeta } from './page-meta';
import { findBlogForMeta, findCategoryForMeta, findCollectionForMeta, findFileForMeta } from './page-meta.repo';
import { META_WORDS, type MetaWords } from './page-meta-words';
import { staticPageMeta } from './static-page-meta';

/** What the server says of a page before the web app runs: whether it exists (the status) and its meta. */
export interface PageDescription {
  status: 200 | 404;
  /** Absent for pages that keep the generic title (accounts, checkout, the 404 page). */
  meta?: PageMeta;
}

interface PageRequest {
  db: Db;
  config: Config;
  url: URL;
  params: Record<string, string>;
  locale: Locale;
  words: MetaWords;
}

/** A page whose existence depends on data: undefined when there is no such thing, else what describes it (if public). */
type Lookup = (request: PageRequest) => Promise<{ meta?: PageMeta } | undefined>;

const isoDuration = (ms: number) => `PT${Math.round(ms / 1000)}S`;
const absoluteMedia = (config: Config, key: string) => `${config.publicUrl}${publicMediaUrl(key)}`;
const found = (meta?: PageMeta) => ({ meta });

/**
 * The lookup of each page of the map with `lookup: true`, keyed by the page's name. Each is the one indexed query the
 * page's meta needs anyway, so telling an unknown file or category from a known one costs nothing more. Only
 * published things are found.
 */
const LOOKUPS: Partial<Record<PageName, Lookup>> = {
  async file({ db, config, params, words }) {
    const mediaId = idFromSegment(params.file);
    const row = mediaId === null ? undefined : await findFileForMeta(db, mediaId);
    if (!row) return undefined;
    const { brand } = config.site;
    const pageUrl = `${config.publicUrl}${PAGES.file.build({ media_id: row.id, slug: row.slug })}`;
    const image = row.preview_key ? absoluteMedia(config, row.preview_key) : undefined;
    const shared = {
      '@context': 'https://schema.org',
      name: row.title,
      description: row.description || row.title,
      url: pageUrl,
      creator: { '@type': 'Person', name: row.contributor_name },
      creditText: `${row.contributor_name} / ${brand}`,
      copyrightNotice: `${row.contributor_name}`,
      license: `${config.publicUrl}${PAGES.termsOfUse.build()}`,
      acquireLicensePage: pageUrl,
      uploadDate: row.published_at.toISOString(),
    };
    const structuredData =
      row.type === 'VIDEO'
        ? {
            ...shared,
            '@type': 'VideoObject',
            thumbnailUrl: image,
            contentUrl: row.clip_key ? absoluteMedia(config, row.clip_key) : undefined,
            duration: isoDuration(row.duration_ms ?? 0),
            width: row.width,
            height: row.height,
          }
        : { ...shared, '@type': 'ImageObject', contentUrl: image, thumbnailUrl: image, width: row.width, height: row.height };
    return found({
      title: `${row.title} · ${row.type === 'VIDEO' ? words.stockVideo : words.stockPhoto} · ${brand}`,
      description: (row.description || words.licensed(row.title)).slice(0, 300),
      canonical: pageUrl,
      image,
      // The file page shows an image's WebP preview (a <picture> source every current browser takes) at the size that
      // suits the screen; a video shows its player.
      leadImage: row.type === 'IMAGE' && row.preview_webp ? leadPreview(row.preview_webp) : undefined,
      type: 'website',
      structuredData,
    });
  },

  async category({ db, config, url, params, locale, words }) {
    const type = url.searchParams.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE';
    const row = await findCategoryForMeta(db, params.slug ?? '', type, locale);
    if (!row) return undefined;
    const noun = type === 'VIDEO' ? 'videos' : 'photos';
    return found({
      title: `${words.categoryTitle(row.name, noun)} · ${config.site.brand}`,
      description: words.categoryDescription(row.file_count.toLocaleString(locale), row.name, noun),
      canonical: `${config.publicUrl}${PAGES.category.build({ slug: row.slug, type })}`,
      type: 'website',
    });
  },

  async collection({ db, config, params, words }) {
    const collectionId = idFromSegment(params.collection);
    const row = collectionId === null ? undefined : await findCollectionForMeta(db, collectionId);
    if (!row) return undefined;
    return found({
      title: `${row.name} · ${words.collection} · ${config.site.brand}`,
      description: row.description || words.handPicked(row.name),
      canonical: `${config.publicUrl}${PAGES.collection.build({ collection_id: row.id, slug: row.slug })}`,
      type: 'website',
    });
  },

  async portfolio({ db, config, params, locale, words }) {
    const owner = await findPortfolioOwnerBySlug(db, params.slug ?? '');
    if (!owner) return undefined;
    const counts = await portfolioCounts(db, owner.user_id);
    const work = words.work(counts.images.toLocaleString(locale), counts.videos.toLocaleString(locale), owner.display_name);
    const canonical = `${config.publicUrl}${PAGES.portfolio.build(owner.slug)}`;
    return found({
      title: `${owner.display_name} · ${words.portfolio} · ${config.site.brand}`,
      description: (owner.bio || `${work}${owner.location ? `, ${owner.location}` : ''}.`).slice(0, 300),
      canonical,
      image: owner.avatar_key ? absoluteMedia(config, owner.avatar_key) : undefined,
      type: 'profile',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical,
        mainEntity: { '@type': 'Person', name: owner.display_name, description: owner.bio || undefined, sameAs: owner.links },
      },
    });
  },

  async buyerBlogPost({ db, config, params, locale, words }) {
    const row = await findBlogForMeta(db, 'buyers', params.slug ?? '', locale);
    if (!row) return undefined;
    const canonical = `${config.publicUrl}${PAGES.buyerBlogPost.build(row.slug)}`;
    // Covers uploaded by editors are site paths; link previews need the full address.
    const image = row.cover_url ? new URL(row.cover_url, config.publicUrl).toString() : undefined;
    return found({
      title: row.seo_title ?? `${row.title} · ${config.site.brand} ${words.blog}`,
      description: row.seo_description ?? (row.excerpt || row.title),
      canonical,
      image,
      type: 'article',
      languages: row.languages,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        inLanguage: row.language,
        headline: row.title,
        description: row.excerpt,
        datePublished: row.publish_at?.toISOString(),
        url: canonical,
        image,
      },
    });
  },

  // Inside the contributor area: never indexed, so it needs no meta, only to exist.
  async contributorBlogPost({ db, params }) {
    return (await findBlogForMeta(db, 'contributors', params.slug ?? '')) ? found() : undefined;
  },
};

/**
 * What the server knows of a page from its URL: 404 for an address that is no page of the map, or whose file,
 * category, collection, portfolio or post does not exist (or is not published); else 200, with the page's meta when
 * it is one search engines may index.
 */
export async function describePage(db: Db, config: Config, pathWithQuery: string, locale: Locale = 'en'): Promise<PageDescription> {
  const url = new URL(pathWithQuery, config.publicUrl);
  const match = matchPage(url.pathname);
  if (!match) return { status: 404 };
  const lookup = LOOKUPS[match.page.name];
  if (lookup) {
    const result = await lookup({ db, config, url, params: match.params, locale, words: META_WORDS[locale] });
    return result ? { status: 200, meta: result.meta } : { status: 404 };
  }
  const words = staticPageMeta(locale, match.page.name)?.(config.site.brand);
  if (!words || !match.page.indexable) return { status: 200 };
  // The search page's address is its state: each search is its own page (its language is added back by the caller).
  const query = match.page.name === 'search' ? withoutLang(url.searchParams) : '';
  return { status: 200, meta: { ...words, canonical: `${config.publicUrl}${match.page.pattern}${query}`, type: 'website' } };
}

function withoutLang(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete('lang');
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The file page's preview as its <picture> asks for it, so the browser can use the preload for the page's image. */
function leadPreview(previews: [number, string][]): PageMeta['leadImage'] {
  const sources = previews.map(([width, key]) => ({ url: publicMediaUrl(key), width }));
  const widest = sources.at(-1);
  if (!widest) return undefined;
  return { url: widest.url, type: 'image/webp', ...(sources.length > 1 ? { srcset: srcSet(sources), sizes: FILE_PREVIEW_SIZES } : {}) };
}
