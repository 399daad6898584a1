import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingChunkOf } from './build/landing-chunk.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import { stringsBesideCode } from './build/strings-beside-code.ts';

export default defineConfig({
  plugins: [stringsBesideCode(import.meta.dirname), precompileMessages(), react(), tailwindcss()],
  resolve: {
    // Every message arrives parsed (build/precompile-messages.ts): the app needs IntlMessageFormat without its parser.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
      // react-router's package exports only its development build (dev warnings switched on); the production build
      // beside it is the same code with them off.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to hint each page's own chunk in the HTML (apps/api/src/web/route-chunks.ts).
    manifest: true,
    // Vite warns about any chunk, lazy ones too. The largest, recharts with the earnings chart (about 400 kB, 115 kB
    // gzipped), loads only on the contributor's earnings page and cannot usefully be split. The budget that matters,
    // 200 KB of gzipped JS on first load, is checked by apps/api/src/web/web-build.test.ts. See docs/decisions.md.
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      // Timings of the build's own plugins tell a newcomer starting the app nothing they can act on, and on a busy
      // machine the bundler reports them on every build (the start log must show no warning: web-build.test.ts).
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Everything the first page needs in one file beside the entry: left to itself the bundler splits the
          // modules lazy pages share with it into a dozen small files, each one more request before the first render.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: landingChunkOf },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
