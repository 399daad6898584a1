import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { siteConfig } from '../../config/site-config';
import { Dashboard } from '../admin-dashboard/Dashboard';
import { ADMIN_SECTIONS } from './admin-sections';

export function AdminHomePage() {
  const admin = useSessionUser<{ name?: string }>('admin');
  return (
    <section>
      <title>{`Administration · ${siteConfig.brand}`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Administration</h1>
      <p className="mt-2 text-slate-600">Signed in as {admin?.name ?? 'an administrator'}. Choose what to work on.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-slate-300 hover:shadow focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              <span className="text-lg font-semibold text-slate-900">{section.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Dashboard />
    </section>
  );
}
