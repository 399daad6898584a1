import { accountPaths, blogPaths, contributorPaths } from '../../app-paths';

export interface ContributorNavLink {
  to: string;
  label: string;
  /** Active on this exact path only (the dashboard), rather than on every path below it. */
  end?: boolean;
  /** Also in the header's contributor menu, which keeps to the pages used most. */
  inHeaderMenu?: boolean;
}

/**
 * The contributor area's menu, in order. A new contributor page adds one line here and its route in
 * contributor-routes.ts; the shell renders whatever is listed.
 */
export const CONTRIBUTOR_NAV: ContributorNavLink[] = [
  { to: contributorPaths.dashboard(), label: 'Dashboard', end: true, inHeaderMenu: true },
  { to: contributorPaths.upload(), label: 'Upload', inHeaderMenu: true },
  { to: contributorPaths.catalogue(), label: 'Catalogue', inHeaderMenu: true },
  { to: contributorPaths.modelReleases(), label: 'Model releases' },
  { to: contributorPaths.earnings(), label: 'Earnings', inHeaderMenu: true },
  { to: contributorPaths.bankDetails(), label: 'Bank details' },
  { to: contributorPaths.referral(), label: 'Referrals' },
  { to: contributorPaths.portfolio(), label: 'Portfolio', inHeaderMenu: true },
  { to: blogPaths.list('contributors'), label: 'Blog' },
];

/** Below the menu, apart from it: the contributor's own account. */
export const CONTRIBUTOR_ACCOUNT_LINK: ContributorNavLink = { to: accountPaths.profile('contributor'), label: 'Profile' };
