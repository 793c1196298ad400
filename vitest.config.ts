import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mapArtPlugin } from './scripts/vite-map-art.ts';

const INTEGRATION = 'src/server/**/*.int.test.ts';
/** Integration tests of the embedded database's own features (backups): run on PGlite only, not twice. */
const PGLITE_ONLY = 'src/server/**/*.pglite.int.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // scripts/: the pure logic of build and check scripts (e.g. the documentation link check).
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [INTEGRATION, 'src/web/**'],
          // Real scrypt at OWASP strength and fast-check properties take seconds on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        // The map art's SVG layers (virtual:adventure-map-art), as data URLs.
        plugins: [mapArtPlugin(fileURLToPath(new URL('./src/web', import.meta.url)))],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // jsdom with user-event is slow on a busy two-core CI machine; 5 s (the default) timed out there.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration-pglite',
          environment: 'node',
          include: [INTEGRATION],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-postgres',
          environment: 'node',
          include: [INTEGRATION],
          exclude: [PGLITE_ONLY],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
