import { useSyncExternalStore } from 'react';

export type Role = 'buyer' | 'contributor' | 'admin';
/** The roles people can sign up for; administrator access is granted, never chosen. */
export type PublicRole = Exclude<Role, 'admin'>;

/** The spec keeps each role's token and user record in local storage, under separate keys; administrators get their own. */
export const SESSION_KEYS = {
  buyer: { token: 'buyer_token', user: 'buyer_user' },
  contributor: { token: 'contributor_token', user: 'contributor_user' },
  admin: { token: 'admin_token', user: 'admin_user' },
} as const;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getToken(role: Role): string | null {
  return localStorage.getItem(SESSION_KEYS[role].token);
}

export function getUser<T = Record<string, unknown>>(role: Role): T | null {
  const raw = localStorage.getItem(SESSION_KEYS[role].user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores the login of one role unless the response's statusCode is 400 (the spec's rule). Returns whether it did. */
export function storeLogin(role: Role, response: { statusCode?: number; data?: { token?: string; user?: unknown } | null }): boolean {
  if (response.statusCode === 400 || !response.data?.token) return false;
  localStorage.setItem(SESSION_KEYS[role].token, response.data.token);
  localStorage.setItem(SESSION_KEYS[role].user, JSON.stringify(response.data.user ?? null));
  notify();
  return true;
}

/** Logout clears the chosen role only; the other role's session stays. */
export function logout(role: Role): void {
  localStorage.removeItem(SESSION_KEYS[role].token);
  localStorage.removeItem(SESSION_KEYS[role].user);
  notify();
}

export function clearAllSessions(): void {
  localStorage.clear();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(SESSION_KEYS).some((keys) => event.key === keys.token || event.key === keys.user)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user of a role, kept current across components and browser tabs. */
export function useSessionUser<T = Record<string, unknown>>(role: Role): T | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(SESSION_KEYS[role].user),
    () => null,
  );
  return raw ? (getUser<T>(role) as T | null) : null;
}

/** Replaces the stored user record of a signed-in role (after a profile change), keeping its token. */
export function replaceSessionUser(role: Role, user: unknown): void {
  if (!getToken(role)) return;
  localStorage.setItem(SESSION_KEYS[role].user, JSON.stringify(user));
  notify();
}
