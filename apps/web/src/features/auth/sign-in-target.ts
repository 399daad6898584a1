import type { Role } from '../../api/session';
import { adminPaths, contributorPaths, safeNext } from '../../app-paths';

/** Where a role's work starts; a buyer's is the home page. */
const HOME_OF: Partial<Record<Role, () => string>> = { contributor: contributorPaths.dashboard, admin: adminPaths.home };

/** Where a fresh sign-in goes: the page the person set out for, else their role's own start page (the console, the dashboard), else home. */
export const signInTarget = (role: Role, next: string | null | undefined) => safeNext(next ?? HOME_OF[role]?.() ?? null);
