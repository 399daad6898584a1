import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Locale } from '@stock/contracts';
import { PAGE_ANSWER_ELEMENT_ID, PAGE_STRINGS_ELEMENT_ID, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@stock/contracts';
import { apiQueryString, idFromSegment, matchPage, readSearchState, toFetchQuery } from '@stock/contracts/values';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../http/escape-html';
import { preferredLanguage } from '../http/request-language';
import { alternatesOf, localisedUrl } from '../i18n/alternates';
import { requestLocale } from '../i18n/request-locale';
import { applyPageMeta, type PageMeta, replaceLiterally } from '../modules/seo/page-meta';
import { loadRouteChunks } from './route-chunks';
import { searchLeadTiles } from './search-lead-tiles';

export interface WebApp {
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * What the server knows of a page from its URL (see modules/seo): 404 when the web app will show its not-found page,
 * and the page's meta, or none to keep the generic one.
 */
export type DescribePage = (url: string, locale: Locale) => Promise<{ status: 200 | 404; meta?: PageMeta }>;

/**
 * The API call a page makes first, when its URL alone determines it: hinted in the HTML, the browser fetches it
 * while the scripts download instead of after they run. The URL is exactly the one the web app's client builds.
 */
export function firstApiCallOf(apiBaseUrl: string, pagePath: string, pageQuery: URLSearchParams): string | undefined {
  const match = matchPage(pagePath);
  const mediaId = match?.page.name === 'file' ? idFromSegment(match.params.file) : null;
  if (mediaId !== null) return `${apiBaseUrl}/file?media_id=${mediaId}`;
  if (match?.page.name === 'search') return `${apiBaseUrl}/fetch?${apiQueryString(toFetchQuery(readSearchState(pageQuery)))}`;
  return undefined;
}

/**
 * Whether the hinted API call would answer in the page's language. The browser sends a preload with its own
 * Accept-Language and hands the answer to the web app's fetch of the same URL, whatever language that fetch asks for;
 * so a page in a language chosen by `?lang=` or the cookie, other than the browser's, gets no hint.
 */
function answersInPageLanguage(request: FastifyRequest, locale: Locale): boolean {
  return (preferredLanguage(request.headers['accept-language']) ?? 'en') === locale;
}

/**
 * The answer to a page's first API call, asked of this server in-process in the page's language, as the web app would
 * ask it (public calls, no token): put into the page, it saves the phone a round trip after the scripts have run.
 * Only a successful answer is put in; otherwise the web app asks as usual.
 */
async function firstAnswerOf(app: FastifyInstance, apiCall: string, locale: Locale, request: FastifyRequest): Promise<string | undefined> {
  if (!apiCall.startsWith('/')) return undefined;
  const response = await app.inject({
    method: 'GET',
    url: apiCall,
    headers: { accept: 'application/json', 'accept-language': locale },
    remoteAddress: request.ip,
  });
  return response.statusCode === 200 ? response.body : undefined;
}

/** The page-answer block's JSON, built around the API's own text rather than parsing and writing it again. */
function pageAnswerJson(url: string, locale: Locale, body: string): string {
  return `{"url":${JSON.stringify(url)},"language":${JSON.stringify(locale)},"body":${body}}`;
}

/** A preload with the srcset and sizes of the <img> it is for, so the browser fetches the size the page will use. */
function imagePreload(image: NonNullable<PageMeta['leadImage']>): string {
  const sizes = image.srcset && image.sizes ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" type="${escapeHtml(image.type)}" fetchpriority="high" href="${escapeHtml(image.url)}"${sizes}>`;
}

/**
 * What a page needs first, hinted in its head so that it all downloads beside the entry script: the page's own code,
 * its first API call (when its answer is not in the page already) and the pictures it opens with (at high priority:
 * they are what the visitor waits for).
 */
function withPreloads(
  html: string,
  hints: { scripts: string[]; apiCall?: string; leadImages: NonNullable<PageMeta['leadImage']>[] },
): string {
  const links = [
    ...hints.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`),
    ...(hints.apiCall ? [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(hints.apiCall)}">`] : []),
    ...hints.leadImages.map(imagePreload),
  ];
  if (links.length === 0) return html;
  // Right after the entry script and its own preloads (the page needs those most) and ahead of the stylesheet, so the
  // browser asks for them in that order.
  const at = html.search(/<link rel="stylesheet"|<\/head>/);
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}

