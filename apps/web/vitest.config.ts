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
  },
});
