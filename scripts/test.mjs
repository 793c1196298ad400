// `npm test`: lint, typecheck, documentation links, unit and content checks, server integration (PGlite and
// PostgreSQL), the crash test (PGlite and PostgreSQL), browser tests, and the audit of the shipped packages.
import { spawnSync } from 'node:child_process';
import { checkChromium, checkPostgres } from './check-environment.mjs';

/** scripts/audit.mjs's exit code when the advisory service could not be reached (kept in step with it). */
const AUDIT_NOT_RUN = 78;

const problems = [checkChromium(), await checkPostgres()].filter(Boolean);
if (problems.length > 0) {
  console.error(`\nnpm test cannot run everything on this machine:\n\n${problems.join('\n\n')}\n`);
  process.exit(1);
}

const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  // The page's code (tsconfig.json) and the service worker's (tsconfig.sw.json, the WebWorker library).
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['documentation links', 'node', ['scripts/check-links.mjs']],
  ['unit, content and integration tests', 'npx', ['vitest', 'run']],
  ['build', 'node', ['scripts/build.mjs']],
  ['bundle check', 'node', ['scripts/check-bundle.mjs']],
  ['crash test (SIGKILL mid-load, nothing acknowledged lost)', 'node', ['--import', 'tsx', 'scripts/test-crash.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // Last: the one step that needs the registry's advisory service; unreachable, it warns loudly (decision 010).
  ['npm audit --omit=dev (no high or critical)', 'node', ['scripts/audit.mjs', '--unreachable-ok'], { notRunExitCode: AUDIT_NOT_RUN }],
];
const notRun = [];

const started = Date.now();
for (const [name, command, args, options] of steps) {
  console.info(`\n━━ ${name} ━━`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (options?.notRunExitCode !== undefined && result.status === options.notRunExitCode) {
    console.warn(`⚠ ${name}: NOT RUN (${seconds} s), see above`);
    notRun.push(name);
    continue;
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s). npm test stops here.`);
    process.exit(result.status ?? 1);
  }
  console.info(`✓ ${name} (${seconds} s)`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
if (notRun.length > 0) console.warn(`\nAll checks that could run passed in ${total} s. Not run on this machine: ${notRun.join('; ')}.`);
else console.info(`\nAll checks passed in ${total} s.`);
