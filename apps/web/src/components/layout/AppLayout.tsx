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
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}

/**
 * What the first load of a lazily loaded page shows while its code arrives: the site header over an empty page, in
 * the same place the page will render, so the header paints early and nothing moves when the page comes.
 */
export function AppLayoutFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="min-h-screen flex-1" />
    </div>
  );
}
