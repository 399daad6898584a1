import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReferralSummaryData } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { referralSummary } from './referral.service';

export const referralRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = requireRole('contributor', deps);
  // The spec's client calls both spellings.
  for (const path of ['/contributor/referral/summary', '/contributor/referal/summary']) {
    app.get(
      path,
      {
        schema: {
          tags: ['referral'],
          summary: 'Referral code, sign-up links, the people referred, their status and what they earned the contributor',
          security: bearerSecurity,
          response: responses(ReferralSummaryData),
        },
        onRequest: contributor,
      },
      async (request, reply) => {
        const outcome = await referralSummary(deps, signedInUser(request));
        return sendOk(reply, outcome.data, outcome.message);
      },
    );
  }
};
