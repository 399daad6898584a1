import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buyerCollectionPaths, buyerWorkspacePaths } from '../../app-paths';

const LINKS = [
  { to: buyerCollectionPaths.list(), labelKey: 'nav.collections' },
  { to: buyerWorkspacePaths.savedSearches(), labelKey: 'nav.savedSearches' },
  { to: buyerWorkspacePaths.team(), labelKey: 'nav.team' },
];

/** Tabs between the buyer's own workspace pages. */
export function WorkspaceNav() {
  const { t } = useTranslation('buyer-workspace');
  return (
    <nav aria-label={t('nav.label')} className="mb-6 flex gap-1 border-b border-slate-200">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-sky-500 ${
              isActive ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-900'
            }`
          }
        >
          {t(link.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
}
