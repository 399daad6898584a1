import i18next from 'i18next';
import { accountPaths, blogPaths, contributorPaths } from '../../app-paths';
import english from '../../locales/en/contributor-area.json';

type NavKey = keyof typeof english.nav;

export interface ContributorNavLink {
  to: string;
  /** Key in the contributor-area namespace; the contributor menu translates it. */
  labelKey: `nav.${NavKey}`;
  /** The label in the current language, for the header's menu, which reads `label`. */
  readonly label: string;
  /** Active on this exact path only (the dashboard), rather than on every path below it. */
  end?: boolean;
  /** Also in the header's contributor menu, which keeps to the pages used most. */
  inHeaderMenu?: boolean;
}

/**
 * The header shows some of these links on any page, where the contributor-area strings may not be loaded yet: it
 * then asks for them and shows English meanwhile (the next render has them).
 */
function navLink(key: NavKey, link: Omit<ContributorNavLink, 'labelKey' | 'label'>): ContributorNavLink {
  return {
    ...link,
    labelKey: `nav.${key}`,
    get label() {
      if (i18next.hasLoadedNamespace('contributor-area')) return i18next.t(`nav.${key}`, { ns: 'contributor-area' });
      void i18next.loadNamespaces('contributor-area');
      return english.nav[key];
    },
  };
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
