import type { WebhookDelivery, WebhookEndpoint } from '@stock/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../api/session';
import { envelopeResponse, firstBodySentTo, stubApi } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';

beforeEach(() => {
  localStorage.setItem(SESSION_KEYS.buyer.token, 'buyer-jwt');
  localStorage.setItem(SESSION_KEYS.buyer.user, JSON.stringify({ id: 3, name: 'Rena', role: 'buyer' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: 'https://print.example/hooks',
  events: ['licence.created', 'payment.succeeded'],
  created_at: '2026-11-24T10:00:00.000Z',
};
const SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcdefg';
const FAILED: WebhookDelivery = {
  id: 31,
  event_id: '0b7c7d1e-5f7a-4c1e-9a53-2f1f2f0d9c11',
  event_type: 'licence.created',
  status: 'failed',
  next_attempt_at: null,
  created_at: '2026-11-24T10:05:00.000Z',
  attempts: [
    {
      attempted_at: '2026-11-24T10:05:00.000Z',
      succeeded: false,
      response_status: 500,
      response_body: 'down',
      duration_ms: 42,
      error: 'The receiver answered 500.',
    },
  ],
};

describe('the webhooks page', { timeout: 20_000 }, () => {
  it('adds an endpoint with the events ticked and shows its signing secret once', async () => {
    let endpoints: WebhookEndpoint[] = [];
    const mock = stubApi({
      '/buyer/developer/webhooks': (_url, init) => {
        if (init?.method === 'POST') {
          endpoints = [ENDPOINT];
          return envelopeResponse(200, { endpoint: ENDPOINT, secret: SECRET }, 'Copy the signing secret now: it is shown this once.');
        }
        return envelopeResponse(200, { endpoints });
      },
    });
    renderRoute('/buyer/developer/webhooks');
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Add a webhook endpoint' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(form.getByRole('alert')).toHaveTextContent('Enter the full http:// or https:// address of your receiver.');
    await user.type(form.getByLabelText(/Endpoint URL/), 'https://print.example/hooks');
    await user.click(form.getByRole('checkbox', { name: /payment\.succeeded/ }));
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(await screen.findByText('Copy the signing secret now: it is shown this once.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/buyer/developer/webhooks')).toEqual({
      url: 'https://print.example/hooks',
      events: ['licence.created', 'payment.succeeded'],
    });
    expect(await screen.findByRole('listitem', { name: 'https://print.example/hooks' })).toHaveTextContent(
      'licence.created, payment.succeeded',
    );
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server refusing a private address', async () => {
    stubApi({
      '/buyer/developer/webhooks': (_url, init) =>
        init?.method === 'POST'
          ? envelopeResponse(400, null, 'The URL must be a public address: private, loopback and link-local addresses are refused.')
          : envelopeResponse(200, { endpoints: [] }),
    });
    renderRoute('/buyer/developer/webhooks');
    const form = within(await screen.findByRole('form', { name: 'Add a webhook endpoint' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(/Endpoint URL/), 'http://10.0.0.5/hooks');
    await user.click(form.getByRole('button', { name: 'Add endpoint' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The URL must be a public address');
  });

  it('lists the deliveries with their status and attempts, and redelivers one', async () => {
    let delivery = FAILED;
    const mock = stubApi({
      '/buyer/developer/webhooks': { data: { endpoints: [ENDPOINT] } },
      '/buyer/developer/webhooks/7/deliveries': () => envelopeResponse(200, { deliveries: [delivery] }),
      '/buyer/developer/webhooks/redeliver': () => {
        delivery = {
          ...FAILED,
          status: 'succeeded',
          attempts: [
            ...FAILED.attempts,
            { ...(FAILED.attempts[0] as WebhookDelivery['attempts'][number]), succeeded: true, response_status: 200, error: null },
          ],
        };
        return envelopeResponse(200, { delivery: { ...FAILED, status: 'pending' } }, 'The event is being sent again.');
      },
    });
    renderRoute('/buyer/developer/webhooks');
    const user = userEvent.setup();
    const endpoint = within(await screen.findByRole('listitem', { name: 'https://print.example/hooks' }));
    await user.click(endpoint.getByRole('button', { name: 'Deliveries' }));
    const row = within(await endpoint.findByRole('row', { name: new RegExp(FAILED.event_id) }));
    expect(row.getByText('failed')).toBeInTheDocument();
    expect(row.getByText(/last: 500 in 42 ms · The receiver answered 500\./)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText('The event is being sent again.')).toBeInTheDocument();
    expect(firstBodySentTo(mock, '/buyer/developer/webhooks/redeliver')).toEqual({ endpoint_id: 7, delivery_id: 31 });
    expect(await row.findByText('succeeded')).toBeInTheDocument();
    expect(row.getByText(/last: 200 in 42 ms/)).toBeInTheDocument();
  });

  it('rotates the signing secret and deletes an endpoint', async () => {
    let endpoints = [ENDPOINT];
    stubApi({
      '/buyer/developer/webhooks': () => envelopeResponse(200, { endpoints }),
      '/buyer/developer/webhooks/rotate': () =>
        envelopeResponse(200, { endpoint: ENDPOINT, secret: `${SECRET}2` }, 'Copy the new one now: it is shown this once.'),
      '/buyer/developer/webhooks/delete': () => {
        endpoints = [];
        return envelopeResponse(200, { deleted: true }, 'The endpoint is deleted: it will receive nothing more.');
      },
    });
    renderRoute('/buyer/developer/webhooks');
    const user = userEvent.setup();
    const endpoint = within(await screen.findByRole('listitem', { name: 'https://print.example/hooks' }));
    await user.click(endpoint.getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(`${SECRET}2`);
    await user.click(endpoint.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
  });
});
