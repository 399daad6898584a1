import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './envelope';

/**
 * Remembers which methods each static path answers, so that a request with the wrong method gets 405 and an Allow
 * header instead of a misleading 404. Every call of the API contract is a static path.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });
  return (path) => [...(methodsByPath.get(path) ?? methodsByPath.get(path.replace(/\/$/, '')) ?? [])];
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply, allowedMethods: string[]) {
  const path = request.url.split('?')[0] ?? request.url;
  if (allowedMethods.length > 0) {
    return reply
      .code(405)
      .header('allow', allowedMethods.join(', '))
      .send(errorEnvelope(405, `${request.method} is not allowed on ${path}; use ${allowedMethods.join(' or ')}.`));
  }
  return reply.code(404).send(errorEnvelope(404, `There is no ${request.method} ${path} in this API.`));
}
