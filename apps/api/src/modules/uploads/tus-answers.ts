import { errorEnvelope, serverFaultEnvelope } from '../../http/envelope';

function isEnvelope(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { status?: unknown; status_code?: unknown };
    return typeof parsed.status === 'boolean' && typeof parsed.status_code === 'number';
  } catch {
    return false;
  }
}

/**
 * A tus answer as the protocol made it (status, Tus-Resumable and the other headers untouched), except that an error's
 * body, plain text from the tus server, becomes the API's envelope like every other error. The tus specification
 * leaves error bodies free. A fault on our side says only the request id, as the API's 500s do; HEAD answers carry no
 * body, so they stay as they are.
 */
export async function envelopedTusAnswer(answer: Response, method: string, requestId: string): Promise<Response> {
  if (answer.status < 400 || method === 'HEAD') return answer;
  const text = (await answer.text()).trim();
  const body = isEnvelope(text)
    ? text
    : JSON.stringify(answer.status >= 500 ? serverFaultEnvelope(requestId) : errorEnvelope(answer.status, text || answer.statusText));
  const headers = new Headers(answer.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}
