import i18next from 'i18next';
import { getToken } from '../../api/session';
import { adminPaths } from '../../app-paths';

/** The administrator's work areas, in the order the admin nav and the admin home page show them. */
const SECTIONS = [
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

/**
 * The sections with their label in the interface's language, read when shown: the header's admin menu lists them as
 * `{ to, label }` links on every page, the public ones included, where no admin page has asked for the admin strings.
 */
export const ADMIN_SECTIONS = SECTIONS.map((section) => ({
  ...section,
  get label(): string {
    return i18next.t(section.labelKey);
  },
}));

// An administrator's session brings the admin strings along in each language chosen, so the header's menu has them on
// the public pages too; visitors never load them.
i18next.on('languageChanged', () => {
  if (getToken('admin')) void i18next.loadNamespaces('admin');
});
