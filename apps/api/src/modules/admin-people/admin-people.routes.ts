import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminRoleChangeBody,
  AdminUserActionBody,
  AdminUserData,
  AdminUserDetail,
  AdminUserParams,
  AdminUserQuery,
  PagedAdminUsers,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { findUsers, reactivateUser, resendVerification, signOutEverywhere, suspendUser, userDetail } from './admin-people.service';
import { changeRole } from './admin-roles.service';

const ACTIONS = {
  suspend: { summary: 'Suspend an account: no sign-in, every session ended, public portfolio hidden', run: suspendUser, purge: true },
  reactivate: { summary: 'Lift a suspension', run: reactivateUser, purge: true },
  'sign-out': { summary: 'End every session of an account', run: signOutEverywhere, purge: false },
  'resend-verification': { summary: 'E-mail a new verification code to an unverified account', run: resendVerification, purge: false },
} as const;

export const adminPeopleRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const admin = requireRole('admin', deps);
  const tags = ['admin people'];

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Search users by e-mail, name or id',
        security: bearerSecurity,
        querystring: AdminUserQuery,
        response: responses(PagedAdminUsers),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await findUsers(deps, request.query);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'One user: plan, orders, licences, files, balance, sessions and the audit trail',
        security: bearerSecurity,
        params: AdminUserParams,
        response: responses(AdminUserDetail),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await userDetail(deps, request.params.id);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  app.post(
    '/admin/users/roles',
    {
      schema: {
        tags,
        summary: 'Give or take away the admin or contributor role (after the password is typed again); never the last admin',
        security: bearerSecurity,
        body: AdminRoleChangeBody,
        response: responses(AdminUserData),
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const outcome = await changeRole(deps, signedInUser(request), request.body);
      return sendOk(reply, outcome.data, outcome.message);
    },
  );

  for (const [name, action] of Object.entries(ACTIONS)) {
    app.post(
      `/admin/users/${name}`,
      {
        schema: { tags, summary: action.summary, security: bearerSecurity, body: AdminUserActionBody, response: responses(AdminUserData) },
        onRequest: admin,
      },
      async (request, reply) => {
        const outcome = await action.run(deps, signedInUser(request), request.body.user_id, request.body.reason.trim());
        if (action.purge) await request.server.purgePublicCache();
        return sendOk(reply, outcome.data, outcome.message);
      },
    );
  }
};
