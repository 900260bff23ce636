/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of every text asset, served by content negotiation (api/src/platform/web).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.html$/ }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads a landing page's chunks from it.
    manifest: true,
    modulePreload: {
      // The signed-in header's live part (socket client, bell) fetches its own imports when it
      // loads: listing them for preloading would put their names in every visitor's entry chunk.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && file.includes('SignedInLive') ? [] : deps,
    },
    rollupOptions: {
      output: {
        // Keep the rarely changing framework code in long-cached chunks apart from app code.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)
          ) {
            return 'react';
          }
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Every core (vitest leaves one idle by default, which halves a 2-core CI machine).
    maxWorkers: '100%',
    css: false,
    // antd's CSS-in-JS makes the first render of a form slow under jsdom.
    // `npm test` runs these suites beside the browser journeys, so give each test room.
    testTimeout: 45000,
  },
});
