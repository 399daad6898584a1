import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionUser } from '../../api/session';
import { recordLastActivity } from './last-activity-api';

const DWELL_MS = 1500;
// Pages that are not worth returning to: signing in and out, the account itself, the front page.
const NOT_WORTH_RETURNING = /^\/($|buyer\/(login|signup|verify|forgot|reset|profile)|contributor\/|auth\/)/;

/**
 * Remembers the page a signed-in buyer stayed on, so that the home page can offer to continue there. A page only
 * counts after a moment on it; rapid clicking through does not write every step.
 */
export function useRecordLastActivity() {
  const { pathname, search } = useLocation();
  const buyer = useSessionUser('buyer');
  useEffect(() => {
    if (!buyer || NOT_WORTH_RETURNING.test(pathname)) return;
    const timer = setTimeout(() => void recordLastActivity(`${pathname}${search}`).catch(() => {}), DWELL_MS);
    return () => clearTimeout(timer);
  }, [buyer, pathname, search]);
}
