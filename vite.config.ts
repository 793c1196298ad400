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
    rolldownOptions: {
      output: {
        // The adventure map's art (its overlay and the URLs of its SVG files) is a chunk of its own, measured by scripts/check-bundle.mjs.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'map-art', test: /src[\\/]web[\\/]components[\\/]art[\\/]adventure-map-(art\.tsx|layout\.ts)$|virtual:adventure-map-art/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${API_PORT}`, '/dev': `http://localhost:${API_PORT}` },
  },
});
