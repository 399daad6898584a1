import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BillingQuery,
  BuyPlanBody,
  BuyPlanData,
  CheckoutBody,
  CheckoutData,
  CreditNotePdfQuery,
  InvoicePage,
  InvoicePdfQuery,
  OffersData,
  OrderPage,
  OrderQuote,
  PlansData,
  PurchaseHistoryQuery,
  SubscriptionStatusData,
  TestCardPaymentBody,
  UpgradeBody,
  UpgradeData,
  VariantDetailsQuery,
} from '@stock/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { readerLocaleOfUser } from '../../mail/reader-locale';
import { billingHistory, creditNotePdfFor, invoicePdfFor, purchaseHistory } from './billing-history.service';
import { buyPlan, checkout, listPlans, payWithTestCard, quoteVariant } from './checkout.service';
import { offersFor, presentOffer } from './offers';
import { resolvePlanHolder } from './plan-holder';
import { getSubscriptionStatus, setCancelAtPeriodEnd, upgradeNow } from './subscription.service';

const PdfResponse = { 200: Type.String({ format: 'binary', description: 'application/pdf' }), '4xx': Type.Any() };

export const billingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['billing'];
  const buyer = requireRole('buyer', deps);
  const paymentLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  /** The language the signed-in reader reads orders, invoices and their PDFs in: the account's, else the request's. */
  const readerLocaleOf = (request: FastifyRequest) => readerLocaleOfUser(deps.db, signedInUser(request).id, requestLanguage(request));

  app.get(
    '/plan',
    {
      schema: { tags, summary: 'The plans and download packs, with prices in USD cents', response: responses(PlansData) },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const outcome = await listPlans(deps.db, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/buy/plan',
    {
      schema: {
        tags,
        summary: 'Choose a plan: its variants, the default variant to check out and its price, and the plan held now',
        description: 'Buyer. Changes nothing; the order is made by /buyer/order/checkout.',
        security: bearerSecurity,
        body: BuyPlanBody,
        response: responses(BuyPlanData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await buyPlan(deps, signedInUser(request), request.body.plan_id, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/plan/variant/details',
    {
      schema: {
        tags,
        summary: 'The price of a plan variant: item, offer saving, tax and total',
        description: 'Buyer. An `offer` code that does not apply is reported in `offer_error` and not applied.',
        security: bearerSecurity,
        querystring: VariantDetailsQuery,
        response: responses(OrderQuote),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await quoteVariant(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/order/checkout',
    {
      schema: {
        tags,
        summary: 'Make the order for a plan variant and start its payment',
        description:
          'Buyer. Send an `idempotency_key` (or an Idempotency-Key header) made once per checkout: a retry with it answers ' +
          'with the same order. With the test provider, pay at /buyer/order/pay/test-card; with Stripe, send the buyer to ' +
          "`payment.redirect_url`, Stripe's hosted Checkout (the webhook completes the order). 409 when a plan is already active.",
        security: bearerSecurity,
        body: CheckoutBody,
        response: responses(CheckoutData),
      },
      onRequest: buyer,
      config: paymentLimit,
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const body = { ...request.body, idempotency_key: request.body.idempotency_key ?? (typeof header === 'string' ? header : undefined) };
      const outcome = await checkout(deps, signedInUser(request), body, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/order/pay/test-card',
    {
      schema: {
        tags,
        summary: "Pay an order with the built-in test provider's card form (test mode)",
        description:
          'Buyer. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has ' +
          'insufficient funds (402, the order stays unpaid and another card can be tried). 409 when Stripe is the provider.',
        security: bearerSecurity,
        body: TestCardPaymentBody,
        response: responses(CheckoutData),
      },
      onRequest: buyer,
      config: paymentLimit,
    },
    async (request, reply) => {
      const outcome = await payWithTestCard(deps, signedInUser(request), request.body, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/offer',
    {
      schema: { tags, summary: 'The offers the buyer can use at checkout', security: bearerSecurity, response: responses(OffersData) },
      onRequest: buyer,
    },
    async (request, reply) => {
      const holderId = await resolvePlanHolder(deps.db, signedInUser(request).id);
      const offers = await offersFor(deps.db, holderId);
      return sendOk(reply, { offers: offers.map(presentOffer) });
    },
  );

  app.get(
    '/buyer/subscription/plan',
    {
      schema: {
        tags,
        summary: 'The active plan, downloads left this period, renewal date and pack credits',
        security: bearerSecurity,
        response: responses(SubscriptionStatusData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await getSubscriptionStatus(deps, signedInUser(request), requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  for (const [path, cancel, summary] of [
    ['/buyer/subscription/cancel', true, 'Cancel the plan at the end of the period (it stays usable until then)'],
    ['/buyer/subscription/resume', false, 'Undo a cancellation: the plan renews as usual'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary, security: bearerSecurity, response: responses(SubscriptionStatusData) }, onRequest: buyer },
      async (request, reply) => {
        const outcome = await setCancelAtPeriodEnd(deps, signedInUser(request), cancel, requestLanguage(request));
        return sendOk(reply, outcome.data, outcome.message);
      },
    );
  }

  app.post(
    '/buyer/subscription/upgrade',
    {
      schema: {
        tags,
        summary: 'Upgrade now to a larger plan, charged to the saved card less a credit for the unused period',
        security: bearerSecurity,
        body: UpgradeBody,
        response: responses(UpgradeData),
      },
      onRequest: buyer,
      config: paymentLimit,
    },
    async (request, reply) => {
      const outcome = await upgradeNow(deps, signedInUser(request), request.body, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/billing',
    {
      schema: {
        tags,
        summary: "The buyer's invoices, newest first",
        security: bearerSecurity,
        querystring: BillingQuery,
        response: responses(InvoicePage),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await billingHistory(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/purchase/history',
    {
      schema: {
        tags,
        summary: "The buyer's orders (paid, pending and failed), newest first, 5 a page",
        security: bearerSecurity,
        querystring: PurchaseHistoryQuery,
        response: responses(OrderPage),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await purchaseHistory(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/invoice/pdf',
    {
      schema: {
        tags,
        summary: 'An invoice as a PDF',
        security: bearerSecurity,
        querystring: InvoicePdfQuery,
        produces: ['application/pdf'],
        response: PdfResponse,
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      return sendPdf(reply, await invoicePdfFor(deps, signedInUser(request), request.query.invoice_id, await readerLocaleOf(request)));
    },
  );

  app.get(
    '/buyer/credit-note/pdf',
    {
      schema: {
        tags,
        summary: 'A credit note (a refund of an invoice) as a PDF',
        security: bearerSecurity,
        querystring: CreditNotePdfQuery,
        produces: ['application/pdf'],
        response: PdfResponse,
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await creditNotePdfFor(deps, signedInUser(request), request.query.credit_note_id, await readerLocaleOf(request)),
      );
    },
  );
};

/** A buyer's PDF as a download, never cached by the browser or a proxy. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
