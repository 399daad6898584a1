import type { CreatedWebhook } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerWorkspacePaths } from '../../../app-paths';
import { ErrorState } from '../../../components/states/ErrorState';
import { siteConfig } from '../../../config/site-config';
import { RequireSession } from '../../account/RequireSession';
import { SentencePart } from '../../account/SentencePart';
import { messageOf } from '../../auth/form/server-errors';
import { EndpointList } from './EndpointList';
import { NewEndpointForm } from './NewEndpointForm';
import { endpointsQuery } from './webhook-queries';

export function WebhooksPage() {
  return (
    <RequireSession forRole="buyer">
      <WebhooksView />
    </RequireSession>
  );
}

const SIGNATURE_HEADER = 'Webhook-Signature';

function WebhooksView() {
  const { t } = useTranslation('reseller');
  const { data, isPending, isError, error, refetch } = useQuery(endpointsQuery());
  const [shown, setShown] = useState<CreatedWebhook | null>(null);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{t('webhooks.pageTitle', { brand: siteConfig.brand })}</title>
      <p className="text-sm">
        <Link to={buyerWorkspacePaths.developer()} className="font-semibold text-sky-800 underline">
          {t('developer.title')}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{t('webhooks.title')}</h1>
      <p className="mt-2 text-slate-600">
        <SentencePart
          sentence={t('webhooks.intro', { header: SIGNATURE_HEADER })}
          part={SIGNATURE_HEADER}
          render={(header) => <code>{header}</code>}
        />
      </p>
      {isPending ? (
        <div role="status" aria-label={t('webhooks.loading')} className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100" />
      ) : isError ? (
        <div className="mt-6">
          <ErrorState message={messageOf(error)} onRetry={() => refetch()} />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {shown && <SecretOnce created={shown} onDone={() => setShown(null)} />}
          <NewEndpointForm onCreated={setShown} />
          <section aria-labelledby="endpoints-heading">
            <h2 id="endpoints-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t('webhooks.yourEndpoints')}
            </h2>
            <EndpointList endpoints={data.endpoints} onRotated={setShown} />
          </section>
        </div>
      )}
    </div>
  );
}

/** The signing secret, this once: the receiver needs it to check each delivery. */
function SecretOnce({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  const { t } = useTranslation('reseller');
  return (
    <section aria-label={t('webhooks.secretLabel')} className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-semibold break-all text-emerald-900">{t('webhooks.copyNow', { url: created.endpoint.url })}</p>
      <code className="mt-2 block rounded bg-white p-2 text-sm break-all" data-testid="webhook-secret">
        {created.secret}
      </code>
      <button type="button" className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold" onClick={onDone}>
        {t('secret.done')}
      </button>
    </section>
  );
}
