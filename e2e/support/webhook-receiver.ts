import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '@stock/contracts/webhook-signature';

/** A delivery the receiver took, verified with the documented check. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface WebhookReceiver {
  /** Where to point an endpoint: http://127.0.0.1:<port>/hooks */
  url: string;
  /** Verified deliveries, in the order they arrived (a retry or redelivery is there again). */
  deliveries: ReceivedWebhook[];
  /** Every request that arrived, verified or not, with when. */
  requests: { at: number; rawBody: string; headers: IncomingHttpHeaders }[];
  /** Requests the check refused, with its reason (answered 400). */
  rejected: { reason: string; rawBody: string }[];
  /** The endpoint's signing secret, once the API has shown it. */
  useSecret(secret: string): void;
  /** What verified deliveries are answered from now on (200 by default). */
  answerWith(status: number, body?: string): void;
  /** The first verified delivery that matches, waiting for it. */
  waitFor(match: (delivery: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** Starts a webhook receiver on 127.0.0.1 (a free port) that checks each delivery's signature and timestamp. */
export async function startWebhookReceiver(secret = ''): Promise<WebhookReceiver> {
  let signingSecret = secret;
  let answer = { status: 200, body: 'ok' };
  const deliveries: ReceivedWebhook[] = [];
  const requests: WebhookReceiver['requests'] = [];
  const rejected: WebhookReceiver['rejected'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      requests.push({ at: Date.now(), rawBody, headers: request.headers });
      try {
        verifyWebhookSignature(signingSecret, request.headers, rawBody);
      } catch (error) {
        rejected.push({ reason: (error as Error).message, rawBody });
        response.writeHead(400).end('bad signature');
        return;
      }
      deliveries.push({ ...(JSON.parse(rawBody) as Omit<ReceivedWebhook, 'headers' | 'rawBody'>), headers: request.headers, rawBody });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    deliveries,
    requests,
    rejected,
    useSecret: (value) => {
      signingSecret = value;
    },
    answerWith: (status, body = status < 300 ? 'ok' : 'failing') => {
      answer = { status, body };
    },
    waitFor: async (match, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = deliveries.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching webhook delivery within ${timeoutMs} ms (${deliveries.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
