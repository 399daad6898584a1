import { adminPaths } from '../../app-paths';

/** The administrator's work areas, in the order the admin nav, the admin home page and the header's admin menu show them. */
export const ADMIN_SECTIONS = [
  { to: adminPaths.review(), labelKey: 'sections.review.label', descriptionKey: 'sections.review.description' },
  { to: adminPaths.blogs(), labelKey: 'sections.blogs.label', descriptionKey: 'sections.blogs.description' },
  { to: adminPaths.users(), labelKey: 'sections.people.label', descriptionKey: 'sections.people.description' },
  { to: adminPaths.files(), labelKey: 'sections.files.label', descriptionKey: 'sections.files.description' },
  { to: adminPaths.orders(), labelKey: 'sections.orders.label', descriptionKey: 'sections.orders.description' },
  { to: adminPaths.payouts(), labelKey: 'sections.payouts.label', descriptionKey: 'sections.payouts.description' },
  { to: adminPaths.pricing(), labelKey: 'sections.pricing.label', descriptionKey: 'sections.pricing.description' },
  { to: adminPaths.homePage(), labelKey: 'sections.homePage.label', descriptionKey: 'sections.homePage.description' },
  { to: adminPaths.categories(), labelKey: 'sections.categories.label', descriptionKey: 'sections.categories.description' },
  { to: adminPaths.payoutBatches(), labelKey: 'sections.payoutBatches.label', descriptionKey: 'sections.payoutBatches.description' },
  { to: adminPaths.resellers(), labelKey: 'sections.resellers.label', descriptionKey: 'sections.resellers.description' },
] as const;
