import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope, serverFaultEnvelope } from './envelope';
import { HttpError } from './http-error';
import { toFieldErrors } from './validation-errors';

/** Fastify's own client errors, reworded for people. */
const FRAMEWORK_MESSAGES: Record<string, (error: FastifyError, limit: number) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, limit) => `The request body is too large; the limit is ${formatBytes(limit)}.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'This content type is not supported here; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * One place turns every error into the envelope: validation into 400 with a field list, known errors into their
 * code and message, anything else into a logged 500 that tells the client only the request id.
 */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors = toFieldErrors(error.validation, error.validationContext);
      return reply.code(400).send(errorEnvelope(400, errors[0]?.message ?? 'The request is not valid.', { errors }));
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorEnvelope(error.statusCode, error.message, { errors: error.errors }));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const reword = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
      return reply.code(statusCode).send(errorEnvelope(statusCode, reword ? reword(error, bodyLimit) : error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(serverFaultEnvelope(request.id));
  });
}
