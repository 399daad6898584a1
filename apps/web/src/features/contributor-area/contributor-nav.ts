import { accountPaths, blogPaths, contributorPaths } from '../../app-paths';

export interface ContributorNavLink {
  to: string;
  label: string;
  /** Active on this exact path only (the dashboard), rather than on every path below it. */
  end?: boolean;
}

/**
 * The contributor area's menu, in order. A new contributor page adds one line here and its route in
 * contributor-routes.ts; the shell renders whatever is listed.
 */
export const CONTRIBUTOR_NAV: ContributorNavLink[] = [
  { to: contributorPaths.dashboard(), label: 'Dashboard', end: true },
  { to: contributorPaths.upload(), label: 'Upload' },
  { to: contributorPaths.catalogue(), label: 'Catalogue' },
  { to: contributorPaths.modelReleases(), label: 'Model releases' },
  { to: contributorPaths.earnings(), label: 'Earnings' },
  { to: contributorPaths.bankDetails(), label: 'Bank details' },
  { to: contributorPaths.referral(), label: 'Referrals' },
  { to: contributorPaths.portfolio(), label: 'Portfolio' },
  { to: blogPaths.list('contributors'), label: 'Blog' },
];

/** Below the menu, apart from it: the contributor's own account. */
export const CONTRIBUTOR_ACCOUNT_LINK: ContributorNavLink = { to: accountPaths.profile('contributor'), label: 'Profile' };
