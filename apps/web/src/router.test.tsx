import { existsSync } from 'node:fs';
import path from 'node:path';
import { matchPage, PAGE_LIST, PAGES } from '@stock/contracts/values';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

const routes = createRoutes(createQueryClient());

/** Every page the router can show, as full path patterns (the catch-all 404 aside). */
function patternsOf(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const children = route.children ? patternsOf(route.children, own) : [];
    const isPage = route.index || (route.path !== undefined && route.path !== '*' && (route.lazy || route.element || route.Component));
    return [...(isPage && !route.children ? [own || '/'] : []), ...children];
  });
}

/** The page a path shows in the web app, as a full pattern; undefined for the 404 page. */
function routerPatternOf(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return undefined;
  return matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .reduce<string>((full, segment) => ((segment as string).startsWith('/') ? (segment as string) : `${full}/${segment}`), '')
    .replace(/^$/, '/');
}

const sample = (pattern: string) => pattern.replace(/:[^/]+/g, '12-sample');

describe('the page map (@stock/contracts page-routes) and the router', () => {
  it('list the same pages', () => {
    expect(patternsOf(routes).sort()).toEqual(PAGE_LIST.map((page) => page.pattern).sort());
  });

  it('send every path to the same page, and unknown paths to the 404 page alike', () => {
    const paths = [
      ...PAGE_LIST.map((page) => sample(page.pattern)),
      '/admin/blogs/new',
      '/Our-Story/',
      '/buyer/checkout/success',
      '/no/such/page',
      '/contributor/files/12',
      '/file',
      '/checkout',
      '/index.html',
    ];
    for (const address of paths) expect(matchPage(address)?.page.pattern, address).toBe(routerPatternOf(address));
  });

  it('builds addresses that lead to the page they are built for', () => {
    const built: [string, string][] = [
      ['file', PAGES.file.build({ media_id: 7, slug: 'misty-ridges' })],
      ['category', PAGES.category.build({ slug: 'mountains', type: 'VIDEO' })],
      ['collection', PAGES.collection.build({ collection_id: 3, slug: 'moods' })],
      ['portfolio', PAGES.portfolio.build('ansel')],
      ['buyerBlogPost', PAGES.buyerBlogPost.build('hero-images')],
      ['contributorFile', PAGES.contributorFile.build(12)],
      ['checkout', PAGES.checkout.build(4, 'SPRING')],
      ['teamJoin', PAGES.teamJoin.build('token')],
      ['sharedCollection', PAGES.sharedCollection.build('abc')],
      ['adminBlogEdit', PAGES.adminBlogEdit.build(5)],
      ...PAGE_LIST.filter((page) => !page.pattern.includes(':')).map(
        (page) => [page.name, (PAGES[page.name].build as () => string)()] as [string, string],
      ),
    ];
    for (const [name, address] of built) {
      const pathname = address.split(/[?#]/)[0] ?? '';
      expect(matchPage(pathname)?.page.name, address).toBe(name);
      expect(routerPatternOf(pathname), address).toBe(PAGES[name as keyof typeof PAGES].pattern);
    }
  });

  it("names, for the server's script hints, modules of the web app that exist", () => {
    const chunks = PAGE_LIST.flatMap((page) => (page.chunk ? [page.chunk] : []));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(existsSync(path.resolve(import.meta.dirname, '..', chunk)), chunk).toBe(true);
  });
});
