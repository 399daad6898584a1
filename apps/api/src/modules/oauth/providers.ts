import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import type { FacebookOAuthConfig, GoogleOAuthConfig } from '../../config/config';

/** Why a sign-in failed: a short code for the web app and the log, and a sentence a person can read. */
export class OAuthFailure extends Error {
  constructor(
    readonly code: 'invalid_state' | 'access_denied' | 'provider_error' | 'invalid_identity' | 'email_not_verified',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthFailure';
  }
}

export interface ProviderIdentity {
  subject: string;
  email: string;
  name: string | undefined;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

export interface OAuthProviderClient {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  identify(exchange: CodeExchange): Promise<ProviderIdentity>;
}

const FETCH_TIMEOUT_MS = 10_000;
const providerError = (what: string) => new OAuthFailure('provider_error', `The sign-in provider did not answer as expected (${what}).`);

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw providerError(`${what} unreachable`);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok || typeof body !== 'object' || body === null || Array.isArray(body)) throw providerError(`${what} ${response.status}`);
  return body as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function tokenRequest(clientId: string, clientSecret: string, exchange: CodeExchange): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  };
}

interface Discovery {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: JWTVerifyGetKey;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Google, or any OpenID Connect issuer: endpoints and signing keys come from the issuer's discovery document. */
export function googleClient(config: GoogleOAuthConfig): OAuthProviderClient {
  let cached: { discovery: Promise<Discovery>; at: number } | undefined;
  // Google's ID tokens name their issuer with or without the scheme.
  const acceptedIssuers = config.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [config.issuer];

  async function discover(): Promise<Discovery> {
    const doc = await fetchJson(`${config.issuer}/.well-known/openid-configuration`, {}, 'discovery');
    const authorizationEndpoint = text(doc.authorization_endpoint);
    const tokenEndpoint = text(doc.token_endpoint);
    const jwksUri = text(doc.jwks_uri);
    if (doc.issuer !== config.issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri) throw providerError('discovery document');
    return { authorizationEndpoint, tokenEndpoint, jwks: createRemoteJWKSet(new URL(jwksUri)) };
  }

  function discovery(): Promise<Discovery> {
    if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
      const pending = discover();
      cached = { discovery: pending, at: Date.now() };
      // A failed discovery is not remembered: the next sign-in tries again.
      pending.catch(() => {
        if (cached?.discovery === pending) cached = undefined;
      });
    }
    return cached.discovery;
  }

  return {
    async authorizationUrl(request) {
      const url = new URL((await discovery()).authorizationEndpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async identify(exchange) {
      const { tokenEndpoint, jwks } = await discovery();
      const tokens = await fetchJson(tokenEndpoint, tokenRequest(config.clientId, config.clientSecret, exchange), 'token endpoint');
      const idToken = text(tokens.id_token);
      if (!idToken) throw providerError('no ID token');
      let claims: Record<string, unknown>;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, {
          issuer: acceptedIssuers,
          audience: config.clientId,
          // OpenID Connect Core requires both; an ID token without exp would never stop being accepted.
          requiredClaims: ['exp', 'iat', 'sub'],
        }));
      } catch (error) {
        const reason = error instanceof joseErrors.JOSEError ? error.code : 'unreadable';
        throw new OAuthFailure('invalid_identity', `The sign-in provider's identity token was refused (${reason}).`);
      }
      if (claims.nonce !== exchange.nonce)
        throw new OAuthFailure('invalid_identity', "The sign-in provider's identity token was refused (nonce).");
      const subject = text(claims.sub);
      const email = text(claims.email);
      if (!subject || !email) throw new OAuthFailure('invalid_identity', 'The sign-in provider did not share an e-mail address.');
      if (claims.email_verified !== true && claims.email_verified !== 'true') {
        throw new OAuthFailure(
          'email_not_verified',
          'Your e-mail address is not verified with the sign-in provider. Verify it there, or sign up with e-mail.',
        );
      }
      return { subject, email, name: text(claims.name) };
    },
  };
}

/**
 * Facebook: OAuth 2.0 with PKCE, then the Graph API's /me. Facebook shares only a confirmed primary e-mail, so an
 * address in its answer counts as verified; an account without one cannot sign in this way.
 */
export function facebookClient(config: FacebookOAuthConfig): OAuthProviderClient {
  return {
    async authorizationUrl(request) {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: request.redirectUri,
        scope: 'email public_profile',
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async identify(exchange) {
      const tokens = await fetchJson(config.tokenUrl, tokenRequest(config.clientId, config.clientSecret, exchange), 'token endpoint');
      const accessToken = text(tokens.access_token);
      if (!accessToken) throw providerError('no access token');
      const me = new URL(config.userinfoUrl);
      me.searchParams.set('fields', 'id,name,email');
      // Proves the call comes from this app's server, as Facebook recommends.
      me.searchParams.set('appsecret_proof', createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'));
      const profile = await fetchJson(
        me.toString(),
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
        'profile',
      );
      const subject = text(profile.id) ?? (typeof profile.id === 'number' ? String(profile.id) : undefined);
      if (!subject) throw providerError('no user id');
      const email = text(profile.email);
      if (!email) {
        throw new OAuthFailure(
          'email_not_verified',
          'Facebook did not share a confirmed e-mail address. Confirm one there, or sign up with e-mail.',
        );
      }
      return { subject, email, name: text(profile.name) };
    },
  };
}
