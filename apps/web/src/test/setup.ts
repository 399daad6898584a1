import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToasts } from '../components/toasts/toast';
import { initTestI18n } from '../i18n/test-i18n';

initTestI18n();

// jsdom does not scroll; the router's scroll restoration calls window.scrollTo on every navigation.
window.scrollTo = () => {};

// Lazy routes are compiled on their first import in a run, which can take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A toast asked for before a test's container mounted waits in the library's queue, which outlives the test: the
  // next test's container would show it. Once the library has answered the test's own toasts, the queue is emptied.
  await dismissToasts();
});
