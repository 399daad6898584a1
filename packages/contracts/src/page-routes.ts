import type { BlogAudience } from './blogs';
import type { MediaType } from './media';

/*
 * The web app's pages: one map, read by the web app (its router and every link) and by the server (page meta, the
 * 404 status of unknown pages, script hints, robots.txt, the sitemap and the links in e-mails), so they cannot drift.
 */

export type PageRole = 'buyer' | 'contributor' | 'admin';

export interface PageRoute<Args extends unknown[] = []> {
  /** The router's path pattern: literal segments and `:name` parameters. */
  pattern: string;
  /** The page's address, from what the page needs; it always matches `pattern`. */
  build: (...args: Args) => string;
  /** Search engines may index it. Accounts, checkout, administration and private links never are. */
  indexable: boolean;
  /** Whether the page exists depends on the database (a published file, a category...): unknown ones answer 404. */
  lookup: boolean;
  /** Listed in the sitemap of pages (indexable pages without parameters, unless they say otherwise). */
  inSitemap: boolean;
  /**
   * A landing page's source module in apps/web, so that the server can hint in the HTML what the page loads first:
   * the module's code when the router loads it lazily, and the strings it shows (the build lists them by module).
   */
  chunk?: string;
}

/** What the server and the tests read of a page, whatever its builder takes. */
export type PageFacts = Omit<PageRoute, 'build'> & { name: PageName };

interface PageOptions {
  indexable?: boolean;
  lookup?: boolean;
  inSitemap?: boolean;
  chunk?: string;
}

function page<Args extends unknown[]>(pattern: string, build: (...args: Args) => string, options: PageOptions = {}): PageRoute<Args> {
  const indexable = options.indexable ?? false;
  return {
    pattern,
    build,
    indexable,
    lookup: options.lookup ?? false,
    inSitemap: options.inSitemap ?? (indexable && !pattern.includes(':')),
    ...(options.chunk ? { chunk: options.chunk } : {}),
  };
}

const fixed = (pattern: string, options: PageOptions = {}) => page(pattern, () => pattern, options);
const publicPage = (pattern: string) => fixed(pattern, { indexable: true });

type QueryPart = [name: string, value: string | number | false | null | undefined];

/**
 * A path with the query values given, in order, empty ones left out; none given, no "?". Spaces as %20 rather than
 * "+": the address bar then reads the way people typed it.
 */
export function withQuery(path: string, values: QueryPart[] | URLSearchParams): string {
  const parts =
    values instanceof URLSearchParams
      ? values.toString()
      : values
          .filter(([, value]) => value !== undefined && value !== null && value !== false && value !== '')
          .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
          .join('&');
  return parts ? `${path}?${parts}` : path;
}

