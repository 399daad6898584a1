import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOfferCreateBody,
  AdminOfferData,
  AdminOfferParams,
  AdminOfferUpdateBody,
  AdminPricingData,
  AdminPromoCreateBody,
  AdminPromoData,
  AdminPromoParams,
  AdminPromoUpdateBody,
  AdminVariantBody,
  AdminVariantData,
  AdminVariantParams,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { createOffer, createPromo, editOffer, editPromo, editVariant, pricingOverview } from './admin-pricing.service';

const PASSWORD_AGAIN = ' (after the password is typed again)';

/** Every change here is audited with its old and new values, and the public plans answer is forgotten at once. */
export const adminPricingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin pricing'];

  app.get(
    '/admin/pricing',
    {
      schema: {
        tags,
        summary: 'Plan variants and credit packs, offers and promo codes, as sold now',
        security: bearerSecurity,
        response: responses(AdminPricingData),
      },
      onRequest: admin,
    },
    async (_request, reply) => {
      const outcome = await pricingOverview(deps);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/pricing/variants/:id',
    {
      schema: {
        tags,
        summary: `Change a plan variant's or credit pack's price, downloads, or whether it is sold${PASSWORD_AGAIN}`,
        security: bearerSecurity,
        params: AdminVariantParams,
        body: AdminVariantBody,
        response: responses(AdminVariantData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editVariant(deps, signedInUser(request), request.params.id, request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/pricing/offers',
    {
      schema: {
        tags,
        summary: `Create a pricing-page offer${PASSWORD_AGAIN}`,
        security: bearerSecurity,
        body: AdminOfferCreateBody,
        response: responses(AdminOfferData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await createOffer(deps, signedInUser(request), request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/pricing/offers/:code',
    {
      schema: {
        tags,
        summary: `Edit or deactivate an offer${PASSWORD_AGAIN}`,
        security: bearerSecurity,
        params: AdminOfferParams,
        body: AdminOfferUpdateBody,
        response: responses(AdminOfferData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editOffer(deps, signedInUser(request), request.params.code, request.body);
      request.server.purgePublicCache();
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/pricing/promo-codes',
    {
      schema: {
        tags,
        summary: `Create a promo code${PASSWORD_AGAIN}`,
        security: bearerSecurity,
        body: AdminPromoCreateBody,
        response: responses(AdminPromoData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await createPromo(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/admin/pricing/promo-codes/:id',
    {
      schema: {
        tags,
        summary: `Edit or deactivate a promo code${PASSWORD_AGAIN}`,
        security: bearerSecurity,
        params: AdminPromoParams,
        body: AdminPromoUpdateBody,
        response: responses(AdminPromoData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await editPromo(deps, signedInUser(request), request.params.id, request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
