import { accountPaths, blogPaths, contributorPaths } from '../../app-paths';

type NavKey =
  | 'dashboard'
  | 'upload'
  | 'catalogue'
  | 'modelReleases'
  | 'earnings'
  | 'bankDetails'
  | 'referrals'
  | 'portfolio'
  | 'blog'
  | 'profile';

export interface ContributorNavLink {
  to: string;
  key: NavKey;
  /** Key in the contributor-area namespace; the contributor menu translates it. */
  labelKey: `nav.${NavKey}`;
  /** Active on this exact path only (the dashboard), rather than on every path below it. */
  end?: boolean;
  /** Also in the header's contributor menu, which keeps to the pages used most. */
  inHeaderMenu?: boolean;
}

/**
 * The header shows some of these links on every page; its own words for them are in the common namespace
 * (`header.contributor.links`), so the contributor area's strings need not load on every page.
 */
function navLink(key: NavKey, link: Omit<ContributorNavLink, 'key' | 'labelKey'>): ContributorNavLink {
  return { ...link, key, labelKey: `nav.${key}` };
}

/**
 * The contributor area's menu, in order. A new contributor page adds one line here and its route in
 * contributor-routes.ts; the shell renders whatever is listed.
 */
export const CONTRIBUTOR_NAV: ContributorNavLink[] = [
  navLink('dashboard', { to: contributorPaths.dashboard(), end: true, inHeaderMenu: true }),
  navLink('upload', { to: contributorPaths.upload(), inHeaderMenu: true }),
  navLink('catalogue', { to: contributorPaths.catalogue(), inHeaderMenu: true }),
  navLink('modelReleases', { to: contributorPaths.modelReleases() }),
  navLink('earnings', { to: contributorPaths.earnings(), inHeaderMenu: true }),
  navLink('bankDetails', { to: contributorPaths.bankDetails() }),
  navLink('referrals', { to: contributorPaths.referral() }),
  navLink('portfolio', { to: contributorPaths.portfolio(), inHeaderMenu: true }),
  navLink('blog', { to: blogPaths.list('contributors') }),
];

/** Below the menu, apart from it: the contributor's own account. */
export const CONTRIBUTOR_ACCOUNT_LINK: ContributorNavLink = navLink('profile', { to: accountPaths.profile('contributor') });
