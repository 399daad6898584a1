import type { CreatedWebhook } from '@stock/contracts';
import { WEBHOOK_EVENTS, type WebhookEventType } from '@stock/contracts/values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toasts/toast';
import { messageOf } from '../../auth/form/server-errors';
import { TextField } from '../../auth/form/TextField';
import { EVENT_LABEL_KEYS } from './event-labels';
import { webhookCalls, webhookKeys } from './webhook-queries';

/** Adds an endpoint; its signing secret goes to `onCreated`, to be shown once. */
export function NewEndpointForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const { t } = useTranslation('reseller');
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['licence.created']);
  const [error, setError] = useState<string | undefined>();
  const create = useMutation({
    mutationFn: () => webhookCalls.create({ url: url.trim(), events }),
    onSuccess: ({ data, message }) => {
      toast.success(message);
      onCreated(data);
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const toggle = (event: WebhookEventType) => setEvents(events.includes(event) ? events.filter((e) => e !== event) : [...events, event]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) setError(t('newEndpoint.urlInvalid'));
    else if (events.length === 0) setError(t('newEndpoint.eventRequired'));
    else {
      setError(undefined);
      create.mutate();
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('newEndpoint.label')} className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <TextField
        id="webhook-url"
        label={t('newEndpoint.url')}
        name="url"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        maxLength={2000}
        hint={t('newEndpoint.urlHint')}
        inputMode="url"
        required
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('newEndpoint.events')}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
              <span>
                <code>{event}</code>: {t(EVENT_LABEL_KEYS[event])}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending}
        className="rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-50"
      >
        {create.isPending ? t('newEndpoint.adding') : t('newEndpoint.submit')}
      </button>
    </form>
  );
}
