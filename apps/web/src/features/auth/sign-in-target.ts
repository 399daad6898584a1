import type { Role } from '../../api/session';
import { contributorPaths, safeNext } from '../../app-paths';

/** Where a fresh sign-in goes: the page the person set out for, else (for a contributor) the dashboard, else home. */
export const signInTarget = (role: Role, next: string | null | undefined) =>
  safeNext(next ?? (role === 'contributor' ? contributorPaths.dashboard() : null));
