import type { TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, type FieldError } from '@stock/contracts';
import type { FastifyReply } from 'fastify';

export function envelope<T>(statusCode: number, message: string, data: T) {
  return { status: statusCode < 400, status_code: statusCode, statusCode, message, data };
}

export function errorEnvelope(statusCode: number, message: string, extra: { errors?: FieldError[]; request_id?: string } = {}) {
  return { ...envelope(statusCode, message, null), status: false as const, ...extra };
}

/** A fault on our side: the client learns only the request id, which the logs carry too. */
export function serverFaultEnvelope(requestId: string) {
  return errorEnvelope(500, `Something went wrong on our side. Please try again; if it persists, quote ${requestId}.`, {
    request_id: requestId,
  });
}

/**
 * Sends `data` in the success envelope; routes return its result. Success is always 200, in HTTP and in the envelope:
 * the spec's client takes any other status_code (a 201 too) for a failure.
 */
export function sendOk<T>(reply: FastifyReply, data: T, message = 'OK') {
  return reply.code(200).send(envelope(200, message, data));
}

const ERROR_RESPONSES = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** Response schemas of a route: its success envelope plus the shared error envelope, for serialisation and OpenAPI. */
export function responses<T extends TSchema>(data: T) {
  return { 200: Envelope(data), ...ERROR_RESPONSES };
}

/**
 * Response schemas of a route that answers with a file (CSV, PDF, an image): the file on success, described for
 * OpenAPI and sent as it is, and the shared error envelope otherwise.
 */
export function fileResponses(description: string) {
  return { 200: { description, type: 'string', format: 'binary' }, ...ERROR_RESPONSES };
}
