import type { BlogAudience } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { PublicRole, Role } from './api/session';

/*
 * The web app's links, grouped the way its features think of them. Every address comes from the page map in
 * @stock/contracts (page-routes.ts), which the router and the server read too: a link cannot point at a page that is not
 * there.
 */

export { idFromSegment, PAGES, withQuery } from '@stock/contracts/values';

export const paths = {
  home: PAGES.home.build,
  file: PAGES.file.build,
  /** A file known only by its id (a licence); the file page reads the id alone. */
  fileById: (mediaId: number) => PAGES.file.build({ media_id: mediaId }),
  search: PAGES.search.build,
  category: PAGES.category.build,
  collection: PAGES.collection.build,
  collections: PAGES.collections.build,
  portfolio: PAGES.portfolio.build,
};

/** The footer's written pages. */
export const contentPaths = {
  ourStory: PAGES.ourStory.build,
  termsOfUse: PAGES.termsOfUse.build,
  privacyPolicy: PAGES.privacyPolicy.build,
  cookiePolicy: PAGES.cookiePolicy.build,
  faq: PAGES.faq.build,
  sellYourContent: PAGES.sellYourContent.build,
  reseller: PAGES.reseller.build,
  referralCustomers: PAGES.referralCustomers.build,
  model: PAGES.model.build,
};

const LOGIN = { buyer: PAGES.buyerLogin, contributor: PAGES.contributorLogin, admin: PAGES.adminLogin };
const SIGNUP = { buyer: PAGES.buyerSignup, contributor: PAGES.contributorSignup };
const VERIFY = { buyer: PAGES.buyerVerify, contributor: PAGES.contributorVerify };
const FORGOT = { buyer: PAGES.buyerForgot, contributor: PAGES.contributorForgot, admin: PAGES.adminForgot };
const RESET = { buyer: PAGES.buyerReset, contributor: PAGES.contributorReset, admin: PAGES.adminReset };
const PROFILE = { buyer: PAGES.buyerProfile, contributor: PAGES.contributorProfile };

/**
 * Each role's account pages. `next` is the page to return to after signing in; it rides along sign-up and
 * verification too, so a person who first has to create an account still ends where they set out to go.
 */
export const accountPaths = {
  login: (role: Role, next?: string, email?: string) => LOGIN[role].build(next, email),
  signup: (role: PublicRole, next?: string, email?: string) => SIGNUP[role].build(next, email),
  verify: (role: PublicRole, email: string, options: { phone?: string; next?: string } = {}) => VERIFY[role].build(email, options),
  forgot: (role: Role, next?: string) => FORGOT[role].build(next),
  reset: (role: Role, email?: string, next?: string) => RESET[role].build(email, next),
  profile: (role: PublicRole) => PROFILE[role].build(),
  authComplete: PAGES.authComplete.build,
};

/** A ?next= target, only when it is a path on this site (never another host: no open redirect); else home. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : PAGES.home.build();
}

/** The ?next= worth passing on to the next account page: a safe one other than home (home needs no ?next=). */
export function carriedNext(next: string | null): string | undefined {
  const safe = safeNext(next);
  return safe === PAGES.home.build() ? undefined : safe;
}

const BLOG = { buyers: PAGES.buyerBlogs, contributors: PAGES.contributorBlogs };
const BLOG_POST = { buyers: PAGES.buyerBlogPost, contributors: PAGES.contributorBlogPost };

/** The blog of each audience: buyers read theirs at /buyer/blogs, contributors inside the contributor area. */
export const blogPaths = {
  list: (audience: BlogAudience, state: { query?: string; categoryId?: number | null; page?: number } = {}) => BLOG[audience].build(state),
  post: (audience: BlogAudience, slug: string) => BLOG_POST[audience].build(slug),
};

/** The contributor area's pages; every page inside the contributor shell is linked from here. */
export const contributorPaths = {
  home: PAGES.contributorHome.build,
  dashboard: PAGES.contributorDashboard.build,
  upload: PAGES.contributorUpload.build,
  catalogue: PAGES.contributorCatalogue.build,
  file: PAGES.contributorFile.build,
  modelReleases: PAGES.modelReleases.build,
  earnings: PAGES.earnings.build,
  bankDetails: PAGES.bankDetails.build,
  referral: PAGES.referral.build,
  portfolio: PAGES.contributorPortfolio.build,
};

/** Plans, checkout and the buyer's billing pages. */
export const billingPaths = {
  pricing: PAGES.pricing.build,
  checkout: PAGES.checkout.build,
  checkoutSuccess: PAGES.checkoutSuccess.build,
  checkoutFailure: PAGES.checkoutFailure.build,
  subscription: () => PAGES.subscription.build(),
  upgrade: () => PAGES.subscription.build('upgrade'),
  paymentMethods: PAGES.paymentMethods.build,
  billing: PAGES.billing.build,
  purchases: PAGES.purchases.build,
  licences: PAGES.licences.build,
};

/** The buyer's own collections (curated public ones are under /collections), saved searches and team. */
export const buyerCollectionPaths = {
  list: PAGES.buyerCollections.build,
  collection: PAGES.buyerCollection.build,
  shared: PAGES.sharedCollection.build,
};

export const buyerWorkspacePaths = {
  savedSearches: PAGES.savedSearches.build,
  team: PAGES.team.build,
  joinTeam: PAGES.teamJoin.build,
  developer: PAGES.developer.build,
  developerWebhooks: PAGES.developerWebhooks.build,
};

/** The administration's pages. */
export const adminPaths = {
  home: PAGES.admin.build,
  review: PAGES.adminReview.build,
  blogs: () => PAGES.adminBlogs.build(),
  payouts: PAGES.adminPayouts.build,
  payoutBatches: PAGES.adminPayoutBatches.build,
  users: PAGES.adminUsers.build,
  user: PAGES.adminUser.build,
  files: PAGES.adminFiles.build,
  pricing: PAGES.adminPricing.build,
  homePage: PAGES.adminHomePage.build,
  categories: PAGES.adminCategories.build,
  orders: PAGES.adminOrders.build,
  order: PAGES.adminOrder.build,
  resellers: PAGES.adminResellers.build,
};
