import { type Static, Type } from '@sinclair/typebox';

/**
 * The token endpoint of the partner API (RFC 6749 section 4.4, client credentials). It answers the RFC's shapes, not
 * the envelope, because OAuth client libraries read `access_token` and `error` at the top level.
 */

export const OAUTH_TOKEN_LIFETIME_SECONDS = 3600;

export const OAuthTokenBody = Type.Object(
  {
    grant_type: Type.String({ description: 'must be "client_credentials"' }),
    client_id: Type.Optional(Type.String({ maxLength: 200, description: 'when the client does not authenticate with HTTP Basic' })),
    client_secret: Type.Optional(Type.String({ maxLength: 200 })),
    scope: Type.Optional(
      Type.String({ maxLength: 200, description: "space-separated scopes, at most the app's; all of the app's when left out" }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ grant_type: 'client_credentials', scope: 'search license' }],
  },
);
export type OAuthTokenBody = Static<typeof OAuthTokenBody>;

export const OAuthToken = Type.Object(
  {
    access_token: Type.String({ description: 'opaque; send it as "Authorization: Bearer <token>" to every /api/v1 route' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'seconds the token lives' }),
    scope: Type.String({ description: 'the granted scopes, space-separated' }),
  },
  {
    examples: [{ access_token: 'sm_at_3q2f…', token_type: 'Bearer', expires_in: OAUTH_TOKEN_LIFETIME_SECONDS, scope: 'search license' }],
  },
);
export type OAuthToken = Static<typeof OAuthToken>;

export const OAuthErrorCode = Type.Union(
  ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope'].map((code) =>
    Type.Literal(code),
  ),
);
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope';

export const OAuthErrorBody = Type.Object(
  { error: OAuthErrorCode, error_description: Type.String() },
  { examples: [{ error: 'invalid_client', error_description: 'The client id or secret is wrong.' }] },
);
export type OAuthErrorBody = Static<typeof OAuthErrorBody>;