/** The page's language for the browser and the web app, which opens in it (apps/web/src/i18n/resolve-language.ts). */
function withLanguage(html: string, locale: Locale): string {
  return replaceLiterally(html, /<html(?: lang="[^"]*")?/, `<html lang="${locale}"`);
}

/**
 * A page asked for in a language by `?lang=` is that language's own version: its canonical URL says so, and every
 * version links all the others. Without `?lang=` it is the x-default, which serves the visitor's language.
 */
function inLanguage(meta: PageMeta, locale: Locale, explicit: boolean): PageMeta {
  // A language the page's content does not exist in is no version of its own: its canonical is the x-default.
  const ownVersion = explicit && (meta.languages ?? [locale]).includes(locale);
  return {
    ...meta,
    canonical: ownVersion ? localisedUrl(meta.canonical, locale) : meta.canonical,
    alternates: alternatesOf(meta.canonical, meta.languages),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** A JSON block in the head: data the web app reads, never run; `<` escaped so no text in it can end the element. */
function withJsonBlock(html: string, id: string, json: string): string {
  return replaceLiterally(html, '</head>', `<script id="${id}" type="application/json">${json.replaceAll('<', '\\u003c')}</script></head>`);
}

/** The server hands the web app its public settings in a JSON block: no extra request, and CSP allows it. */
export function injectSiteConfig(html: string, site: SiteConfig): string {
  return withJsonBlock(html, SITE_CONFIG_ELEMENT_ID, JSON.stringify(site));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else briefly, and index.html (never cached)
 * for any client route (with status 404 when no page has that address). Index is rendered once at start with the site settings in it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, site: SiteConfig, describePage: DescribePage): Promise<WebApp> {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const indexHtml = injectSiteConfig(template, site);
  const routeChunksOf = await loadRouteChunks(distDir);
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
    async sendIndex(request, reply) {
      const url = request.url;
      const locale = requestLocale(request);
      const queryAt = url.indexOf('?');
      const pagePath = queryAt === -1 ? url : url.slice(0, queryAt);
      const pageQuery = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
      const { status, meta } = await describePage(url, locale);
      const page = meta ? applyPageMeta(indexHtml, inLanguage(meta, locale, pageQuery.has('lang')), site.brand) : indexHtml;
      const firstLoad = routeChunksOf(pagePath, locale);
      const withStrings = firstLoad.stringsJson ? withJsonBlock(page, PAGE_STRINGS_ELEMENT_ID, firstLoad.stringsJson) : page;
      const apiCall = firstApiCallOf(site.apiBaseUrl, pagePath, pageQuery);
      const answer = apiCall && status === 200 ? await firstAnswerOf(app, apiCall, locale, request) : undefined;
      const withAnswer =
        apiCall && answer ? withJsonBlock(withStrings, PAGE_ANSWER_ELEMENT_ID, pageAnswerJson(apiCall, locale, answer)) : withStrings;
      const html = withPreloads(withLanguage(withAnswer, locale), {
        scripts: firstLoad.scripts,
        apiCall: !answer && apiCall && answersInPageLanguage(request, locale) ? apiCall : undefined,
        leadImages: meta?.leadImage
          ? [meta.leadImage]
          : answer && matchPage(pagePath)?.page.name === 'search'
            ? searchLeadTiles(answer)
            : [],
      });
      // An unknown page is the same HTML, so the web app still renders its not-found screen, but says 404 to crawlers.
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(html);
    },
  };
}
