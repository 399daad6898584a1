import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OwnPortfolioQuery, PortfolioData, PortfolioPage, PortfolioUpdateBody, PublicPortfolioQuery } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { ownPortfolio, publicPortfolio, updatePortfolio } from './portfolio.service';

export const portfolioRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = requireRole('contributor', deps);
  const tags = ['portfolio'];

  app.get(
    '/contributor/portfolio',
    {
      schema: {
        tags,
        summary: "The signed-in contributor's portfolio as buyers see it, with their published files (48 a page)",
        security: bearerSecurity,
        querystring: OwnPortfolioQuery,
        response: responses(PortfolioPage),
      },
      onRequest: contributor,
    },
    async (request, reply) => {
      const outcome = await ownPortfolio(deps, signedInUser(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/portfolio',
    {
      schema: {
        tags,
        summary: "A contributor's public portfolio by their slug: profile, cover, featured files, counts, published files",
        querystring: PublicPortfolioQuery,
        response: responses(PortfolioPage),
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const outcome = await publicPortfolio(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/contributor/portfolio/update',
    {
      schema: {
        tags,
        summary: 'Update the portfolio: bio, location, links, cover file and featured files',
        description: 'Contributor. The cover and featured files (up to 6, in order) must be your own published files.',
        security: bearerSecurity,
        body: PortfolioUpdateBody,
        response: responses(PortfolioData),
      },
      onRequest: contributor,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const outcome = await updatePortfolio(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
