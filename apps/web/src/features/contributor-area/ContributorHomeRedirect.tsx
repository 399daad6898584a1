import { Navigate } from 'react-router';
import { contributorPaths } from '../../app-paths';

/** /contributor on its own opens the dashboard. */
export function ContributorHomeRedirect() {
  return <Navigate to={contributorPaths.dashboard()} replace />;
}
