import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { siteConfig } from '../../config/site-config';
import { Dashboard } from '../admin-dashboard/Dashboard';
import { ADMIN_SECTIONS } from './admin-sections';

export function AdminHomePage() {
  const { t } = useTranslation('admin');
  const admin = useSessionUser<{ name?: string }>('admin');
  return (
    <section>
      <title>{t('home.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('home.title')}</h1>
      <p className="mt-2 text-slate-600">{admin?.name ? t('home.signedInAs', { name: admin.name }) : t('home.signedInUnnamed')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-slate-300 hover:shadow focus-visible:outline-2 focus-visible:outline-sky-500"
            >
              <span className="text-lg font-semibold text-slate-900">{t(section.labelKey)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(section.descriptionKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Dashboard />
    </section>
  );
}
