import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, serverFaultEnvelope } from './envelope';
import { forReader } from './messages/localised-envelopes';

/**
 * Errors Fastify meets before a route is found (a malformed percent-encoding in the path, a path parameter too long),
 * answered in the envelope like every other error instead of Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(forReader(request, errorEnvelope(400, 'The address is not valid: it has a malformed percent-encoding (%).')));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(forReader(request, errorEnvelope(414, 'The address is too long.')));
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send(forReader(request, serverFaultEnvelope(request.id)));
}

const CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large.' },
};
const MALFORMED = { statusCode: 400, message: 'The request is not valid HTTP.' };

/**
 * Node's answer to a request it cannot even parse (Fastify's `clientErrorHandler`), in the envelope. There is no
 * request and no reply yet, so the answer is written to the socket, which is then closed, as Node itself does.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope(statusCode, message));
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
