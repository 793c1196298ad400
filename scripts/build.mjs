// Builds the web app (its stylesheet made non-blocking in index.html) and the server, then precompresses the web files.
import { execFileSync } from 'node:child_process';
import { markBuilt } from './build-state.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('node', ['scripts/shell-styles.mjs']);
run('node', ['scripts/precompress.mjs']);
run('node', ['scripts/build-server.mjs']);
markBuilt();
