import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Role, useSessionUser } from '../../api/session';
import { accountPaths } from '../../app-paths';

/** Shows its page only to a signed-in person of the role; anyone else is sent to sign in, and back here after. */
export function RequireSession({ forRole: role, children }: { forRole: Role; children: ReactNode }) {
  const user = useSessionUser(role);
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={accountPaths.login(role, `${pathname}${search}`)} replace />;
  return children;
}
