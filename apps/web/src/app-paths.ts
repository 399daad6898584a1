import type { BlogAudience, MediaType } from '@stock/contracts';
import type { Role } from './api/session';

/** Every link into the catalogue is built here, so the URL shapes live in one place beside the routes that read them. */
export const paths = {
  file: (file: { media_id: number; slug: string }) => `/file/${file.media_id}-${file.slug}`,
  /** A file known only by its id (a licence); the file page reads the id alone. */
  fileById: (mediaId: number) => `/file/${mediaId}`,
  /** Spaces as %20 rather than "+": the address bar then reads the way people typed it. */
  search: (q: string, type?: MediaType) => {
    const parts = [q && `q=${encodeURIComponent(q)}`, type === 'VIDEO' && 'type=VIDEO'].filter(Boolean);
    return parts.length ? `/search?${parts.join('&')}` : '/search';
  },
  category: (category: { slug: string; type: MediaType }) =>
    category.type === 'VIDEO' ? `/category/${category.slug}?type=VIDEO` : `/category/${category.slug}`,
  collection: (collection: { collection_id: number; slug: string }) => `/collections/${collection.collection_id}-${collection.slug}`,
  collections: () => '/collections',
};

/** Reads the id from "<id>-<slug>" path segments; the slug is only for people and search engines. */
export function idFromSegment(segment: string | undefined): number | null {
  const match = /^(\d+)(?:-|$)/.exec(segment ?? '');
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A query string of the values given, in order; none given, no "?". */
function queryOf(values: [string, string | undefined][]): string {
  const parts = values.filter(([, value]) => value).map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Each role's account pages. `next` is the page to return to after signing in; it rides along sign-up and
 * verification too, so a person who first has to create an account still ends where they set out to go.
 */
export const accountPaths = {
  login: (role: Role, next?: string, email?: string) =>
    `/${role}/login${queryOf([
      ['next', next],
      ['email', email],
    ])}`,
  signup: (role: Role, next?: string, email?: string) =>
    `/${role}/signup${queryOf([
      ['next', next],
      ['email', email],
    ])}`,
  verify: (role: Role, email: string, options: { phone?: string; next?: string } = {}) => {
    const params = new URLSearchParams({ email });
    if (options.phone) params.set('phone', options.phone);
    if (options.next) params.set('next', options.next);
    return `/${role}/verify?${params.toString()}`;
  },
  forgot: (role: Role, next?: string) => `/${role}/forgot${queryOf([['next', next]])}`,
  reset: (role: Role, email: string, next?: string) =>
    `/${role}/reset${queryOf([
      ['email', email],
      ['next', next],
    ])}`,
  profile: (role: Role) => `/${role}/profile`,
};

/** A ?next= target, only when it is a path on this site (never another host: no open redirect); else home. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

/** The ?next= worth passing on to the next account page: a safe one other than home (home needs no ?next=). */
export function carriedNext(next: string | null): string | undefined {
  const safe = safeNext(next);
  return safe === '/' ? undefined : safe;
}

/** The blog of each audience: buyers read theirs at /buyer/blogs, contributors inside the contributor area. */
export const blogPaths = {
  list: (audience: BlogAudience, state: { query?: string; categoryId?: number | null; page?: number } = {}) => {
    const parts = [
      state.query && `query=${encodeURIComponent(state.query)}`,
      state.categoryId && `blog_category_id=${state.categoryId}`,
      state.page && state.page > 1 && `page_no=${state.page}`,
    ].filter(Boolean);
    const base = audience === 'buyers' ? '/buyer/blogs' : '/contributor/blogs';
    return parts.length ? `${base}?${parts.join('&')}` : base;
  },
  post: (audience: BlogAudience, slug: string) => `${audience === 'buyers' ? '/buyer/blogs' : '/contributor/blogs'}/${slug}`,
};

/** The contributor area's pages; every page inside the contributor shell is linked from here. */
export const contributorPaths = {
  dashboard: () => '/contributor/dashboard',
  upload: () => '/contributor/upload',
  catalogue: (status?: string, options: { type?: MediaType | null; page?: number } = {}) => {
    const parts = [
      status && `status=${encodeURIComponent(status)}`,
      options.type && `type=${options.type}`,
      options.page && options.page > 1 && `page_no=${options.page}`,
    ].filter(Boolean);
    return parts.length ? `/contributor/catalogue?${parts.join('&')}` : '/contributor/catalogue';
  },
  /** Below the catalogue, so that the menu shows where the file lives. */
  file: (mediaId: number) => `/contributor/catalogue/${mediaId}`,
  modelReleases: () => '/contributor/model-releases',
};

/** Plans, checkout and the buyer's billing pages. */
export const billingPaths = {
  pricing: () => '/buyer/subscription-plan',
  checkout: (planVariantId: number, offer?: string | null) =>
    `/buyer/checkout?plan_variant_id=${planVariantId}${offer ? `&offer=${encodeURIComponent(offer)}` : ''}`,
  checkoutSuccess: (orderId: number) => `/buyer/checkout/success?order_id=${orderId}`,
  checkoutFailure: (planVariantId: number, offer: string | null, message: string) =>
    `/buyer/checkout/failure?plan_variant_id=${planVariantId}${offer ? `&offer=${encodeURIComponent(offer)}` : ''}&message=${encodeURIComponent(message)}`,
  subscription: () => '/buyer/subscription',
  upgrade: () => '/buyer/subscription#upgrade',
  billing: (page = 1) => (page > 1 ? `/buyer/billing?page_no=${page}` : '/buyer/billing'),
  purchases: (page = 1) => (page > 1 ? `/buyer/purchase-history?page_no=${page}` : '/buyer/purchase-history'),
  licences: (page = 1) => (page > 1 ? `/buyer/licences?page_no=${page}` : '/buyer/licences'),
};

/** The buyer's own collections (curated public ones are under /collections) and the public page of a shared one. */
export const buyerCollectionPaths = {
  list: () => '/buyer/collections',
  collection: (collectionId: number) => `/buyer/collections/${collectionId}`,
  shared: (token: string) => `/shared/collections/${token}`,
};
