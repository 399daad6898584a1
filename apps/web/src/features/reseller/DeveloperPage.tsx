import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerWorkspacePaths, contentPaths } from '../../app-paths';
import { ErrorState } from '../../components/states/ErrorState';
import { siteConfig } from '../../config/site-config';
import { RequireSession } from '../account/RequireSession';
import { SentencePart } from '../account/SentencePart';
import { messageOf } from '../auth/form/server-errors';
import type { ShownSecret } from './credential-kinds';
import { appsQuery, keysQuery } from './developer-queries';
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

const API_PATH = '/api/v1';
const TOKEN_CALL = 'POST /api/v1/oauth/token';

function DeveloperView() {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, error, refetch } = useQuery(keysQuery());
  const apps = useQuery(appsQuery());
  const [shown, setShown] = useState<ShownSecret | null>(null);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{t('developer.pageTitle', { brand: siteConfig.brand })}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('developer.title')}</h1>
      <p className="mt-2 text-slate-600">
        <SentencePart sentence={t('developer.intro', { path: API_PATH })} part={API_PATH} render={(part) => <code>{part}</code>} />
      </p>
      {isPending ? (
        <div role="status" aria-label={t('developer.loading')} className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100" />
      ) : isError ? (
        <div className="mt-6 space-y-2">
          <ErrorState message={messageOf(error)} onRetry={() => refetch()} />
          <p className="text-slate-600">
            <SentencePart
              sentence={t('developer.notReseller', { link: t('developer.apply') })}
              part={t('developer.apply')}
              render={(link) => (
                <Link to={contentPaths.reseller()} className="font-semibold text-sky-800 underline">
                  {link}
                </Link>
              )}
            />
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
          <section aria-labelledby="apps-heading" className="space-y-3">
            <h2 id="apps-heading" className="text-xl font-semibold text-slate-900">
              {t('developer.oauthTitle')}
            </h2>
            <p className="text-slate-600">
              <SentencePart
                sentence={t('developer.oauthIntro', { path: TOKEN_CALL })}
                part={TOKEN_CALL}
                render={(part) => <code>{part}</code>}
              />
            </p>
            <NewKeyForm kind="app" onCreated={setShown} />
            <KeyList kind="app" keys={apps.data?.apps ?? []} onRotated={setShown} />
          </section>
          <UsagePanel />
          <p className="text-slate-700">
            <SentencePart
              sentence={t('developer.webhooksHint', { link: t('developer.webhooksLink') })}
              part={t('developer.webhooksLink')}
              render={(link) => (
                <Link to={buyerWorkspacePaths.developerWebhooks()} className="font-semibold text-sky-800 underline">
                  {link}
                </Link>
              )}
            />
          </p>
        </div>
      )}
    </div>
  );
}

/** The whole key, or an app's client secret, this once: the server keeps only its hash. */
function SecretOnce({ created, onDone }: { created: ShownSecret; onDone: () => void }) {
  const { t } = useTranslation('reseller');
  return (
    <section
      aria-label={created.clientId ? t('secret.appLabel') : t('secret.label')}
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4"
    >
      <p className="font-semibold text-emerald-900">{t('secret.copyNow', { name: created.name })}</p>
      {created.clientId && (
        <p className="mt-2 text-sm text-slate-700">
          <SentencePart
            sentence={t('secret.clientId', { id: created.clientId })}
            part={created.clientId}
            render={(id) => <code data-testid="new-client-id">{id}</code>}
          />
        </p>
      )}
      <code
        className="mt-2 block rounded bg-white p-2 text-sm break-all"
        data-testid={created.clientId ? 'new-client-secret' : 'new-api-key'}
      >
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
