// `npm start`: builds if the sources changed since the last build, then serves the site.
import { execFileSync, spawn } from 'node:child_process';
import { buildIsCurrent } from './build-state.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-process.mjs';

if (!buildIsCurrent()) {
  console.info('Building Money Islands (first start, or the sources changed)…');
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward Ctrl-C and `kill` so the server closes the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
