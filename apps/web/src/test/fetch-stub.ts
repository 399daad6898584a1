import { vi } from 'vitest';

export function envelopeResponse(statusCode: number, data: unknown, message = statusCode < 400 ? 'OK' : 'Not found') {
  return new Response(JSON.stringify({ status: statusCode < 400, status_code: statusCode, statusCode, message, data }), {
    status: statusCode,
    headers: { 'content-type': 'application/json' },
  });
}

type Answer = { status?: number; data: unknown } | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

/**
 * Stubs fetch with answers by API path (without /api); any other call answers 404, as the real API would for a path it
 * does not have. Returns the mock, to read the URLs the page asked for.
 */
export function stubApi(answers: Record<string, Answer>) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname.replace(/^\/api/, '')];
    if (!answer) return envelopeResponse(404, null);
    if (typeof answer === 'function') return answer(url, init);
    return envelopeResponse(answer.status ?? 200, answer.data);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls made to one API path, as URL objects, to check their parameters. */
export function callsTo(mock: ReturnType<typeof stubApi>, path: string): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === `/api${path}`);
}

/** The JSON body of the first request to a path (ending with `path`) that sent one: what a form submitted. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it expects of the body it checks.
export function firstBodySentTo(mock: ReturnType<typeof stubApi>, path: string): any {
  const sent = mock.mock.calls.find(([input, init]) => String(input).endsWith(path) && init?.body !== undefined);
  return JSON.parse(String(sent?.[1]?.body));
}
