import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  BlogIdParams,
  BlogTranslationParams,
  BlogTranslationResponse,
  BlogTranslationsResponse,
  SaveBlogTranslationBody,
} from '@stock/contracts';
import type { AppDeps } from '../../app-deps';
import { bearerSecurity, requireRole } from '../../http/auth';
import { responses, sendOk } from '../../http/envelope';
import * as translations from './blog-translations.service';

/** An article's translations: admins only. */
export const adminBlogTranslationRoutes: FastifyPluginAsyncTypebox<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const admin = { onRequest: requireRole('admin', deps) };
  const tags = ['admin'];

  app.get(
    '/admin/blogs/:id/translations',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The translations an article has',
        params: BlogIdParams,
        response: responses(BlogTranslationsResponse),
      },
    },
    async (request, reply) => sendOk(reply, { translations: await translations.listTranslations(db, request.params.id) }),
  );
  app.put(
    '/admin/blogs/:id/translations/:lang',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add or change the translation of an article into one language',
        params: BlogTranslationParams,
        body: SaveBlogTranslationBody,
        response: responses(BlogTranslationResponse),
      },
    },
    async (request, reply) =>
      sendOk(
        reply,
        { translation: await translations.saveTranslation(db, request.params.id, request.params.lang, request.body) },
        'The translation is saved.',
      ),
  );
  app.delete(
    '/admin/blogs/:id/translations/:lang',
    {
      ...admin,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Remove the translation of an article into one language',
        params: BlogTranslationParams,
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      await translations.deleteTranslation(db, request.params.id, request.params.lang);
      return sendOk(reply, null, 'The translation is removed.');
    },
  );
};