/** Reads the id from "<id>-<slug>" path segments; the slug is only for people and search engines. */
export function idFromSegment(segment: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(segment ?? '');
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const idWithSlug = (id: number, slug?: string) => (slug ? `${id}-${slug}` : `${id}`);
const listPage = (path: string, page = 1) => withQuery(path, [['page_no', page > 1 && page]]);

/** Signing in: `next` is the page to return to; it rides along sign-up and verification too. */
const loginPage = (role: PageRole) =>
  page(`/${role}/login`, (next?: string, email?: string) =>
    withQuery(`/${role}/login`, [
      ['next', next],
      ['email', email],
    ]),
  );
const signupPage = (role: PageRole) =>
  page(`/${role}/signup`, (next?: string, email?: string) =>
    withQuery(`/${role}/signup`, [
      ['next', next],
      ['email', email],
    ]),
  );
const forgotPage = (role: PageRole) => page(`/${role}/forgot`, (next?: string) => withQuery(`/${role}/forgot`, [['next', next]]));
const verifyPage = (role: PageRole) =>
  page(`/${role}/verify`, (email: string, options: { phone?: string; next?: string } = {}) =>
    withQuery(`/${role}/verify`, [
      ['email', email],
      ['phone', options.phone],
      ['next', options.next],
    ]),
  );
const resetPage = (role: PageRole) =>
  page(`/${role}/reset`, (email?: string, next?: string) =>
    withQuery(`/${role}/reset`, [
      ['email', email],
      ['next', next],
    ]),
  );

interface BlogListState {
  query?: string;
  categoryId?: number | null;
  page?: number;
}
const blogList = (path: string) =>
  page(
    path,
    (state: BlogListState = {}) =>
      withQuery(path, [
        ['query', state.query],
        ['blog_category_id', state.categoryId || undefined],
        ['page_no', state.page !== undefined && state.page > 1 && state.page],
      ]),
    { indexable: path.startsWith('/buyer/') },
  );
const blogPost = (path: string) =>
  page(`${path}/:slug`, (slug: string) => `${path}/${slug}`, { indexable: path.startsWith('/buyer/'), lookup: true });

const checkoutQuery = (planVariantId: number, offer?: string | null): QueryPart[] => [
  ['plan_variant_id', planVariantId],
  ['offer', offer],
];

export interface AdminBlogListState {
  audience?: BlogAudience | null;
  status?: string | null;
  categoryId?: number | null;
  query?: string;
  page?: number;
}

export const PAGES = {
  home: fixed('/', { indexable: true, chunk: 'src/features/home/HomePage.tsx' }),

  // Search and browsing: the pages visitors land on from outside.
  search: page(
    '/search',
    (q?: string, type?: MediaType) =>
      withQuery('/search', [
        ['q', q],
        ['type', type === 'VIDEO' && 'VIDEO'],
      ]),
    { indexable: true, inSitemap: false, chunk: 'src/features/search/SearchPage.tsx' },
  ),
  file: page('/file/:file', (file: { media_id: number; slug?: string }) => `/file/${idWithSlug(file.media_id, file.slug)}`, {
    indexable: true,
    lookup: true,
    chunk: 'src/features/files/FilePage.tsx',
  }),
  category: page(
    '/category/:slug',
    (category: { slug: string; type?: MediaType }) =>
      withQuery(`/category/${category.slug}`, [['type', category.type === 'VIDEO' && 'VIDEO']]),
    { indexable: true, lookup: true, chunk: 'src/features/categories/CategoryPage.tsx' },
  ),
  collections: fixed('/collections', { indexable: true, chunk: 'src/features/collections/CollectionsPage.tsx' }),
  collection: page(
    '/collections/:collection',
    (collection: { collection_id: number; slug?: string }) => `/collections/${idWithSlug(collection.collection_id, collection.slug)}`,
    { indexable: true, lookup: true, chunk: 'src/features/collections/CollectionPage.tsx' },
  ),
  portfolio: page('/portfolio/:slug', (slug: string) => `/portfolio/${slug}`, { indexable: true, lookup: true }),

  // The written pages of the footer.
  ourStory: publicPage('/our-story'),
  termsOfUse: publicPage('/terms-of-use'),
  privacyPolicy: publicPage('/buyer/privacy-and-policy'),
  cookiePolicy: publicPage('/cookie-policy'),
  faq: publicPage('/buyer/faq'),
  sellYourContent: publicPage('/sell-your-content'),
  reseller: publicPage('/reseller'),
  referralCustomers: publicPage('/referral-customers'),
  model: publicPage('/model'),

  buyerBlogs: blogList('/buyer/blogs'),
  buyerBlogPost: blogPost('/buyer/blogs'),

  // Plans and checkout, then the buyer's own pages.
  pricing: publicPage('/buyer/subscription-plan'),
  checkout: page('/buyer/checkout', (planVariantId: number, offer?: string | null) =>
    withQuery('/buyer/checkout', checkoutQuery(planVariantId, offer)),
  ),
  checkoutSuccess: page('/buyer/checkout/success', (orderId: number) => withQuery('/buyer/checkout/success', [['order_id', orderId]])),
  checkoutFailure: page('/buyer/checkout/failure', (planVariantId: number, offer: string | null | undefined, message: string) =>
    withQuery('/buyer/checkout/failure', [...checkoutQuery(planVariantId, offer), ['message', message]]),
  ),
  subscription: page('/buyer/subscription', (section?: 'upgrade') => (section ? `/buyer/subscription#${section}` : '/buyer/subscription')),
  /** The buyer's saved cards; `next` brings them back to the upgrade they came to add a card for. */
  paymentMethods: page('/buyer/payment-methods', (next?: 'upgrade') => withQuery('/buyer/payment-methods', [['next', next]])),
  billing: page('/buyer/billing', (pageNo?: number) => listPage('/buyer/billing', pageNo)),
  purchases: page('/buyer/purchase-history', (pageNo?: number) => listPage('/buyer/purchase-history', pageNo)),
  licences: page('/buyer/licences', (pageNo?: number) => listPage('/buyer/licences', pageNo)),
  buyerProfile: fixed('/buyer/profile'),
  buyerCollections: fixed('/buyer/collections'),
  buyerCollection: page('/buyer/collections/:collection', (collectionId: number) => `/buyer/collections/${collectionId}`),
  /** A buyer's collection shared by a secret link: public, but not for search engines. */
  sharedCollection: page('/shared/collections/:token', (token: string) => `/shared/collections/${token}`),
  savedSearches: fixed('/buyer/saved-searches'),
  team: fixed('/buyer/team'),
  /** An approved reseller's API keys and usage. */
  developer: fixed('/buyer/developer'),
  /** Its webhook endpoints and their delivery log. */
  developerWebhooks: fixed('/buyer/developer/webhooks'),
  teamJoin: page('/buyer/team/join', (token?: string) => withQuery('/buyer/team/join', [['token', token]])),

  // Accounts.
  authComplete: fixed('/auth/complete'),
  buyerLogin: loginPage('buyer'),
  buyerSignup: signupPage('buyer'),
  buyerVerify: verifyPage('buyer'),
  buyerForgot: forgotPage('buyer'),
  buyerReset: resetPage('buyer'),
  contributorLogin: loginPage('contributor'),
  contributorSignup: signupPage('contributor'),
  contributorVerify: verifyPage('contributor'),
  contributorForgot: forgotPage('contributor'),
  contributorReset: resetPage('contributor'),
  adminLogin: loginPage('admin'),
  adminForgot: forgotPage('admin'),
  adminReset: resetPage('admin'),

  // The contributor area.
  contributorHome: fixed('/contributor'),
  contributorDashboard: fixed('/contributor/dashboard'),
  contributorUpload: fixed('/contributor/upload'),
  contributorCatalogue: page('/contributor/catalogue', (status?: string, options: { type?: MediaType | null; page?: number } = {}) =>
    withQuery('/contributor/catalogue', [
      ['status', status],
      ['type', options.type],
      ['page_no', options.page !== undefined && options.page > 1 && options.page],
    ]),
  ),
  /** A contributor's own file, below the catalogue so that the menu shows where it lives. */
  contributorFile: page('/contributor/catalogue/:mediaId', (mediaId: number) => `/contributor/catalogue/${mediaId}`),
  modelReleases: fixed('/contributor/model-releases'),
  contributorProfile: fixed('/contributor/profile'),
  contributorBlogs: blogList('/contributor/blogs'),
  contributorBlogPost: blogPost('/contributor/blogs'),
  earnings: fixed('/contributor/earnings'),
  bankDetails: fixed('/contributor/bank-details'),
  referral: fixed('/contributor/referral'),
  contributorPortfolio: fixed('/contributor/portfolio'),

  // Administration.
  admin: fixed('/admin'),
  adminReview: fixed('/admin/review'),
  adminBlogs: page('/admin/blogs', (state: AdminBlogListState = {}) =>
    withQuery('/admin/blogs', [
      ['audience', state.audience],
      ['status', state.status],
      ['blog_category_id', state.audience && state.categoryId],
      ['query', state.query],
      ['page_no', state.page !== undefined && state.page > 1 && state.page],
    ]),
  ),
  adminBlogNew: fixed('/admin/blogs/new'),
  adminBlogCategories: page('/admin/blogs/categories', (audience?: BlogAudience) =>
    withQuery('/admin/blogs/categories', [['audience', audience === 'contributors' && audience]]),
  ),
  adminBlogEdit: page('/admin/blogs/:id', (id: number) => `/admin/blogs/${id}`),
  adminPayouts: fixed('/admin/payouts'),
  adminPayoutBatches: fixed('/admin/payout-batches'),
  adminUsers: fixed('/admin/users'),
  adminUser: page('/admin/users/:id', (id: number) => `/admin/users/${id}`),
  adminFiles: fixed('/admin/files'),
  adminPricing: fixed('/admin/pricing'),
  adminHomePage: fixed('/admin/home-page'),
  adminCategories: fixed('/admin/categories'),
  adminOrders: fixed('/admin/orders'),
  adminOrder: page('/admin/orders/:id', (id: number) => `/admin/orders/${id}`),
  adminResellers: fixed('/admin/resellers'),
};

export type PageName = keyof typeof PAGES;

export const PAGE_LIST: readonly PageFacts[] = Object.entries(PAGES).map(([name, route]: [string, Omit<PageRoute, 'build'>]) => ({
  name: name as PageName,
  pattern: route.pattern,
  indexable: route.indexable,
  lookup: route.lookup,
  inSitemap: route.inSitemap,
  ...(route.chunk ? { chunk: route.chunk } : {}),
}));

export interface PageMatch {
  page: PageFacts;
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const compiled = PAGE_LIST.map((facts) => {
  const segments = facts.pattern.split('/').filter(Boolean);
  const keys = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const source = segments.map((segment) => (segment.startsWith(':') ? '/([^/]+)' : `/${escapeRegExp(segment)}`)).join('');
  // As the web's router matches: any case, with or without a trailing slash.
  return { facts, keys, regex: new RegExp(`^${source}/?$`, 'i') };
  // Where two patterns match, the one with fewer parameters wins (/admin/blogs/new over /admin/blogs/:id), as in the router.
}).sort((a, b) => a.keys.length - b.keys.length);

/** The page a path shows, with its parameters; undefined when no page has that address (the web app shows its 404). */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { facts, keys, regex } of compiled) {
    const match = regex.exec(pathname);
    if (match) return { page: facts, params: Object.fromEntries(keys.map((key, i) => [key, decoded(match[i + 1] ?? '')])) };
  }
  return undefined;
}
