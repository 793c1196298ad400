// The server the browser tests run against: the real built server, on a fresh embedded database each run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../../scripts/server-process.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-e2e-'));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Not production: the e-mail outbox is readable, so the magic link can really be opened.
    NODE_ENV: 'test',
    PORT: port,
    // No PUBLIC_URL, as `npm start` runs: the site answers at localhost and 127.0.0.1 alike.
    PUBLIC_URL: "",
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
