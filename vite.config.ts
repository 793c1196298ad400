import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mapArtPlugin } from './scripts/vite-map-art.ts';
import { offlineLessonsPlugin } from './scripts/vite-offline-lessons.ts';

const WEB_ROOT = fileURLToPath(new URL('./src/web', import.meta.url));
const API_PORT = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: WEB_ROOT,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    mapArtPlugin(WEB_ROOT),
    offlineLessonsPlugin(),
    // The service worker (decision 025): our own src/web/sw.ts, compiled by the plugin, with the list of files to
    // precache injected. The manifests are ours too (public/manifest.<language>.webmanifest, one per language)
    // and so is the registration (lib/service-worker.ts, a lazy chunk loaded after the first render).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell and every hashed file of the build, the lesson bodies excepted: those are cached when
        // opened or kept (src/web/sw.ts). Source maps, the precompressed copies, Vite's manifest and the install icons
        // (read by the system when installing, never by the page) are not needed offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        globIgnores: ['assets/m[0-9]*-*.js', 'icons/**', '**/*.map', '**/*.gz', '**/*.br', '.vite/**', 'sw.js', 'robots.txt'],
        // Hashed files carry their version in their name: no revision query needed to tell builds apart.
        dontCacheBustURLsMatching: /^assets\//,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle.mjs to find what the home page loads.
    manifest: true,
    // One stylesheet (Tailwind writes one anyway), linked by index.html without blocking its loading screen
    // (scripts/shell-styles.mjs); no lazy chunk then lists it as a dependency to fetch again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few files per page (each is a round trip on HTTP/1.1; decision 009): what the entry loads stays with it
        // (`$initial`), the packages in `vendor`, which a release of our own code leaves cached (decision 020), the
        // rest in `app`; the icons and the shared code of the lazy pages are one chunk each, lesson bodies excepted
        // (one chunk per lesson). The adventure map's art (its overlay and the URLs of its SVG files) is a chunk
        // of its own, measured by scripts/check-bundle.mjs.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'map-art', priority: 30, test: /src[\\/]web[\\/]components[\\/]art[\\/]adventure-map-(art\.tsx|layout\.ts)$|virtual:adventure-map-art/ },
            { name: 'vendor', priority: 25, tags: ['$initial'], test: /node_modules[\\/]/ },
            { name: 'app', priority: 20, tags: ['$initial'] },
            { name: 'icons', priority: 10, test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'lib', priority: 10, test: (id) => /src[\\/](web[\\/]lib|domain|content)[\\/]|node_modules[\\/]zod[\\/]/.test(id) && !/content[\\/]modules[\\/]/.test(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${API_PORT}`, '/dev': `http://localhost:${API_PORT}` },
  },
});
