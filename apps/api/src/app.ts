import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SiteConfig } from '@stock/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config/config';
import { registerCompression } from './http/compression';
import { installErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { localiseEnvelopes } from './http/messages/localised-envelopes';
import { sendApiNotFound, trackRouteMethods } from './http/not-found';
import { registerOpenApi } from './http/openapi';
import { registerPublicMedia } from './http/public-media';
import { registerPublicResponseCache } from './http/public-response-cache';
import { parseQueryString } from './http/querystring';
import { connectRedis } from './http/redis-connection';
import { memoryCacheStore, redisCacheStore } from './http/response-cache-store';
import { registerSecurity } from './http/security';
import { AJV_OPTIONS, buildValidator } from './http/validation';
import { closeConnectionsWhenShuttingDown } from './lifecycle';
import { devMailboxRoutes } from './mail/dev-mailbox.routes';
import { measureDatabase, measureRequests, registerMetricsRoute } from './metrics/metrics';
import { adminAccessRoutes } from './modules/admin-access/admin-access.routes';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes';
import { adminCategoriesRoutes } from './modules/admin-categories/admin-categories.routes';
import { adminCurationRoutes } from './modules/admin-curation/admin-curation.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminFileRoutes } from './modules/admin-files/admin-files.routes';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes';
import { payoutBatchRoutes } from './modules/admin-payouts/payout-batches.routes';
import { adminPeopleRoutes } from './modules/admin-people/admin-people.routes';
import { adminPricingRoutes } from './modules/admin-pricing/admin-pricing.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bankDetailsRoutes } from './modules/bank-details/bank-details.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentMethodRoutes } from './modules/billing/payment-methods.routes';
import { stripeWebhookRoutes } from './modules/billing/stripe-webhook.routes';
import { buyerBlogRoutes, contributorBlogRoutes } from './modules/blogs/blogs.routes';
import { adminBlogRoutes } from './modules/blogs/blogs-admin.routes';
import { buyerCollectionRoutes } from './modules/buyer-collections/buyer-collections.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { PUBLIC_MEDIA_PREFIX } from './modules/catalogue/media-urls';
import { contributorFileRoutes } from './modules/contributor-files/contributor-files.routes';
import { developerRoutes } from './modules/developer/developer.routes';
import { oauthAppRoutes } from './modules/developer/oauth-apps.routes';
import { downloadRoutes } from './modules/downloads/downloads.routes';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { healthRoutes } from './modules/health/health.routes';
import { licensingRoutes } from './modules/licensing/licensing.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { oauthTokenRoutes } from './modules/partner-api/oauth-token.routes';
import { partnerApiRoutes } from './modules/partner-api/partner-api.routes';
import { partnerCollectionRoutes } from './modules/partner-api/partner-collections.routes';
import { adminPayoutRoutes } from './modules/payouts/payouts-admin.routes';
import { withdrawalRoutes } from './modules/payouts/withdrawals.routes';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referralRoutes } from './modules/referral/referral.routes';
import { modelReleaseRoutes } from './modules/releases/releases.routes';
import { resellerApplicationRoutes } from './modules/reseller/reseller-applications.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes';
import { searchRoutes } from './modules/search/search.routes';
import { describePage } from './modules/seo/page-meta.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { teamRoutes } from './modules/team/team.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { webhookDeveloperRoutes } from './modules/webhooks/webhooks-developer.routes';
import { webhookPartnerRoutes } from './modules/webhooks/webhooks-partner.routes';
import { registerWebApp, type WebApp } from './web/web-app';

export const API_PREFIX = '/api';
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions extends AppDeps {
  /** The built web app to serve beside the API; tests of the API leave it out. */
  webDistDir?: string;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = !config.isProduction && process.stdout.isTTY;
  return { level: config.logLevel, ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}) };
}

export function siteConfigOf(config: Config): SiteConfig {
  return { ...config.site, apiBaseUrl: API_PREFIX };
}

