import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './partner-api.generated';

export type { components, paths };
export type PartnerClient = ReturnType<typeof createClient<paths>>;

export interface PartnerClientOptions {
  /** The partner API's root, e.g. `https://stock.example.com/api/v1`. */
  baseUrl: string;
  /** An API key, or an access token from `requestAccessToken`. */
  token?: string;
  /** Another fetch (a test's, or one with a proxy); the global fetch by default. */
  fetch?: ClientOptions['fetch'];
}

/** A typed client of /api/v1: paths, parameters, bodies and answers are checked against the OpenAPI document. */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Form-encodes a token request, as RFC 6749 has it. */
export function formBody(body: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) params.set(name, value);
  return params.toString();
}

/** HTTP Basic client authentication (RFC 6749 section 2.3.1: each part form-encoded first). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/**
 * Asks the token endpoint for an access token with the app's client credentials (HTTP Basic, form body), optionally
 * narrowed to some scopes.
 */
export function requestAccessToken(client: PartnerClient, clientId: string, clientSecret: string, scope?: string) {
  return client.POST('/oauth/token', {
    headers: { authorization: basicAuthorization(clientId, clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
    body: { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    bodySerializer: (body) => formBody(body),
  });
}
