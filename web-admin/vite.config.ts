/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * pdf.js's image decoders (JPEG 2000, JBIG2, colour profiles), which its worker fetches by name
 * from one folder: copied into the build at pdfjs/wasm/ (the PDF preview points pdf.js there).
 */
function pdfjsDecoders(): Plugin {
  const pdfjs = dirname(dirname(createRequire(import.meta.url).resolve('pdfjs-dist')));
  const dir = join(pdfjs, 'wasm');
  return {
    name: 'pdfjs-decoders',
    apply: 'build',
    generateBundle() {
      for (const name of readdirSync(dir)) {
        this.emitFile({
          type: 'asset',
          fileName: `pdfjs/wasm/${name}`,
          source: readFileSync(join(dir, name)),
        });
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The API serves this build at /admin (web-admin/dist) and falls back to index.html for deep links.
export default defineConfig({
  base: '/admin/',
  // Brotli and gzip copies of every text asset, served by content negotiation (api/src/platform/web).
  plugins: [
    react(),
    pdfjsDecoders(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.html$/ }),
  ],
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Every core (vitest leaves one idle by default, which halves a 2-core CI machine).
    maxWorkers: '100%',
    css: false,
    // react-admin's first render (MUI styles, lazy resources) is slow under jsdom.
    // `npm test` runs these suites beside the browser journeys, so give each test room.
    testTimeout: 45000,
  },
});
