import { accountPaths, billingPaths, blogPaths, contentPaths, contributorPaths } from '../../app-paths';
export interface FooterLink {
  to: string;
  label: string;
}

/** The footer's links, as the spec lists them (paths and the labels "Pricing" and "Modelling Assignment"). */
export const INFORMATION_LINKS: FooterLink[] = [
  { to: contentPaths.ourStory(), label: 'Our Story' },
  { to: blogPaths.list('buyers'), label: 'Blogs' },
  { to: contentPaths.faq(), label: 'FAQ' },
  { to: billingPaths.pricing(), label: 'Pricing' },
];

export const POLICY_LINKS: FooterLink[] = [
  { to: contentPaths.termsOfUse(), label: 'Terms of Use' },
  { to: contentPaths.privacyPolicy(), label: 'Privacy Policy' },
  { to: contentPaths.cookiePolicy(), label: 'Cookie Policy' },
];

export const CONTRIBUTOR_LINKS: FooterLink[] = [
  { to: contentPaths.sellYourContent(), label: 'Sell Your Content' },
  { to: accountPaths.login('contributor'), label: 'Contributor Login' },
  { to: contentPaths.reseller(), label: 'Reseller' },
  { to: contentPaths.referralCustomers(), label: 'Referral Customers' },
  { to: contentPaths.model(), label: 'Modelling Assignment' },
];

/** The spec: the footer is on every page whose path does not contain /contributor. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes(contributorPaths.home());
}
