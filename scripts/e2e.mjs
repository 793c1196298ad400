// Browser tests: build if needed, then Playwright against the real built server in Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { buildIsCurrent } from './build-state.mjs';
import { checkChromium } from './check-environment.mjs';

const problem = checkChromium();
if (problem) {
  console.error(`\n${problem}\n`);
  process.exit(1);
}
if (!buildIsCurrent()) execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
try {
  execFileSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
