import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Role } from '../../api/session';
import { signOut } from '../../api/sign-out';
import { LanguagePicker } from '../language/LanguagePicker';

export interface RoleMenuLink {
  to: string;
  label: string;
}

interface RoleMenuProps {
  signedInAs: Role;
  /** "Buyer", "Contributor", "Admin": a person signed in twice tells the two menus apart by it. */
  roleLabel: string;
  name: string;
  /** What the panel is called for a screen reader. */
  panelLabel: string;
  links: RoleMenuLink[];
  /** Shown on the button after the name, e.g. the downloads left. */
  badge?: ReactNode;
  /** Shown in the panel above the links, e.g. the plan. */
  children?: ReactNode;
  onNavigate?: () => void;
}

/**
 * One signed-in role's menu in the header: a button with the role and name that opens the role's pages and its
 * sign-out. One button per role keeps the header narrow, so the search box keeps its width.
 */
export function RoleMenu({ signedInAs, roleLabel, name, panelLabel, links, badge, children, onNavigate }: RoleMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    // In the phone menu it takes a line of its own and opens in place; in the desktop bar it drops down.
    <div ref={container} className="relative w-full lg:w-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex max-w-full items-center gap-2 rounded-full border border-slate-300 py-1.5 pr-2.5 pl-3 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        <span className="flex min-w-0 items-center gap-1 whitespace-nowrap">
          {t('roleMenu.role', { role: roleLabel })} <strong className="inline-block max-w-[9rem] truncate align-bottom">{name}</strong>
        </span>
        {badge}
        <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-4 w-4 shrink-0 fill-current transition ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={panelLabel}
          className="mt-2 w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-4 shadow-lg lg:absolute lg:right-0 lg:z-40 lg:w-72"
        >
          {children}
          <ul className={children ? 'mt-4 border-t border-slate-200 pt-3' : undefined}>
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  className="block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {/* The phone menu has a picker of its own and the widest bar one beside the menus; between the two, the
              search box takes the bar's room, and the contributor pages have no footer: the menu carries it. */}
          <div className="mt-2 hidden border-t border-slate-200 px-2 pt-3 lg:block 2xl:hidden">
            <LanguagePicker />
          </div>
          <div className="mt-2 border-t border-slate-200 pt-2">
            <button
              type="button"
              onClick={() => void signOut(signedInAs)}
              className="block w-full rounded-md px-2 py-1.5 text-left text-sm font-medium text-sky-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              {t('roleMenu.signOut')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
