import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app-paths';
import { SearchBox } from '../../components/layout/SearchBox';
import { siteConfig } from '../../config/site-config';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center">
      <title>{t('notFound.pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm font-semibold tracking-wide text-sky-700 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('notFound.text')}</p>
      <div className="mt-8 w-full max-w-md">
        <SearchBox id="not-found-search" />
      </div>
      <Link
        to={paths.home()}
        className="mt-6 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
