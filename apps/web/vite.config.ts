import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to hint each page's own chunk in the HTML (apps/api/src/web/route-chunks.ts).
    manifest: true,
    // Smaller than Vite's default: the budget is 200 KB of gzipped JS on first load.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one file beside the entry: left to itself the bundler splits the
          // modules lazy pages share with it into a dozen small files, each one more request before the first render.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
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
