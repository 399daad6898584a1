import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@stock/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { applyPageMeta, type PageMeta } from '../modules/seo/page-meta';

export interface WebApp {
  sendIndex(reply: FastifyReply, url: string): Promise<FastifyReply>;
}

/** The meta of a page from its URL, or undefined to keep the generic one (see modules/seo). */
export type DescribePage = (url: string) => Promise<PageMeta | undefined>;

/**
 * The API call a page makes first, when the path alone determines it: hinted in the HTML, the browser fetches it
 * while the scripts download instead of after they run. The URL is exactly the one the web app's client builds.
 */
export function firstApiCallOf(path: string): string | undefined {
  const file = path.match(/^\/file\/(\d+)(?:-[^/]*)?$/);
  if (file) return `/api/file?media_id=${file[1]}`;
  return undefined;
}

function withPreload(html: string, path: string): string {
  const url = firstApiCallOf(path);
  if (!url) return html;
  return html.replace('</head>', `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}"></head>`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** The server hands the web app its public settings in a JSON block: no extra request, and CSP allows it. */
export function injectSiteConfig(html: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replaceAll('<', '\\u003c');
  return html.replace('</head>', `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`);
}

/**
 * Puts the built stylesheets into the page itself: on a phone network each render-blocking request costs a round trip
 * before anything is painted, and the whole stylesheet is a few kilobytes compressed. The CSP allows inline styles.
 */
export async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)];
  let result = html;
  for (const [tag, href] of links) {
    const css = await readFile(path.join(distDir, href as string), 'utf8');
    result = result.replace(tag, `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  }
  return result;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else briefly, and index.html (never cached)
 * for any client route. Index is rendered once at start with the site settings in it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, site: SiteConfig, describePage: DescribePage): Promise<WebApp> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const indexHtml = injectSiteConfig(await inlineStylesheets(template, distDir), site);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.'),
    setHeaders(res, filePath) {
      const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      res.setHeader('cache-control', inAssets ? IMMUTABLE : SHORT);
    },
  });
  return {
    async sendIndex(reply, url) {
      const pagePath = url.split('?')[0] ?? '/';
      const meta = await describePage(url);
      const html = withPreload(meta ? applyPageMeta(indexHtml, meta, site.brand) : indexHtml, pagePath);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  };
}
