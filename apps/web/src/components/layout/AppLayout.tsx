import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useRecordLastActivity } from '../../features/last-activity/useRecordLastActivity';
import { useAccountLanguage } from '../../i18n/use-account-language';
import { ToastHost } from '../toasts/ToastHost';
import { Footer } from './Footer';
import { showsFooter } from './footer-links';
import { Header } from './Header';

export function AppLayout() {
  const { pathname } = useLocation();
  useRecordLastActivity();
  useAccountLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {/* At least a screen tall: while a page or its data loads, the footer waits below the fold instead of jumping down. */}
      {/* A page or the footer waiting for its strings holds back only itself, never the header someone is using. */}
      <main id="main" className="min-h-screen flex-1">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>{showsFooter(pathname) && <Footer />}</Suspense>
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}

/**
 * What the page area shows while the first page's code arrives. It sits below the layout, not in its place, so the
 * header and footer paint at once and stay the same elements when the page comes: a menu opened meanwhile stays open.
 */
export function PageArriving() {
  return null;
}
