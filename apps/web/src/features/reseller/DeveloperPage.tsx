import type { CreatedApiKey } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { SentencePart } from '../account/SentencePart';
import { messageOf } from '../auth/form/server-errors';
import { keysQuery } from './developer-queries';
import { KeyList } from './KeyList';
import { NewKeyForm } from './NewKeyForm';
import { UsagePanel } from './UsagePanel';

export function DeveloperPage() {
  return (
    <RequireSession forRole="buyer">
      <DeveloperView />
    </RequireSession>
  );
}

function DeveloperView() {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, error, refetch } = useQuery(keysQuery());
  const [shown, setShown] = useState<CreatedApiKey | null>(null);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{t('developer.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('developer.title')}</h1>
      <p className="mt-2 text-slate-600">
        <SentencePart sentence={t('developer.intro', { path: '/api/v1' })} part="/api/v1" render={(path) => <code>{path}</code>} />
      </p>
      {isPending ? (
        <div role="status" aria-label={t('developer.loading')} className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100" />
      ) : isError ? (
        <div className="mt-6 space-y-2">
          <ErrorState message={messageOf(error)} onRetry={() => refetch()} />
          <p className="text-slate-600">
            {t('developer.notReseller')}{' '}
            <Link to={contentPaths.reseller()} className="font-semibold text-sky-800 underline">
              {t('developer.apply')}
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {shown && <SecretOnce created={shown} onDone={() => setShown(null)} />}
          <NewKeyForm onCreated={setShown} />
          <section aria-labelledby="keys-heading">
            <h2 id="keys-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t('developer.keys')}
            </h2>
            <KeyList keys={data.keys} onRotated={setShown} />
          </section>
          <UsagePanel />
        </div>
      )}
    </div>
  );
}

/** The whole key, this once: the server keeps only its hash. */
function SecretOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('reseller');
  return (
    <section aria-label={t('secret.label')} className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-semibold text-emerald-900">{t('secret.copyNow', { name: created.key.name })}</p>
      <code className="mt-2 block rounded bg-white p-2 text-sm break-all" data-testid="new-api-key">
        {created.secret}
      </code>
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white"
          onClick={() => void navigator.clipboard?.writeText(created.secret)}
        >
          {t('secret.copy')}
        </button>
        <button type="button" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold" onClick={onDone}>
          {t('secret.done')}
        </button>
      </div>
    </section>
  );
}
