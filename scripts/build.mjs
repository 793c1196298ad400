// Builds the web app and the server, then precompresses the web files.
import { execFileSync } from 'node:child_process';
import { markBuilt } from './build-state.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('node', ['scripts/precompress.mjs']);
run('node', ['scripts/build-server.mjs']);
markBuilt();
