import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SubscribeBody, Subscription } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { responses, sendOk } from '../../http/envelope';
import { subscribeToNewsletter } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, { db }) => {
  app.post(
    '/contributor/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        description: 'Public. The address is trimmed and lower-cased; subscribing twice succeeds and says so.',
        body: SubscribeBody,
        response: responses(Subscription),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { subscription, message } = await subscribeToNewsletter(db, request.body.email);
      return sendOk(reply, subscription, message);
    },
  );
};
