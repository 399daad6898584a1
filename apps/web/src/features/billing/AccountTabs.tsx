import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { accountPaths, billingPaths } from '../../app-paths';

const TABS = [
  { to: accountPaths.profile('buyer'), labelKey: 'tabs.profile' },
  { to: billingPaths.subscription(), labelKey: 'tabs.subscription' },
  { to: billingPaths.paymentMethods(), labelKey: 'tabs.paymentMethods' },
  { to: billingPaths.billing(), labelKey: 'tabs.billing' },
  { to: billingPaths.purchases(), labelKey: 'tabs.purchases' },
  { to: billingPaths.licences(), labelKey: 'tabs.licences' },
];

/**
 * The buyer's account area: tabs over each of its pages. On a phone they wrap onto a second line rather than scroll
 * sideways: a row cut off at the screen's edge hid "Purchase history" and "Licences" with no hint they were there.
 */
export function AccountTabs() {
  const { t } = useTranslation('billing');
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-slate-200">
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
              {t(tab.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
