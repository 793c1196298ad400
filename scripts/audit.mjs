// `npm run audit`: the packages the server ships (`npm audit --omit=dev`) must have no high or critical
// advisory. When the registry's advisory endpoint cannot be reached the answer is unknown, and this fails
// saying so: an audit that could not run is never reported as a clean one. With `--unreachable-ok` (how
// `npm test` runs it, decision 010) an unreachable service is a loud warning instead of a failure, and the
// exit code NOT_RUN_EXIT_CODE tells npm test to report the step as not run.
import { spawnSync } from 'node:child_process';

const FAILING_LEVELS = ['high', 'critical'];
/** With --unreachable-ok, how this says "could not run": npm test reports the step as not run, not as passed. */
export const NOT_RUN_EXIT_CODE = 78;
const unreachableOk = process.argv.includes('--unreachable-ok');

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split('\n').pop() || `npm audit exited with ${run.status}`);
  console.error(
    `✗ npm audit could not get an answer from the registry's advisory service, so the shipped packages are not known to be safe.\n` +
      `  Cause: ${reason}\n` +
      `  The audit needs POST access to ${report?.uri ?? 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk'}` +
      ` (a proxy or mirror that only serves package downloads cannot answer it). Run \`npm run audit\` where it is reachable.`,
  );
  if (unreachableOk) {
    console.warn('\n  ┌──────────────────────────────────────────────────────────────────┐');
    console.warn('  │ ⚠ NOT AUDITED: npm test goes on, but no advisory check was made. │');
    console.warn('  └──────────────────────────────────────────────────────────────────┘\n');
    process.exit(NOT_RUN_EXIT_CODE);
  }
  process.exit(1);
}

const summary = Object.entries(counts)
  .filter(([level]) => level !== 'total')
  .map(([level, count]) => `${count} ${level}`)
  .join(', ');
const failing = Object.values(report.vulnerabilities ?? {}).filter((item) => FAILING_LEVELS.includes(item.severity));
if (failing.length > 0) {
  console.error(`✗ npm audit --omit=dev: ${summary}. High or critical:`);
  for (const item of failing) console.error(`  - ${item.name} (${item.severity}) ${item.range ?? ''}${item.fixAvailable ? ' — a fix is available: npm audit fix' : ''}`);
  process.exit(1);
}
console.info(`✓ npm audit --omit=dev: ${summary} — no high or critical vulnerability in the shipped packages.`);
