import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminAuditQuery, PagedAuditEntries } from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { paged, pageWindow } from '../../http/pagination';
import { listAudit } from './admin-audit.repo';

export const adminAuditRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'What administrators did, newest first; optionally about one target (e.g. target_type=user&target_id=42)',
        security: bearerSecurity,
        querystring: AdminAuditQuery,
        response: responses(PagedAuditEntries),
      },
      onRequest: requireRole('admin', deps),
    },
    async (request, reply) => {
      const window = pageWindow(request.query, 20);
      const { rows, total } = await listAudit(
        deps.db,
        { targetType: request.query.target_type, targetId: request.query.target_id },
        window,
      );
      return sendOk(reply, paged(rows, total, window));
    },
  );
};
