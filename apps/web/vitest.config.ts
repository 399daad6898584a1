import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { stringsBesideCode } from './build/strings-beside-code.ts';

export default defineProject({
  plugins: [stringsBesideCode(import.meta.dirname), react()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Node would load intl-messageformat's CommonJS build, whose default import i18next-icu cannot construct; the
    // browser build takes its ES module, and so do the tests when Vite transforms i18next-icu.
    server: { deps: { inline: ['i18next-icu'] } },
  },
});
