import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import './styles.css';
import { yieldToBrowser } from './yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * The start in three tasks, the browser let in between (on a phone each was tens of milliseconds, and one task of all
 * three counts as blocking time): the strings, the router (which ranks and matches every route), the first render.
 */
async function start(element: HTMLElement) {
  // The page's language and its common strings arrive before the first render, so no English flashes first.
  await startI18n(resolveLanguage(window.location, document.cookie, document.documentElement.lang));
  // Category names, keywords and facets come in the interface's language: a new language asks for them again.
  i18next.on('languageChanged', () => void queryClient.invalidateQueries());
  await yieldToBrowser();
  const router = createRouter(queryClient);
  await yieldToBrowser();
  const app = createRoot(element);
  // As a transition, React builds the first page in slices of a few milliseconds and lets the browser in between,
  // instead of one task of 60 to 100 ms on a phone, which Lighthouse counts as blocking time.
  startTransition(() =>
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start(root);
