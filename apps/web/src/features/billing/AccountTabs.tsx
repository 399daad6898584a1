import { NavLink } from 'react-router';
import { accountPaths, billingPaths } from '../../app-paths';

const TABS = [
  { to: accountPaths.profile('buyer'), label: 'Profile' },
  { to: billingPaths.subscription(), label: 'Subscription' },
  { to: billingPaths.paymentMethods(), label: 'Payment methods' },
  { to: billingPaths.billing(), label: 'Billing' },
  { to: billingPaths.purchases(), label: 'Purchase history' },
  { to: billingPaths.licences(), label: 'Licences' },
];

/**
 * The buyer's account area: tabs over each of its pages. On a phone they wrap onto a second line rather than scroll
 * sideways: a row cut off at the screen's edge hid "Purchase history" and "Licences" with no hint they were there.
 */
export function AccountTabs() {
  return (
    <nav aria-label="Your account" className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1 whitespace-nowrap">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500 ${isActive ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
