import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths, billingPaths, contentPaths, paths } from '../../app-paths';
import { AdminMenu } from '../../features/admin/AdminMenu';
import { AccountMenu } from '../../features/billing/AccountMenu';
import { CONTRIBUTOR_ACCOUNT_LINK, CONTRIBUTOR_NAV } from '../../features/contributor-area/contributor-nav';
import { LanguagePicker } from '../language/LanguagePicker';
import { BrandMark } from './BrandMark';
import { RoleMenu } from './RoleMenu';
import { SearchBox } from './SearchBox';

const NAV_LINKS = [
  { to: billingPaths.pricing(), labelKey: 'header.pricing' },
  { to: contentPaths.sellYourContent(), labelKey: 'header.sellYourContent', forVisitors: true },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-500 ${isActive ? 'text-slate-900' : 'text-slate-600 hover:text-slate-900'}`;

/** The contributor's menu; the buyer's (AccountMenu) adds the plan, the administrator's (AdminMenu) its work areas. */
function useContributorMenu(): Omit<ComponentProps<typeof RoleMenu>, 'name'> {
  const { t } = useTranslation();
  return {
    signedInAs: 'contributor',
    roleLabel: t('header.contributor.role'),
    panelLabel: t('header.contributor.panel'),
    links: [...CONTRIBUTOR_NAV.filter((link) => link.inHeaderMenu), CONTRIBUTOR_ACCOUNT_LINK].map((link) => ({
      to: link.to,
      label: t(`header.contributor.links.${link.key}`),
    })),
  };
}

/** One menu per signed-in role, or the ways to sign in. An administrator at work is offered no other sign-in. */
function SessionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const contributorMenu = useContributorMenu();
  const signedIn = t('header.signedIn');
  const buyer = useSessionUser<{ name?: string }>('buyer');
  const contributor = useSessionUser<{ name?: string }>('contributor');
  const admin = useSessionUser<{ name?: string }>('admin');
  return (
    <>
      {admin && <AdminMenu name={admin.name ?? signedIn} onNavigate={onNavigate} />}
      {buyer ? (
        <AccountMenu name={buyer.name ?? signedIn} onNavigate={onNavigate} />
      ) : admin ? null : (
        <NavLink to={accountPaths.login('buyer')} className={linkClass} onClick={onNavigate}>
          {t('header.signIn')}
        </NavLink>
      )}
      {contributor ? (
        <RoleMenu {...contributorMenu} name={contributor.name ?? signedIn} onNavigate={onNavigate} />
      ) : admin ? null : (
        <Link
          to={accountPaths.login('contributor')}
          onClick={onNavigate}
          className="rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          {t('header.contributorSignIn')}
        </Link>
      )}
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  // Once someone is signed in, their menu takes the pitch's place (the footer still links it): search keeps its width.
  const signedIn = [useSessionUser('buyer'), useSessionUser('contributor'), useSessionUser('admin')].some(Boolean);
  const navLinks = NAV_LINKS.filter((link) => !(signedIn && 'forVisitors' in link));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-8">
        <BrandMark />
        {/* Search is what the site is for: it keeps its width whoever is signed in; the menus give way instead. */}
        <div className="hidden min-w-64 flex-1 md:block md:max-w-md lg:max-w-xl">
          <SearchBox id="header-search" />
        </div>
        <nav aria-label={t('header.mainNavigation')} className="ml-auto hidden shrink-0 items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {t(link.labelKey)}
            </NavLink>
          ))}
          <SessionLinks />
          {/* Below 1536 px the search box needs the room: the footer and the signed-in menus carry the picker there. */}
          <div className="hidden 2xl:block">
            <LanguagePicker compact />
          </div>
        </nav>
        <button
          type="button"
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {/* The home page's hero has its own search box. */}
      {pathname !== paths.home() && (
        <div className="px-4 pb-3 md:hidden">
          <SearchBox id="header-search-mobile" />
        </div>
      )}
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('header.mainNavigation')}
          className="flex flex-col items-start gap-1 border-t border-slate-200 px-4 py-3 lg:hidden"
        >
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {t(link.labelKey)}
            </NavLink>
          ))}
          <SessionLinks onNavigate={() => setMenuOpen(false)} />
          <div className="px-3 py-2">
            <LanguagePicker />
          </div>
        </nav>
      )}
    </header>
  );
}
