import type { FieldError, Language } from '@stock/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../request-language';
import { apiMessage } from './api-messages';

interface SentEnvelope {
  status_code: number;
  message: string;
  errors?: FieldError[];
}

function isEnvelope(payload: unknown): payload is SentEnvelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<SentEnvelope>;
  return typeof candidate.status_code === 'number' && typeof candidate.message === 'string';
}

/** The envelope with its message and field errors in `language`; a new object, the route's own is left alone. */
export function localiseEnvelope<T extends SentEnvelope>(envelope: T, language: Language): T {
  if (language === 'en') return envelope;
  const localised = { ...envelope, message: apiMessage(envelope.message, language) };
  if (envelope.errors) localised.errors = envelope.errors.map((error) => ({ ...error, message: apiMessage(error.message, language) }));
  return localised;
}

/** The partner API and its OAuth token calls speak to developers' programs, in English (see docs/decisions.md). */
const isPartnerApi = (url: string) => url.startsWith('/api/v1/') || url === '/api/v1';

/** A payload as the reader of `request` gets it: an envelope in their language, anything else as it is. */
export function forReader<T>(request: FastifyRequest, payload: T): T {
  if (!isEnvelope(payload) || isPartnerApi(request.url)) return payload;
  return localiseEnvelope(payload, requestLanguage(request));
}

/**
 * The one place where the API's messages become the reader's language: every envelope, success or error, passes here
 * just before it is serialised. Call sites keep writing English, which stays the answer without Accept-Language.
 * Errors met before routing skip Fastify's hooks; their handler (framework-errors.ts) calls `forReader` itself.
 */
export function localiseEnvelopes(app: FastifyInstance) {
  // A callback hook (no promise per request); a throw is passed on to the error handler as a rejection would be.
  app.addHook('preSerialization', (request, _reply, payload, done) => done(null, forReader(request, payload)));
}
