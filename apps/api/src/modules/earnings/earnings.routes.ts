import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EarningsGraphData,
  EarningsGraphQuery,
  EarningsSummaryData,
  PagedFileEarnings,
  PagedPeriodQuery,
  PeriodQuery,
  RoyaltyStatement,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { fileResponses, responses, sendOk } from '../../http/envelope';
import { requestLanguage } from '../../http/request-language';
import { earningsGraph, earningsSummary, filesDetail, royaltyStatement, royaltyStatementFile } from './earnings.service';

const PERIOD_NOTE =
  'startTime and endTime: a day (2026-11-01, whole day in UTC), an ISO date-time or epoch milliseconds; the last 30 days by default.';

export const earningsRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const contributor = requireRole('contributor', deps);
  const tags = ['earnings'];
  const base = { onRequest: contributor };

  app.get(
    '/contributor/earning/summary',
    {
      ...base,
      schema: {
        tags,
        summary: 'Downloads and earnings of a period, balances, and the earnings level with progress to the next',
        description: PERIOD_NOTE,
        security: bearerSecurity,
        querystring: PeriodQuery,
        response: responses(EarningsSummaryData),
      },
    },
    async (request, reply) => {
      const outcome = await earningsSummary(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/contributor/earning/summary/graph',
    {
      ...base,
      schema: {
        tags,
        summary: 'Downloads and earnings per day, week or month of a period (every bucket, empty ones as zero)',
        description: PERIOD_NOTE,
        security: bearerSecurity,
        querystring: EarningsGraphQuery,
        response: responses(EarningsGraphData),
      },
    },
    async (request, reply) => {
      const outcome = await earningsGraph(deps, signedInUser(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/contributor/files/detail',
    {
      ...base,
      schema: {
        tags,
        summary: 'Per file: downloads and earnings in the period, best earners first (10 a page)',
        description: PERIOD_NOTE,
        security: bearerSecurity,
        querystring: PagedPeriodQuery,
        response: responses(PagedFileEarnings),
      },
    },
    async (request, reply) => {
      const outcome = await filesDetail(deps, signedInUser(request), request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/contributor/royalty/statement',
    {
      ...base,
      schema: {
        tags,
        summary: 'The royalty statement: every licensed download of the period with its value, rate, level and royalty',
        description: `${PERIOD_NOTE} Paged (limit 50 by default).`,
        security: bearerSecurity,
        querystring: PagedPeriodQuery,
        response: responses(RoyaltyStatement),
      },
    },
    async (request, reply) => {
      const outcome = await royaltyStatement(deps, signedInUser(request), request.query, requestLanguage(request));
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/contributor/royalty/statement.csv',
    {
      ...base,
      schema: {
        tags,
        summary: 'The royalty statement of the period as a CSV file',
        description: PERIOD_NOTE,
        security: bearerSecurity,
        querystring: PeriodQuery,
        produces: ['text/csv'],
        response: fileResponses('The statement as CSV'),
      },
    },
    async (request, reply) => {
      const file = await royaltyStatementFile(deps, signedInUser(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );
};
