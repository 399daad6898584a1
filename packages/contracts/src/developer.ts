import { type Static, Type } from '@sinclair/typebox';
import { API_SCOPES } from './constants';
import { Id } from './numbers';

/** The developer area of an approved reseller: API keys, their scopes and limits, and their usage. */

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const ApiScopeSchema = Type.Union(API_SCOPES.map((scope) => Type.Literal(scope)));

export const ApiKey = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'the first characters of the key, to tell keys apart; the rest is never shown again' }),
  scopes: Type.Array(ApiScopeSchema),
  sandbox: Type.Boolean({ description: 'test mode: licences charge nothing and downloads are watermarked' }),
  rate_limit_per_minute: Type.Integer(),
  monthly_quota: Type.Integer(),
  created_at: DateTime,
  last_used_at: NullableDateTime,
  revoked_at: NullableDateTime,
});
export type ApiKey = Static<typeof ApiKey>;

export const ApiKeyList = Type.Object({ keys: Type.Array(ApiKey) });
export type ApiKeyList = Static<typeof ApiKeyList>;

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'what the key is for, e.g. "Print shop server"' }),
    scopes: Type.Array(ApiScopeSchema, { minItems: 1, maxItems: API_SCOPES.length, uniqueItems: true }),
    sandbox: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

export const ApiKeyIdBody = Type.Object({ key_id: Id('the key') }, { additionalProperties: false });
export type ApiKeyIdBody = Static<typeof ApiKeyIdBody>;

export const CreatedApiKey = Type.Object({
  key: ApiKey,
  secret: Type.String({ description: 'the whole key, shown this once: only its hash is kept' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const ApiKeyData = Type.Object({ key: ApiKey });
export type ApiKeyData = Static<typeof ApiKeyData>;

export const ApiUsageQuery = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 30, description: 'how many days back, today included (UTC)' })) },
  { additionalProperties: false },
);
export type ApiUsageQuery = Static<typeof ApiUsageQuery>;

const Count = Type.Integer({ minimum: 0 });

export const ApiUsageData = Type.Object({
  since: Type.String({ format: 'date', description: 'the first day counted' }),
  total: Count,
  by_day: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), requests: Count }), {
    description: 'every day since, oldest first, zeros included',
  }),
  by_endpoint: Type.Array(Type.Object({ endpoint: Type.String(), requests: Count }), { description: 'busiest first' }),
  by_key: Type.Array(Type.Object({ key_id: Type.Integer(), prefix: Type.String(), requests: Count }), { description: 'busiest first' }),
});
export type ApiUsageData = Static<typeof ApiUsageData>;

/** An OAuth app of the developer area: client credentials for server-to-server tokens, with a key's scopes and limits. */
export const OAuthApp = Type.Composite([
  Type.Omit(ApiKey, ['prefix']),
  Type.Object({ client_id: Type.String({ description: 'public: sent with the secret to the token endpoint' }) }),
]);
export type OAuthApp = Static<typeof OAuthApp>;

export const OAuthAppList = Type.Object({ apps: Type.Array(OAuthApp) });
export type OAuthAppList = Static<typeof OAuthAppList>;

export const OAuthAppIdBody = Type.Object({ app_id: Id('the OAuth app') }, { additionalProperties: false });
export type OAuthAppIdBody = Static<typeof OAuthAppIdBody>;

export const CreatedOAuthApp = Type.Object({
  app: OAuthApp,
  client_secret: Type.String({ description: 'shown this once: only its hash is kept' }),
});
export type CreatedOAuthApp = Static<typeof CreatedOAuthApp>;

export const OAuthAppData = Type.Object({ app: OAuthApp });
export type OAuthAppData = Static<typeof OAuthAppData>;