/** Trusts the nearest `hops` proxies, as Fastify does for a number (which its types do not admit). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole HTTP application without listening, so that tests can `inject` into exactly what runs. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const deps: AppDeps = { config, db: options.db, storage: options.storage, jobs: options.jobs };
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    ajv: AJV_OPTIONS,
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { querystringParser: parseQueryString },
    // Behind a balancer, rate limits and audit rows must see the client, not the balancer; a forged header from anyone else is ignored.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const methodsOf = trackRouteMethods(app);
  installErrorHandler(app, BODY_LIMIT_BYTES);
  localiseEnvelopes(app);
  // Hooks that every answer passes through take Fastify's callback and return nothing: an async hook costs a promise
  // and a turn of the microtask queue per request, and these do no asynchronous work.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  closeConnectionsWhenShuttingDown(app);
  measureRequests(app);
  measureDatabase(options.db);
  // With REDIS_URL, rate limits and cached answers are shared by every API node; else each process keeps its own.
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  const cacheStore = redis ? redisCacheStore(redis, (error) => app.log.warn({ err: error }, 'public cache')) : memoryCacheStore();
  registerPublicResponseCache(app, config.catalogueCacheSeconds, cacheStore);
  // After the cache, which keeps the uncompressed text.
  registerCompression(app);
  await registerSecurity(app, config, redis);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, deps);
      await api.register(newsletterRoutes, deps);
      await api.register(buyerBlogRoutes, deps);
      await api.register(contributorBlogRoutes, deps);
      await api.register(adminBlogRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(oauthRoutes, deps);
      await api.register(profileRoutes, deps);
      await api.register(billingRoutes, deps);
      await api.register(paymentMethodRoutes, deps);
      await api.register(downloadRoutes, deps);
      await api.register(licensingRoutes, deps);
      await api.register(stripeWebhookRoutes, deps);
      await api.register(uploadRoutes, deps);
      await api.register(contributorFileRoutes, deps);
      await api.register(modelReleaseRoutes, deps);
      await api.register(reviewRoutes, deps);
      await api.register(bankDetailsRoutes, deps);
      await api.register(withdrawalRoutes, deps);
      await api.register(adminPayoutRoutes, deps);
      await api.register(referralRoutes, deps);
      await api.register(earningsRoutes, deps);
      await api.register(portfolioRoutes, deps);
      await api.register(buyerCollectionRoutes, deps);
      await api.register(savedSearchRoutes, deps);
      await api.register(teamRoutes, deps);
      await api.register(adminAccessRoutes, deps);
      await api.register(adminAuditRoutes, deps);
      await api.register(adminDashboardRoutes, deps);
      await api.register(adminPeopleRoutes, deps);
      await api.register(adminFileRoutes, deps);
      await api.register(adminOrderRoutes, deps);
      await api.register(payoutBatchRoutes, deps);
      await api.register(resellerApplicationRoutes, deps);
      await api.register(developerRoutes, deps);
      await api.register(partnerApiRoutes, { ...deps, prefix: '/v1' });
      await api.register(webhookPartnerRoutes, { ...deps, prefix: '/v1' });
      await api.register(webhookDeveloperRoutes, deps);

      await api.register(oauthAppRoutes, deps);
      await api.register(oauthTokenRoutes, { ...deps, prefix: '/v1' });
      await api.register(partnerCollectionRoutes, { ...deps, prefix: '/v1' });
      await api.register(adminPricingRoutes, deps);
      await api.register(adminCurationRoutes, deps);
      await api.register(adminCategoriesRoutes, deps);
    },
    { prefix: API_PREFIX },
  );

  await registerPublicMedia(app, options.storage, config.s3?.publicBaseUrl);
  registerMetricsRoute(app, config.metrics.token);
  await app.register(seoRoutes, deps);
  if (!config.isProduction) await app.register(devMailboxRoutes, deps);

  let web: WebApp | undefined;
  if (options.webDistDir) {
    const webApp = await registerWebApp(app, options.webDistDir, siteConfigOf(config), (url, locale) =>
      describePage(options.db, config, url, locale),
    );
    app.get('/', { schema: { hide: true } }, (request, reply) => webApp.sendIndex(request, reply));
    web = webApp;
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    // A missing image must be a 404, not the web app's page.
    const isMedia = path.startsWith(PUBLIC_MEDIA_PREFIX);
    if (web && !isApi && !isMedia && (request.method === 'GET' || request.method === 'HEAD')) return web.sendIndex(request, reply);
    return sendApiNotFound(request, reply, methodsOf(path));
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
