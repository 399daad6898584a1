import { adminPaths } from '../../app-paths';

/** The administrator's work areas, in the order the admin nav, the admin home page and the header's admin menu show them. */
export const ADMIN_SECTIONS = [
  { to: adminPaths.review(), labelKey: 'admin:sections.review.label', descriptionKey: 'admin:sections.review.description' },
  { to: adminPaths.blogs(), labelKey: 'admin:sections.blogs.label', descriptionKey: 'admin:sections.blogs.description' },
  { to: adminPaths.users(), labelKey: 'admin:sections.people.label', descriptionKey: 'admin:sections.people.description' },
  { to: adminPaths.files(), labelKey: 'admin:sections.files.label', descriptionKey: 'admin:sections.files.description' },
  { to: adminPaths.orders(), labelKey: 'admin:sections.orders.label', descriptionKey: 'admin:sections.orders.description' },
  { to: adminPaths.payouts(), labelKey: 'admin:sections.payouts.label', descriptionKey: 'admin:sections.payouts.description' },
  { to: adminPaths.pricing(), labelKey: 'admin:sections.pricing.label', descriptionKey: 'admin:sections.pricing.description' },
  { to: adminPaths.homePage(), labelKey: 'admin:sections.homePage.label', descriptionKey: 'admin:sections.homePage.description' },
  { to: adminPaths.categories(), labelKey: 'admin:sections.categories.label', descriptionKey: 'admin:sections.categories.description' },
  {
    to: adminPaths.payoutBatches(),
    labelKey: 'admin:sections.payoutBatches.label',
    descriptionKey: 'admin:sections.payoutBatches.description',
  },
  { to: adminPaths.resellers(), labelKey: 'admin:sections.resellers.label', descriptionKey: 'admin:sections.resellers.description' },
] as const;
