import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CheckoutData,
  CollectionLicenceBody,
  CollectionLicenceData,
  CollectionZipQuery,
  FileCheckoutBody,
  LicenceCsvQuery,
  LicenceReferencesBody,
  LicenceTiersData,
  LicenceUpgradeBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { fileResponses, responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { licencesCsv, saveLicenceReferences } from '../downloads/licences.service';
import { licenseCollection, streamCollectionZip } from './collection-zip.service';
import { checkoutFile, checkoutLicenceUpgrade } from './licence-checkout.service';
import { licenceTiers } from './licence-tiers';

const ReferencesData = Type.Object({
  client_name: Type.Union([Type.String(), Type.Null()]),
  project: Type.Union([Type.String(), Type.Null()]),
  po_number: Type.Union([Type.String(), Type.Null()]),
});

export const licensingRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['licensing'];
  const buyer = requireRole('buyer', deps);
  const paymentLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/licence/tiers',
    {
      schema: {
        tags,
        summary: 'The licence tiers: what each allows, and what one file costs at each (USD cents, before tax)',
        response: responses(LicenceTiersData),
      },
      config: { publicCache: true },
    },
    async (request, reply) => sendOk(reply, licenceTiers(requestLanguage(request)), 'OK'),
  );

  app.post(
    '/buyer/file/checkout',
    {
      schema: {
        tags,
        summary: 'Buy one file at a licence tier: makes the order and starts its payment, as plan checkout does',
        description:
          'Buyer. The server prices the order from the tier and the file type; a price or currency in the body is refused. ' +
          'Pay it with the test card call or on the provider page. 409 when the file is licensed already.',
        security: bearerSecurity,
        body: FileCheckoutBody,
        response: responses(CheckoutData),
      },
      onRequest: buyer,
      config: paymentLimit,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await checkoutFile(deps, user, request.body, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/buyer/licence/upgrade',
    {
      schema: {
        tags,
        summary: 'Upgrade a Standard licence to Enhanced, paying the difference between the two file prices',
        description: "Buyer. Makes the order and starts its payment. 409 when the licence is Enhanced already; 404 for another buyer's.",
        security: bearerSecurity,
        body: LicenceUpgradeBody,
        response: responses(CheckoutData),
      },
      onRequest: buyer,
      config: paymentLimit,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await checkoutLicenceUpgrade(deps, user, request.body, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/buyer/licence/references',
    {
      schema: {
        tags,
        summary: "Record the end client, project and purchase-order number of a licence (the buyer's or their team's)",
        security: bearerSecurity,
        body: LicenceReferencesBody,
        response: responses(ReferencesData),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const outcome = await saveLicenceReferences(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/buyer/licences.csv',
    {
      schema: {
        tags,
        summary: 'The licence history as a CSV file (same reference filter as the list)',
        security: bearerSecurity,
        querystring: LicenceCsvQuery,
        produces: ['text/csv'],
        response: fileResponses('The licence history as CSV'),
      },
      onRequest: buyer,
    },
    async (request, reply) => {
      const csv = await licencesCsv(deps, signedInUser(request), request.query.reference);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="licences.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.post(
    '/buyer/collection/license',
    {
      schema: {
        tags,
        summary: 'License every file of a collection at a size, and get a short-lived signed URL of their zip',
        description:
          'Buyer. Each file not licensed before uses one download; when the collection needs more downloads than are left, ' +
          '403 and nothing is licensed. Files licensed before are free. 404 for a collection the buyer cannot see.',
        security: bearerSecurity,
        body: CollectionLicenceBody,
        response: responses(CollectionLicenceData),
      },
      onRequest: buyer,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await licenseCollection(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/download/collection.zip',
    {
      schema: {
        tags,
        summary: 'The zip a signed URL names (no token: the signature is the permission), streamed with its length',
        description: '403 when the signature does not match or the link expired.',
        querystring: CollectionZipQuery,
        produces: ['application/zip'],
        response: { 200: Type.String({ format: 'binary' }), '4xx': Type.Any() },
      },
    },
    async (request, reply) => {
      const zip = await streamCollectionZip(deps, request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', zip.bytes)
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.stream);
    },
  );
};
