import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BankCodeSentData, BankDetailsBody, BankDetailsData, BankDetailsVerifyBody } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { getBankDetails, saveBankDetails, sendBankDetailsCode, verifyBankDetails } from './bank-details.service';

const SAVE_DESCRIPTION =
  'Contributor. Account holder, bank name, country, and either an IBAN (checked by its checksum) or an account number ' +
  'with a routing number or SWIFT code. Confirm with `password` or with `email_otp` (a code from ' +
  'POST /contributor/bank/details/send/code); only the e-mail code makes the details verified at once, and withdrawals ' +
  'need verified details. The numbers are stored encrypted and always shown masked. The owner is e-mailed.';

export const bankDetailsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = requireRole('contributor', deps);
  const tags = ['bank details'];
  const changeLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get(
    '/contributor/bank/details',
    {
      schema: {
        tags,
        summary: "The contributor's bank details, masked (null when none)",
        security: bearerSecurity,
        response: responses(BankDetailsData),
      },
      onRequest: contributor,
    },
    async (request, reply) => {
      const outcome = await getBankDetails(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/contributor/add/bank/details',
    {
      schema: {
        tags,
        summary: 'Add bank details',
        description: SAVE_DESCRIPTION,
        security: bearerSecurity,
        body: BankDetailsBody,
        response: responses(BankDetailsData),
      },
      onRequest: contributor,
      config: changeLimit,
    },
    async (request, reply) => {
      const outcome = await saveBankDetails(deps, signedInUser(request), request.body, 'add', request.ip);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.put(
    '/contributor/edit/bank/details',
    {
      schema: {
        tags,
        summary: 'Replace the bank details',
        description: SAVE_DESCRIPTION,
        security: bearerSecurity,
        body: BankDetailsBody,
        response: responses(BankDetailsData),
      },
      onRequest: contributor,
      config: changeLimit,
    },
    async (request, reply) => {
      const outcome = await saveBankDetails(deps, signedInUser(request), request.body, 'edit', request.ip);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/contributor/bank/details/send/code',
    {
      schema: {
        tags,
        summary: 'E-mail the contributor a code that confirms a bank-details change',
        security: bearerSecurity,
        response: responses(BankCodeSentData),
      },
      onRequest: contributor,
      config: changeLimit,
    },
    async (request, reply) => {
      const outcome = await sendBankDetailsCode(deps, signedInUser(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/contributor/bank/details/verify',
    {
      schema: {
        tags,
        summary: 'Confirm saved bank details with the e-mailed code (makes them verified)',
        security: bearerSecurity,
        body: BankDetailsVerifyBody,
        response: responses(BankDetailsData),
      },
      onRequest: contributor,
      config: changeLimit,
    },
    async (request, reply) => {
      const outcome = await verifyBankDetails(deps, signedInUser(request), request.body.email_otp, request.ip);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );
};
