import type { Role } from '@stock/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';

/** A session unused for this long has ended; the token naming it stops working. */
export const SESSION_IDLE_DAYS = 30;
/** However active, a token is good for this long; then the person signs in again. */
export const TOKEN_LIFETIME_DAYS = 90;
const TOUCH_EVERY_SECONDS = 60;
const ISSUER = 'stock-media-api';

export interface SessionUser {
  id: number;
  role: Role;
  sessionId: string;
}

const keyOf = (config: Config) => new TextEncoder().encode(config.secrets.JWT_SECRET);

export async function createSession(
  db: Db,
  config: Config,
  userId: number,
  role: Role,
  client: { userAgent?: string; ip?: string } = {},
): Promise<{ token: string; sessionId: string }> {
  const session = await db
    .insertInto('sessions')
    .values({ user_id: userId, role, user_agent: client.userAgent?.slice(0, 500) ?? null, ip: client.ip ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await new SignJWT({ role, sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_DAYS}d`)
    .sign(keyOf(config));
  return { token, sessionId: session.id };
}

/** Why a token was refused, for the log; the client only ever hears "please sign in". */
export type TokenRefusal = 'malformed' | 'expired' | 'bad-signature' | 'unknown-session' | 'revoked' | 'idle' | 'wrong-role';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks the token's signature and claims, then its server-side session: it must exist, belong to a live account,
 * not be revoked and have been used within the idle limit. Touches last_seen_at at most once a minute.
 */
export async function resolveSession(db: Db, config: Config, token: string, roles: readonly Role[]): Promise<SessionUser | TokenRefusal> {
  let claims: { sub?: string; sid?: unknown; role?: unknown };
  try {
    // A token without exp would be good forever, one without iat cannot be dated: both are refused, not assumed.
    ({ payload: claims } = await jwtVerify(token, keyOf(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp', 'iat', 'sub', 'iss'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return 'expired';
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'bad-signature';
    return 'malformed';
  }
  const { sid, role } = claims;
  const userId = Number(claims.sub);
  if (typeof sid !== 'string' || !UUID.test(sid) || typeof role !== 'string' || !Number.isSafeInteger(userId)) return 'malformed';
  if (!(roles as readonly string[]).includes(role)) return 'wrong-role';

  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.role',
      'sessions.revoked_at',
      'users.roles',
      sql<boolean>`sessions.last_seen_at < now() - make_interval(days => ${SESSION_IDLE_DAYS})`.as('idle'),
      sql<boolean>`sessions.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS})`.as('stale'),
    ])
    .where('sessions.id', '=', sid)
    .where('sessions.user_id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .executeTakeFirst();
  if (!session || session.role !== role) return 'unknown-session';
  if (session.revoked_at) return 'revoked';
  if (session.idle) return 'idle';
  // A role taken away (an admin demoted) ends the sessions that carried it.
  if (!session.roles.includes(session.role)) return 'wrong-role';
  if (session.stale) await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', sid).execute();
  return { id: userId, role: session.role, sessionId: session.id };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the account except, when given, the one making the request. */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
