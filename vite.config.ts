import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { mapArtPlugin } from './scripts/vite-map-art.ts';

const WEB_ROOT = fileURLToPath(new URL('./src/web', import.meta.url));
const API_PORT = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: WEB_ROOT,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), mapArtPlugin(WEB_ROOT)],
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
