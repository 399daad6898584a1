import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  CodeSent,
  EmailBody,
  LoginBody,
  NoData,
  PhoneBody,
  RegisterBody,
  Registration,
  SetPasswordBody,
  SignedIn,
  UserData,
  VerifyEmailOtpBody,
  VerifyForgotBody,
  VerifyPhoneOtpBody,
} from '@stock/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole, signedInUser } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import { requestLocale } from '../../i18n/request-locale';
import {
  type ClientInfo,
  changePassword,
  forgotPassword,
  login,
  logout,
  type Outcome,
  register,
  sendEmailOtp,
  sendPhoneOtp,
  setPassword,
  verifyEmailOtp,
  verifyForgot,
  verifyPhoneOtp,
} from './auth.service';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const send = <T>(reply: FastifyReply, outcome: Outcome<T>) => sendOk(reply, outcome.data, outcome.message);
const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const tags = ['auth'];

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account as a buyer or a contributor',
        description:
          'Public. Creates an unverified account and e-mails a 6-digit code. An address that already has an account ' +
          'gets the same answer, and its owner an e-mail instead (with the account password, the other role is added and ' +
          'the e-mail says so): the call never tells whether an address has an account. `data.user` echoes what was asked.',
        body: RegisterBody,
        response: responses(Registration),
      },
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await register(deps, request.body, new Date(), requestLocale(request))),
  );

  app.post(
    '/send/email/otp',
    {
      schema: {
        tags,
        summary: 'E-mail a new verification code',
        description: 'Public. At most one code per minute per address (429 says how long to wait).',
        body: EmailBody,
        response: responses(CodeSent),
      },
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await sendEmailOtp(deps, request.body.email, requestLocale(request))),
  );

  app.post(
    '/verify/otp',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with its code',
        description: 'Public. Verifies a new account, or confirms a pending e-mail change. Five wrong tries end a code.',
        body: VerifyEmailOtpBody,
        response: responses(UserData),
      },
      config: perMinute(30),
    },
    async (request, reply) => send(reply, await verifyEmailOtp(deps, request.body.email, request.body.email_otp, clientOf(request))),
  );

  app.post(
    '/send/phone/otp',
    {
      schema: {
        tags,
        summary: 'Text a verification code to a phone number',
        description: 'Public. At most one code per minute per number.',
        body: PhoneBody,
        response: responses(CodeSent),
      },
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await sendPhoneOtp(deps, request.body.phone, requestLocale(request))),
  );

  app.post(
    '/verify/phone/otp',
    {
      schema: {
        tags,
        summary: 'Verify a phone number with its code',
        body: VerifyPhoneOtpBody,
        response: responses(NoData),
      },
      config: perMinute(30),
    },
    async (request, reply) => send(reply, await verifyPhoneOtp(deps, request.body.phone, request.body.phone_otp, clientOf(request))),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in as a buyer, a contributor or an administrator',
        description:
          'Public. The role comes from `role`, else `is_contributor`, else buyer. A wrong e-mail or password is one 400 ' +
          'message. Failures slow down, never lock: after 5 at one address from one source, that source waits 2, 4, 8 ... ' +
          'seconds (429 says how long); after 10 at one address from anywhere, every source but the devices its owner ' +
          'signed in on waits too, and the owner is e-mailed once. Unknown addresses are answered and slowed alike.',
        body: LoginBody,
        response: responses(SignedIn),
      },
      config: perMinute(20),
    },
    async (request, reply) => send(reply, await login(deps, request.body, clientOf(request))),
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'End this session', security: bearerSecurity, response: responses(NoData) },
      onRequest: requireRole(['buyer', 'contributor', 'admin'], deps),
    },
    async (request, reply) => send(reply, await logout(deps, signedInUser(request))),
  );

  app.post(
    '/forgot',
    {
      schema: {
        tags,
        summary: 'E-mail a code to reset a forgotten password',
        description: 'Public. Answers the same whether or not the address has an account.',
        body: EmailBody,
        response: responses(NoData),
      },
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await forgotPassword(deps, request.body.email, requestLocale(request))),
  );

  app.post(
    '/verify/forgot',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed code',
        description: 'Public. Ends every session of the account.',
        body: VerifyForgotBody,
        response: responses(NoData),
      },
      config: perMinute(20),
    },
    async (request, reply) => send(reply, await verifyForgot(deps, request.body, clientOf(request))),
  );

  app.post(
    '/set/password',
    {
      schema: {
        tags,
        summary: 'Set a password on an account that has none',
        description:
          'Public. Without `code`: e-mails a code if the account has no password (the answer is the same either way). ' +
          'With `code`: sets the password and ends every session of the account.',
        body: SetPasswordBody,
        response: responses(NoData),
      },
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await setPassword(deps, request.body, clientOf(request))),
  );

  app.put(
    '/profile/change/password',
    {
      schema: {
        tags,
        summary: 'Change the password',
        description: 'Buyer. Ends every other session of the account.',
        security: bearerSecurity,
        body: ChangePasswordBody,
        response: responses(NoData),
      },
      onRequest: requireRole('buyer', deps),
      config: perMinute(10),
    },
    async (request, reply) => send(reply, await changePassword(deps, signedInUser(request), request.body, clientOf(request))),
  );
};
