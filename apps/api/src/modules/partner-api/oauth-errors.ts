import type { OAuthErrorCode } from '@stock/contracts';

/** A refusal of the token endpoint, answered in RFC 6749's shape (section 5.2) rather than the envelope. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: 400 | 401,
    readonly code: OAuthErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const OAUTH_MESSAGES = {
  badRequest: (detail: string) => `The token request is not valid: ${detail}`,
  twoMethods: 'Authenticate the client one way only: HTTP Basic or client_id and client_secret in the body.',
  repeated: (name: string) => `The parameter ${name} appears more than once.`,
  noClient: 'Authenticate the client: HTTP Basic, or client_id and client_secret in the body.',
  badClient: 'The client id or secret is wrong.',
  revokedClient: 'This OAuth app has been revoked. Create a new one in your developer area.',
  suspended: 'The account of this OAuth app is suspended.',
  grantType: 'Only grant_type=client_credentials is supported.',
  slowDown: (seconds: number) => `Too many token requests for this client. Please wait ${seconds} s and try again.`,
  scope: (scopes: string) => `The scope asks for more than this app may have; it may ask for: ${scopes}.`,
} as const;

/** The bearer refusals of /api/v1 for access tokens, beside those of keys. */
export const ACCESS_TOKEN_MESSAGES = {
  invalid: 'This access token is not valid.',
  expired: 'This access token has expired. Ask POST /api/v1/oauth/token for a new one.',
  revoked: 'The OAuth app of this access token has been revoked.',
} as const;
