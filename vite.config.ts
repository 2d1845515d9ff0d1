/**
 * Vite + Vitest configuration.
 * - The app's HTML entry lives in `src/index.html` (the top level holds no HTML), static files in `public/`.
 * - Two Vitest projects: `unit` (Node; jsdom per file where a test renders React) and `browser`
 *   (real Debian Chromium through playwright-core against the built app; see test/browser/setup.ts).
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Module aliases, shared with the benchmark pages' build: milsymbol's sources, for the one symbol set the desk draws (src/map/milsymbol.ts). */
export const ALIASES = [{ find: /^milsymbol\/src\/(.*)$/, replacement: `${here}node_modules/milsymbol/src/$1` }];

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  base: './',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
    // The libraries every first open needs, each its own chunk (cached across releases, none over 500 KB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'milsymbol', test: /node_modules[\\/]milsymbol[\\/]/ },
            { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/ },
            { name: 'geodesy', test: /node_modules[\\/](proj4|wkt-parser|mgrs|geographiclib-geodesic)[\\/]/ },
            { name: 'valibot', test: /node_modules[\\/]valibot[\\/]/ },
            { name: 'widgets', test: /node_modules[\\/](react-aria|@react-aria|@react-stately|@react-types|downshift|@internationalized)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { fs: { allow: [here] } },
  resolve: { alias: ALIASES },
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: null,
      includeAssets: ['icon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Campaign Desk — umpire planning tool',
        short_name: 'Campaign Desk',
        description: 'Offline campaign map and umpire planning tool for operational-scale wargames.',
        theme_color: '#2f3b2f',
        background_color: '#f4f1e8',
        display: 'standalone',
        start_url: './',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,json,geojson}'],
        maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
        navigateFallback: 'index.html',
      },
    }),
  ],
  test: {
    root: here,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here,
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup-indexeddb.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          root: here,
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
