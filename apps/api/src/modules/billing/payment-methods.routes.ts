import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddTestCardBody, CardSetupData, PaymentMethodBody, PaymentMethodsData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { addTestCard, listPaymentMethods, makeDefaultCard, removeCard } from './payment-methods.service';
import { startStripeCardSetup } from './stripe-card-setup';

/** The buyer's saved cards: list, add (test provider), make default, remove. Each answers the list as it is after. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['billing'];
  const buyer = requireRole('buyer', deps);
  const response = responses(PaymentMethodsData);
  const cardLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/buyer/payment-method',
    {
      schema: { tags, summary: "The buyer's saved cards, the default first", security: bearerSecurity, response },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await listPaymentMethods(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/payment-method/test-card',
    {
      schema: {
        tags,
        summary: 'Save a card with the built-in test provider (test mode); nothing is charged',
        description:
          'Buyer. 4242 4242 4242 4242 is saved (the default when it is the first card); a refused test card answers 402, ' +
          'a bad field 400. 409 when Stripe is the provider.',
        security: bearerSecurity,
        body: AddTestCardBody,
        response,
      },
      onRequest: buyer,
      config: cardLimit,
    },
    async (request, reply) => {
      const outcome = await addTestCard(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/payment-method/setup',
    {
      schema: {
        tags,
        summary: "Start adding a card on Stripe's hosted page (Checkout in setup mode); nothing is charged",
        description:
          'Buyer. Send the buyer to `redirect_url`; they come back to the payment-methods page, and the webhook saves the card ' +
          '(the default when it is the first). 409 with the test provider, whose cards are added at /buyer/payment-method/test-card.',
        security: bearerSecurity,
        response: responses(CardSetupData),
      },
      onRequest: buyer,
      config: cardLimit,
    },
    async (request, reply) => {
      const outcome = await startStripeCardSetup(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  for (const [path, change, summary] of [
    ['/buyer/payment-method/default', makeDefaultCard, 'Make a saved card the default: it pays renewals and upgrades'],
    ['/buyer/payment-method/remove', removeCard, 'Remove a saved card; the newest card left becomes the default'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: "Buyer. 404 for a card that is not the buyer's own or was removed.",
          security: bearerSecurity,
          body: PaymentMethodBody,
          response,
        },
        onRequest: buyer,
      },
      async (request, reply) => {
        const outcome = await change(deps, signedInUser(request), request.body.payment_method_id);
        return sendOk(reply, outcome.data, outcome.message);
      },
    );
  }
};
