import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastHost } from '../toasts/ToastHost';
import { Footer } from './Footer';
import { showsFooter } from './footer-links';
import { Header } from './Header';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
