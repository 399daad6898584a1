export interface FooterLink {
  to: string;
  label: string;
}

/** The footer's links, as the spec lists them (paths and the labels "Pricing" and "Modelling Assignment"). */
export const INFORMATION_LINKS: FooterLink[] = [
  { to: '/our-story', label: 'Our Story' },
  { to: '/buyer/blogs', label: 'Blogs' },
  { to: '/buyer/faq', label: 'FAQ' },
  { to: '/buyer/subscription-plan', label: 'Pricing' },
];

export const POLICY_LINKS: FooterLink[] = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/buyer/privacy-and-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

export const CONTRIBUTOR_LINKS: FooterLink[] = [
  { to: '/sell-your-content', label: 'Sell Your Content' },
  { to: '/contributor/login', label: 'Contributor Login' },
  { to: '/reseller', label: 'Reseller' },
  { to: '/referral-customers', label: 'Referral Customers' },
  { to: '/model', label: 'Modelling Assignment' },
];

/** The spec: the footer is on every page whose path does not contain /contributor. */
export function showsFooter(pathname: string): boolean {
  return !pathname.includes('/contributor');
}
