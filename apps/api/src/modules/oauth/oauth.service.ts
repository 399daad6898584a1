import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, isBasicEmail, normaliseEmail } from '@stock/contracts';
import { PAGES } from '@stock/contracts/values';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config/config';
import { invalidField, notFound } from '../../http/http-error';
import { addRole, findAccountByEmail, findAccountById } from '../auth/auth.repo';
import { createSession } from '../auth/sessions';
import {
  claimUnverifiedAccount,
  consumeState,
  findLinkedUserId,
  insertSocialAccount,
  linkIdentity,
  type OAuthProvider,
  type OAuthRole,
  saveState,
} from './oauth.repo';
import { facebookClient, googleClient, OAuthFailure, type OAuthProviderClient, type ProviderIdentity } from './providers';

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const satisfies readonly OAuthProvider[];
/** Where the web app picks up the result of a social sign-in (see docs/api.md, "Social sign-in"). */
export const COMPLETE_PATH = PAGES.authComplete.build();
const NEXT_MAX_LENGTH = 2000;

/** The providers whose client id and secret are configured, in a stable order. */
export function configuredProviders(config: Config): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined);
}

/** One client per configured provider, made once per app so that discovery and signing keys are cached. */
export function providerClients(config: Config): Partial<Record<OAuthProvider, OAuthProviderClient>> {
  const { google, facebook } = config.oauth;
  return { ...(google ? { google: googleClient(google) } : {}), ...(facebook ? { facebook: facebookClient(facebook) } : {}) };
}

export const callbackUrl = (config: Config, provider: OAuthProvider) => `${config.publicUrl}/api/auth/${provider}/callback`;

const random = () => randomBytes(32).toString('base64url');

/**
 * A page of this site to return to: a path that starts with one '/', not '//' or '/\' (which browsers read as another
 * host), without control characters, and that stays on PUBLIC_URL's origin once resolved.
 */
export function readNextPath(config: Config, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const refuse = () => invalidField('next', 'next must be a path on this site, such as /pricing.');
  if (raw.length > NEXT_MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) throw refuse();
  const hasControlCharacter = [...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (hasControlCharacter || raw.includes('\\')) throw refuse();
  const base = new URL(config.publicUrl);
  const resolved = new URL(raw, base);
  if (resolved.origin !== base.origin) throw refuse();
  return raw;
}

function clientFor(config: Config, clients: Partial<Record<OAuthProvider, OAuthProviderClient>>, provider: OAuthProvider) {
  const client = clients[provider];
  if (!client || !config.oauth[provider]) throw notFound(`Sign-in with ${provider === 'google' ? 'Google' : 'Facebook'} is not available.`);
  return client;
}

/** Starts a sign-in: remembers the state, PKCE verifier and nonce server-side and returns the provider's URL. */
export async function startSignIn(
  { db, config }: AppDeps,
  clients: Partial<Record<OAuthProvider, OAuthProviderClient>>,
  provider: OAuthProvider,
  { role, next, clientState }: { role: OAuthRole; next?: string; clientState?: string },
): Promise<string> {
  const client = clientFor(config, clients, provider);
  const nextPath = readNextPath(config, next);
  const state = random();
  const nonce = random();
  const codeVerifier = random();
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  await saveState(db, state, { provider, role, nextPath, codeVerifier, nonce, clientState: clientState ?? null });
  return client.authorizationUrl({ redirectUri: callbackUrl(config, provider), state, nonce, codeChallenge });
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Builds the web app's address that carries the outcome in the fragment, which browsers never send to a server. */
function completeUrl(config: Config, fields: Record<string, string>): string {
  return `${config.publicUrl}${COMPLETE_PATH}#${new URLSearchParams(fields).toString()}`;
}

export function failureUrl(config: Config, provider: OAuthProvider, failure: OAuthFailure): string {
  return completeUrl(config, { error: failure.code, message: failure.message, provider });
}

/**
 * Finishes a sign-in: checks the state, exchanges the code with the PKCE verifier, reads the verified identity, finds
 * or creates the account, and returns the web app's address with a new session token in the fragment.
 */
export async function finishSignIn(
  deps: AppDeps,
  clients: Partial<Record<OAuthProvider, OAuthProviderClient>>,
  provider: OAuthProvider,
  query: CallbackQuery,
  client: { ip?: string; userAgent?: string },
): Promise<string> {
  const { db, config } = deps;
  const providerClient = clientFor(config, clients, provider);
  const invalidState = new OAuthFailure('invalid_state', 'This sign-in link has expired or was already used. Please start again.');
  // The state is taken first, so that even a refused or failed callback cannot be replayed.
  const pending = query.state ? await consumeState(db, query.state, provider) : undefined;
  if (!pending) throw invalidState;
  if (query.error || !query.code) {
    throw new OAuthFailure('access_denied', 'Sign-in was cancelled or refused at the provider.');
  }
  const identity = await providerClient.identify({
    code: query.code,
    redirectUri: callbackUrl(config, provider),
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
  });
  const userId = await findOrCreateAccount(deps, provider, identity, pending.role);
  if ((await findAccountById(db, userId))?.suspended_at) throw new OAuthFailure('access_denied', AUTH_MESSAGES.suspended);
  const session = await createSession(db, config, userId, pending.role, client);
  return completeUrl(config, {
    token: session.token,
    role: pending.role,
    provider,
    ...(pending.nextPath ? { next: pending.nextPath } : {}),
    ...(pending.clientState ? { client_state: pending.clientState } : {}),
  });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

async function findOrCreateAccount(deps: AppDeps, provider: OAuthProvider, identity: ProviderIdentity, role: OAuthRole): Promise<number> {
  const { db } = deps;
  const email = normaliseEmail(identity.email);
  if (!isBasicEmail(email) || email.length > EMAIL_MAX_LENGTH) {
    throw new OAuthFailure('invalid_identity', 'The sign-in provider shared an e-mail address this site cannot use.');
  }
  let userId = (await findLinkedUserId(db, provider, identity.subject)) ?? (await findAccountByEmail(db, email))?.id;
  if (userId === undefined) {
    const name = identity.name?.trim().replace(/\s+/g, ' ').slice(0, 100) || (email.split('@')[0] ?? email);
    try {
      userId = await insertSocialAccount(db, { name, email, role });
    } catch (error) {
      // The same person signing in twice at once: the second finds the account the first made.
      if (!isUniqueViolation(error, 'users_email_key')) throw error;
      userId = (await findAccountByEmail(db, email))?.id;
      if (userId === undefined) throw error;
    }
  }
  await claimUnverifiedAccount(db, userId);
  const account = await findAccountById(db, userId);
  if (!account) throw new OAuthFailure('invalid_identity', 'This account is no longer available.');
  if (!account.roles.includes(role)) await addRole(db, userId, role, account.name);
  await linkIdentity(db, provider, identity.subject, userId, email);
  return userId;
}
