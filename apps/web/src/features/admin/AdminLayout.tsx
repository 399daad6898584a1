import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { signOut } from '../../api/sign-out';
import { adminPaths, paths } from '../../app-paths';
import { ADMIN_SECTIONS } from './admin-sections';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500 ${
    isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The frame of every administrator page: a strip of the work areas above the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-8">
      <nav aria-label={t('layout.navLabel')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 pb-3">
        <NavLink to={adminPaths.home()} end className={tabClass}>
          {t('layout.overview')}
        </NavLink>
        {ADMIN_SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} className={tabClass}>
            {t(section.labelKey)}
          </NavLink>
        ))}
        <button
          type="button"
          className="ml-auto whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-sky-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
          onClick={() => {
            // Leave the administration first, so that it does not send the signed-out visitor to its sign-in page.
            navigate(paths.home(), { replace: true });
            void signOut('admin');
          }}
        >
          {t('layout.signOut')}
        </button>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </div>
  );
}
