import type { CreatedWebhook } from '@stock/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buyerWorkspacePaths } from '../../../app-paths';
import { ErrorState } from '../../../components/states/ErrorState';
import { siteConfig } from '../../../config/site-config';
import { RequireSession } from '../../account/RequireSession';
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

function WebhooksView() {
  const { data, isPending, isError, error, refetch } = useQuery(endpointsQuery());
  const [shown, setShown] = useState<CreatedWebhook | null>(null);
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8 sm:px-8">
      <title>{`Webhooks · ${siteConfig.brand}`}</title>
      <p className="text-sm">
        <Link to={buyerWorkspacePaths.developer()} className="font-semibold text-sky-800 underline">
          Developer area
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Webhooks</h1>
      <p className="mt-2 text-slate-600">
        We POST each event to your endpoints as JSON, signed with the endpoint's secret (the <code>Webhook-Signature</code> header), and
        retry failed deliveries with growing waits.
      </p>
      {isPending ? (
        <div role="status" aria-label="Loading your endpoints" className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100" />
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
              Your endpoints
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
  return (
    <section aria-label="Your signing secret" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-semibold break-all text-emerald-900">
        Copy the signing secret of {created.endpoint.url} now: it will not be shown again.
      </p>
      <code className="mt-2 block rounded bg-white p-2 text-sm break-all" data-testid="webhook-secret">
        {created.secret}
      </code>
      <button type="button" className="mt-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}
