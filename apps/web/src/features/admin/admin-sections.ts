import { adminPaths } from '../../app-paths';
/** The administrator's work areas, in the order the admin nav and the admin home page show them. */
export const ADMIN_SECTIONS = [
  { to: adminPaths.review(), label: 'Review queue', description: 'Approve or reject files that contributors submitted.' },
  { to: adminPaths.blogs(), label: 'Blog posts', description: 'Write, schedule and publish articles for buyers and contributors.' },
  { to: adminPaths.payouts(), label: 'Payouts', description: 'Pay out contributor withdrawals, or mark them failed.' },
] as const;
