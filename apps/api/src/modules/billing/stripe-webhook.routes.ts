import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookAck } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { handleStripeWebhook } from './stripe-webhook.service';

/** Stripe's webhook endpoint. The signature covers the exact bytes sent, so this plugin keeps JSON bodies raw. */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook: a paid checkout.session.completed pays the order; an expired or failed session notes the failure',
        description:
          'Called by Stripe, verified by the Stripe-Signature header. A replayed event answers duplicate: true and changes nothing.',
        response: responses(WebhookAck),
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const ack = await handleStripeWebhook(
        deps,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
        (error, message) => request.log.error({ err: error }, message),
      );
      return sendOk(reply, ack, ack.duplicate ? 'Already handled.' : 'Received.');
    },
  );
};
