import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/check-bundle.mjs to find what the home page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // The adventure map's art is a chunk of its own, so its size budget (scripts/check-bundle.mjs) measures it alone.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'map-art', test: /src[\\/]web[\\/]components[\\/]art[\\/]adventure-map-art\.tsx$/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${API_PORT}`, '/dev': `http://localhost:${API_PORT}` },
  },
});
