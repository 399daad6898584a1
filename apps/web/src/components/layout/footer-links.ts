import { accountPaths, billingPaths, blogPaths, contentPaths, contributorPaths } from '../../app-paths';
export interface FooterLink {
  to: string;
  /** A key in the common namespace (docs/i18n.md). */
  labelKey: string;
}

/** The footer's links, as the spec lists them (paths and the labels "Pricing" and "Modelling Assignment"). */
export const INFORMATION_LINKS: FooterLink[] = [
  { to: contentPaths.ourStory(), labelKey: 'footer.links.ourStory' },
  { to: blogPaths.list('buyers'), labelKey: 'footer.links.blogs' },
  { to: contentPaths.faq(), labelKey: 'footer.links.faq' },
  { to: billingPaths.pricing(), labelKey: 'footer.links.pricing' },
];

export const POLICY_LINKS: FooterLink[] = [
  { to: contentPaths.termsOfUse(), labelKey: 'footer.links.termsOfUse' },
  { to: contentPaths.privacyPolicy(), labelKey: 'footer.links.privacyPolicy' },
  { to: contentPaths.cookiePolicy(), labelKey: 'footer.links.cookiePolicy' },
];

export const CONTRIBUTOR_LINKS: FooterLink[] = [
  { to: contentPaths.sellYourContent(), labelKey: 'footer.links.sellYourContent' },
  { to: accountPaths.login('contributor'), labelKey: 'footer.links.contributorLogin' },
  { to: contentPaths.reseller(), labelKey: 'footer.links.reseller' },
  { to: contentPaths.referralCustomers(), labelKey: 'footer.links.referralCustomers' },
  { to: contentPaths.model(), labelKey: 'footer.links.modellingAssignment' },
];

/** The spec: the footer is on every page whose path does not contain /contributor. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes(contributorPaths.home());
}
