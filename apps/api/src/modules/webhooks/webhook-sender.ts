import { signedWebhookHeaders } from '@stock/contracts/webhook-signature';

/** How much of a receiver's answer the log keeps. */
const BODY_KEPT = 1024;

export interface AttemptResult {
  succeeded: boolean;
  response_status: number | null;
  response_body: string | null;
  duration_ms: number;
  error: string | null;
}

/** The first kilobyte of the answer; the rest is not read. */
async function firstKilobyte(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < BODY_KEPT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, BODY_KEPT).toString('utf8');
}

/**
 * POSTs one signed delivery and reports what happened. A 2xx answer is success; any other answer, a redirect (not
 * followed: the endpoint's own URL is the one checked), a refused connection or the timeout is a failure.
 */
export async function sendSigned(
  url: string,
  secret: string,
  eventId: string,
  body: string,
  timeoutSeconds: number,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'stock-media-webhooks/1',
        ...signedWebhookHeaders(secret, eventId, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
    const text = await firstKilobyte(response).catch(() => '');
    const succeeded = response.status >= 200 && response.status < 300;
    return {
      succeeded,
      response_status: response.status,
      response_body: text,
      duration_ms: elapsed(),
      error: succeeded ? null : `The receiver answered ${response.status}.`,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? `No answer within ${timeoutSeconds} s.` : `The request failed: ${causeOf(error)}`;
    return { succeeded: false, response_status: null, response_body: null, duration_ms: elapsed(), error: reason };
  }
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
