import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@stock/contracts';
import { invalidField } from '../../http/http-error';

// Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords, shipped with the project, read once. */
export function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.toLowerCase()),
    );
  }
  return commonPasswords;
}

/** The first rule a new password breaks, as a message for the person, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  if (lower === email || (localPart.length > 0 && lower === localPart)) return AUTH_MESSAGES.passwordIsEmail;
  if (commonPasswordSet().has(lower)) return AUTH_MESSAGES.passwordTooCommon;
  return undefined;
}

/** Checks a new password and its confirmation; throws a 400 naming the field. */
export function assertNewPassword(password: string, confirmation: string, email: string, field = 'password') {
  const problem = passwordProblem(password, email);
  if (problem) throw invalidField(field, problem);
  if (password !== confirmation) throw invalidField('confirm_password', AUTH_MESSAGES.passwordsDiffer);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Compared against when the account does not exist, so that a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // A password longer than any we accept cannot match, and hashing megabytes would be a denial of service; it still
  // costs one hash, so that its answer takes as long as any other and tells nothing about the account.
  const tooLong = password.length > PASSWORD_MAX_LENGTH * 4;
  if (!passwordHash || tooLong) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, tooLong ? '' : password);
    return false;
  }
  return verify(passwordHash, password);
}
