// Decides whether the build in dist/ is older than its sources.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'drizzle', 'package-lock.json', 'package.json', 'vite.config.ts', 'scripts/build.mjs', 'scripts/build-server.mjs', 'scripts/shell-styles.mjs', 'scripts/precompress.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsCurrent() {
  if (!existsSync(STAMP) || !existsSync('dist/server/main.js') || !existsSync('dist/server/backup-cli.js') || !existsSync('dist/web/index.html')) return false;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.every((input) => newestMtime(input) <= built);
}

export function markBuilt() {
  writeFileSync(STAMP, new Date().toISOString());
}
