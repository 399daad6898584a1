import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSessionUser } from '../../api/session';
import { accountPaths, buyerWorkspacePaths, contentPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { formatDate } from '../earnings/money';
import { ResellerApplyForm } from './ResellerApplyForm';
import { applicationQuery } from './reseller-queries';

const linkClass = 'font-semibold text-sky-800 underline';

/** The reseller page's entry point: apply with company details, or see where the application stands. */
export function ResellerApplyPanel() {
  const buyer = useSessionUser('buyer');
  return (
    <section aria-labelledby="reseller-apply" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="reseller-apply" className="text-xl font-semibold tracking-tight text-slate-900">
        Apply to the programme
      </h2>
      {buyer ? (
        <ApplicationState />
      ) : (
        <p className="mt-2 text-slate-600">
          <Link to={accountPaths.login('buyer', contentPaths.reseller())} className={linkClass}>
            Sign in as a buyer
          </Link>{' '}
          to apply with your company details.
        </p>
      )}
    </section>
  );
}

function ApplicationState() {
  const { data, isPending, isError, refetch } = useQuery(applicationQuery());
  if (isPending)
    return <div role="status" aria-label="Loading your application" className="mt-4 h-24 animate-pulse rounded-xl bg-slate-100" />;
  if (isError) return <ErrorState message="We could not load your application." onRetry={() => refetch()} />;
  const application = data.application;
  if (application?.status === 'pending')
    return (
      <p className="mt-2 text-slate-600">
        Your application for <strong>{application.company_name}</strong> of {formatDate(application.created_at)} is with our partner team.
        We will e-mail you when it is decided.
      </p>
    );
  if (application?.status === 'approved')
    return (
      <p className="mt-2 text-slate-600">
        <strong>{application.company_name}</strong> is an approved reseller. Create API keys in your{' '}
        <Link to={buyerWorkspacePaths.developer()} className={linkClass}>
          developer area
        </Link>
        .
      </p>
    );
  return (
    <div className="mt-2 space-y-4">
      {application?.status === 'declined' && (
        <p className="text-slate-600">
          Your application for <strong>{application.company_name}</strong> was declined: {application.decision_note}. You may apply again.
        </p>
      )}
      <p className="text-slate-600">Tell us about your company; our partner team answers by e-mail.</p>
      <ResellerApplyForm />
    </div>
  );
}
