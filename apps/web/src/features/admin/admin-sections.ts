import { adminPaths } from '../../app-paths';
/** The administrator's work areas, in the order the admin nav and the admin home page show them. */
export const ADMIN_SECTIONS = [
  { to: adminPaths.review(), label: 'Review queue', description: 'Approve or reject files that contributors submitted.' },
  { to: adminPaths.blogs(), label: 'Blog posts', description: 'Write, schedule and publish articles for buyers and contributors.' },
  { to: adminPaths.users(), label: 'People', description: 'Find an account; suspend, reactivate or sign it out, with a reason.' },
  { to: adminPaths.files(), label: 'Files', description: 'Find any file; take one down after a complaint, or restore it.' },
  { to: adminPaths.orders(), label: 'Orders', description: 'Find an order; refund it in full or in part, with a credit note.' },
  { to: adminPaths.payouts(), label: 'Payouts', description: 'Pay out contributor withdrawals, or mark them failed.' },
  { to: adminPaths.pricing(), label: 'Pricing', description: 'Change plan and pack prices, offers and promo codes, with their history.' },
  { to: adminPaths.homePage(), label: 'Home page', description: 'Choose and order the home page categories and curated collections.' },
  { to: adminPaths.categories(), label: 'Categories', description: 'Create, rename, move, merge and order the catalogue categories.' },
  { to: adminPaths.payoutBatches(), label: 'Payout batches', description: 'Approve withdrawals into a batch and export the bank files.' },
  { to: adminPaths.resellers(), label: 'Resellers', description: 'Approve or decline applications to the reseller programme.' },
] as const;
