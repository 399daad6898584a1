import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSessionUser } from '../../api/session';
import { signOut } from '../../api/sign-out';
import { paths } from '../../app-paths';
import { RequireSession } from '../account/RequireSession';
import { CONTRIBUTOR_ACCOUNT_LINK, CONTRIBUTOR_NAV, type ContributorNavLink } from './contributor-nav';

// One list for both widths: a row of pills that scrolls sideways on phones, a column beside the page on wide screens.
const ITEM_CLASS =
  'block shrink-0 whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500 lg:rounded-lg lg:px-3 lg:py-2';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${ITEM_CLASS} ${isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

function NavItem({ link }: { link: ContributorNavLink }) {
  const { t } = useTranslation('contributor-area');
  return (
    <li>
      <NavLink to={link.to} end={link.end} className={linkClass}>
        {t(link.labelKey)}
      </NavLink>
    </li>
  );
}

function SignOutButton() {
  const { t } = useTranslation('contributor-area');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${ITEM_CLASS} w-full text-left text-slate-700 hover:bg-slate-100`}
      onClick={() => {
        // Leave the signed-in area first, so that it does not send the signed-out visitor to its sign-in page.
        navigate(paths.home(), { replace: true });
        void signOut('contributor');
      }}
    >
      {t('nav.signOut')}
    </button>
  );
}

/**
 * The frame of every signed-in contributor page: the contributor menu and the page. No footer here (the spec), and
 * no page without a contributor session.
 */
export function ContributorLayout() {
  const { t } = useTranslation('contributor-area');
  const user = useSessionUser<{ name?: string }>('contributor');
  return (
    <RequireSession forRole="contributor">
      <div className="mx-auto max-w-screen-2xl lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <nav aria-label={t('nav.label')} className="border-b border-slate-200 lg:border-0">
          <div className="lg:sticky lg:top-16 lg:py-8">
            <p className="hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">{t('nav.heading')}</p>
            {user?.name && <p className="hidden truncate px-3 pt-1 text-sm font-semibold text-slate-900 lg:block">{user.name}</p>}
            <ul className="flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] lg:mt-4 lg:flex-col lg:overflow-visible lg:p-0">
              {CONTRIBUTOR_NAV.map((link) => (
                <NavItem key={link.to} link={link} />
              ))}
              <li aria-hidden="true" className="hidden lg:my-3 lg:block lg:border-t lg:border-slate-200" />
              <NavItem link={CONTRIBUTOR_ACCOUNT_LINK} />
              <li>
                <SignOutButton />
              </li>
            </ul>
          </div>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </RequireSession>
  );
}
