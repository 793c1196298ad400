// `npm run backup` and `npm run restore FILE`: builds if the sources changed (like `npm start`), then runs the
// bundled commands (src/server/backup/commands.ts, decision 019).
import { execFileSync, spawnSync } from 'node:child_process';
import { buildIsCurrent } from './build-state.mjs';

if (!buildIsCurrent()) {
  console.info('Building Money Islands first (the sources changed since the last build)…');
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
}
const result = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/backup-cli.js', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
