import { FILE_PREVIEW_SIZES, srcSet } from '@stock/contracts/values';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { publicMediaUrl } from '../catalogue/media-urls';
import { findPortfolioOwnerBySlug, portfolioCounts } from '../portfolio/portfolio.repo';
import type { PageMeta } from './page-meta';
import { findBlogForMeta, findCategoryForMeta, findCollectionForMeta, findFileForMeta } from './page-meta.repo';

const isoDuration = (ms: number) => `PT${Math.round(ms / 1000)}S`;

/**
 * The meta of a public page, from its path alone; undefined for pages that keep the generic title (accounts,
 * checkout, unknown paths). Only published things are described.
 */
export async function pageMetaFor(db: Db, config: Config, pathWithQuery: string): Promise<PageMeta | undefined> {
  const { brand } = config.site;
  const url = new URL(pathWithQuery, config.publicUrl);
  const canonical = `${config.publicUrl}${url.pathname}`;
  const absolute = (key: string) => `${config.publicUrl}${publicMediaUrl(key)}`;
  const path = url.pathname;

  if (path === '/') {
    return {
      title: `${brand}: stock photos and videos with clear licences`,
      description: 'Royalty-free photos and videos from independent creators, licensed for everything you make.',
      canonical: `${config.publicUrl}/`,
      type: 'website',
    };
  }

  const file = path.match(/^\/file\/(\d+)(?:-[^/]*)?$/);
  if (file) {
    const row = await findFileForMeta(db, Number(file[1]));
    if (!row) return undefined;
    const pageUrl = `${config.publicUrl}/file/${row.id}-${row.slug}`;
    const image = row.preview_key ? absolute(row.preview_key) : undefined;
    const shared = {
      '@context': 'https://schema.org',
      name: row.title,
      description: row.description || row.title,
      url: pageUrl,
      creator: { '@type': 'Person', name: row.contributor_name },
      creditText: `${row.contributor_name} / ${brand}`,
      copyrightNotice: `${row.contributor_name}`,
      license: `${config.publicUrl}/terms-of-use`,
      acquireLicensePage: pageUrl,
      uploadDate: row.published_at.toISOString(),
    };
    const structuredData =
      row.type === 'VIDEO'
        ? {
            ...shared,
            '@type': 'VideoObject',
            thumbnailUrl: image,
            contentUrl: row.clip_key ? absolute(row.clip_key) : undefined,
            duration: isoDuration(row.duration_ms ?? 0),
            width: row.width,
            height: row.height,
          }
        : { ...shared, '@type': 'ImageObject', contentUrl: image, thumbnailUrl: image, width: row.width, height: row.height };
    return {
      title: `${row.title} · ${row.type === 'VIDEO' ? 'stock video' : 'stock photo'} · ${brand}`,
      description: (row.description || `${row.title}, licensed for commercial use.`).slice(0, 300),
      canonical: pageUrl,
      image,
      // The file page shows an image's WebP preview (a <picture> source every current browser takes) at the size that
      // suits the screen; a video shows its player.
      leadImage: row.type === 'IMAGE' && row.preview_webp ? leadPreview(row.preview_webp) : undefined,
      type: 'website',
      structuredData,
    };
  }

  const category = path.match(/^\/category\/([a-z0-9-]+)$/);
  if (category) {
    const type = url.searchParams.get('type')?.toUpperCase() === 'VIDEO' ? 'VIDEO' : 'IMAGE';
    const row = await findCategoryForMeta(db, category[1] as string, type);
    if (!row) return undefined;
    const noun = type === 'VIDEO' ? 'videos' : 'photos';
    return {
      title: `${row.name} stock ${noun} · ${brand}`,
      description: `${row.file_count.toLocaleString('en-US')} royalty-free ${row.name.toLowerCase()} ${noun}, ready to license.`,
      canonical: `${canonical}${type === 'VIDEO' ? '?type=VIDEO' : ''}`,
      type: 'website',
    };
  }

  const collection = path.match(/^\/collections\/(\d+)(?:-[^/]*)?$/);
  if (collection) {
    const row = await findCollectionForMeta(db, Number(collection[1]));
    if (!row) return undefined;
    return {
      title: `${row.name} · collection · ${brand}`,
      description: row.description || `${row.name}, hand-picked.`,
      canonical: `${config.publicUrl}/collections/${row.id}-${row.slug}`,
      type: 'website',
    };
  }

  const portfolio = path.match(/^\/portfolio\/([a-z0-9-]+)$/);
  if (portfolio) {
    const owner = await findPortfolioOwnerBySlug(db, portfolio[1] as string);
    if (!owner) return undefined;
    const counts = await portfolioCounts(db, owner.user_id);
    const work = `${counts.images.toLocaleString('en-US')} photos and ${counts.videos.toLocaleString('en-US')} videos`;
    return {
      title: `${owner.display_name} · portfolio · ${brand}`,
      description: (owner.bio || `${work} by ${owner.display_name}${owner.location ? `, ${owner.location}` : ''}.`).slice(0, 300),
      canonical,
      image: owner.avatar_key ? absolute(owner.avatar_key) : undefined,
      type: 'profile',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical,
        mainEntity: { '@type': 'Person', name: owner.display_name, description: owner.bio || undefined, sameAs: owner.links },
      },
    };
  }

  const blog = path.match(/^\/buyer\/blogs\/([a-z0-9-]+)$/);
  if (blog) {
    const row = await findBlogForMeta(db, blog[1] as string);
    if (!row) return undefined;
    // Covers uploaded by editors are site paths; link previews need the full address.
    const image = row.cover_url ? new URL(row.cover_url, config.publicUrl).toString() : undefined;
    return {
      title: row.seo_title ?? `${row.title} · ${brand} blog`,
      description: row.seo_description ?? (row.excerpt || row.title),
      canonical,
      image,
      type: 'article',
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: row.title,
        description: row.excerpt,
        datePublished: row.publish_at?.toISOString(),
        url: canonical,
        image,
      },
    };
  }
  return undefined;
}

/** The file page's preview as its <picture> asks for it, so the browser can use the preload for the page's image. */
function leadPreview(previews: [number, string][]): PageMeta['leadImage'] {
  const sources = previews.map(([width, key]) => ({ url: publicMediaUrl(key), width }));
  const widest = sources.at(-1);
  if (!widest) return undefined;
  return { url: widest.url, type: 'image/webp', ...(sources.length > 1 ? { srcset: srcSet(sources), sizes: FILE_PREVIEW_SIZES } : {}) };
}
