import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths, buyerWorkspacePaths, contentPaths } from '../../app-paths';
import { formatDate } from '../../components/format/format-date';
import { ErrorState } from '../../components/states/ErrorState';
import { SentencePart } from '../account/SentencePart';
import { ResellerApplyForm } from './ResellerApplyForm';
import { applicationQuery } from './reseller-queries';

const linkClass = 'font-semibold text-sky-800 underline';

/** The reseller page's entry point: apply with company details, or see where the application stands. */
export function ResellerApplyPanel() {
  const { t } = useTranslation('reseller');
  const buyer = useSessionUser('buyer');
  return (
    <section aria-labelledby="reseller-apply" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="reseller-apply" className="text-xl font-semibold tracking-tight text-slate-900">
        {t('panel.title')}
      </h2>
      {buyer ? (
        <ApplicationState />
      ) : (
        <p className="mt-2 text-slate-600">
          <SentencePart
            sentence={t('panel.signIn', { link: t('panel.signInLink') })}
            part={t('panel.signInLink')}
            render={(link) => (
              <Link to={accountPaths.login('buyer', contentPaths.reseller())} className={linkClass}>
                {link}
              </Link>
            )}
          />
        </p>
      )}
    </section>
  );
}

function ApplicationState() {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, refetch } = useQuery(applicationQuery());
  if (isPending) return <div role="status" aria-label={t('panel.loading')} className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100" />;
  if (isError) return <ErrorState message={t('panel.loadError')} onRetry={() => refetch()} />;
  const application = data.application;
  if (application?.status === 'pending')
    return (
      <p className="mt-2 text-slate-600">
        <SentencePart
          sentence={t('panel.pending', { company: application.company_name, date: formatDate(application.created_at) })}
          part={application.company_name}
        />
      </p>
    );
  if (application?.status === 'approved')
    return (
      <p className="mt-2 text-slate-600">
        <SentencePart sentence={t('panel.approved', { company: application.company_name })} part={application.company_name} />{' '}
        <SentencePart
          sentence={t('panel.createKeys', { link: t('panel.developerLink') })}
          part={t('panel.developerLink')}
          render={(link) => (
            <Link to={buyerWorkspacePaths.developer()} className={linkClass}>
              {link}
            </Link>
          )}
        />
      </p>
    );
  return (
    <div className="mt-2 space-y-4">
      {application?.status === 'declined' && (
        <p className="text-slate-600">
          <SentencePart
            sentence={t('panel.declined', { company: application.company_name, note: application.decision_note })}
            part={application.company_name}
          />
        </p>
      )}
      <p className="text-slate-600">{t('panel.tellUs')}</p>
      <ResellerApplyForm />
    </div>
  );
}
