// Bundles the server (our code only; packages stay in node_modules) into dist/server/main.js, and the backup
// commands (`npm run backup`, `npm run restore`) into dist/server/backup-cli.js.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/backup-cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.info('Built dist/server/main.js and dist/server/backup-cli.js');
