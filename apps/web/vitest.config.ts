import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { precompileMessages } from './build/precompile-messages.ts';
import { stringsBesideCode } from './build/strings-beside-code.ts';

export default defineProject({
  plugins: [stringsBesideCode(import.meta.dirname), precompileMessages(), react()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A page test types and clicks through a whole journey in jsdom: about 2 s alone, past 5 s (the default) when the
    // machine's two cores are shared with the API's tests, which run beside them.
    testTimeout: 15_000,
  },
});
