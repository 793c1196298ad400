import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_POSTGRES_URL, testDbKind } from './testing/test-database';

/** The real entry point, started as a separate process the way `npm start` does (from source, via tsx). */
type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startMain(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Each case starts real processes (tsx + database start-up): generous limits for a loaded CI machine.
vi.setConfig({ testTimeout: 120_000 });

const kind = testDbKind();
let dataDir: string;
let port: number;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-main-'));
  port = await freePort();
  env = { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: '' };
  if (kind === 'postgres') {
    const name = `money_islands_main_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
});

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const signUp = (body: Record<string, string>) =>
  fetch(`http://localhost:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify(body),
  });
const signIn = (body: Record<string, string>) =>
  fetch(`http://localhost:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify(body),
  });

describe(`the server process (${kind})`, () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const proc = startMain({ ...env, PORT: 'harbour' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('PORT must be a whole number from 0 to 65535');
    expect(proc.output()).not.toMatch(/\n\s+at /);
  });

  it('starts, keeps data across a clean SIGTERM shutdown, and starts again', async () => {
    const first = startMain(env);
    await waitFor(() => first.output().includes('Money Islands is running'), 'the server to start');
    expect((await signUp({ name: 'Tide', email: 'tide@example.com', password: 'low-tide' })).status).toBe(200);

    if (kind === 'pglite') {
      // A second server on the same data folder stops with a clear message, and the first keeps running.
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
      const second = startMain({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is already in use by another Money Islands server (process ${first.child.pid})`);
      expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
    }

    // A second server on the same port explains itself instead of crashing with a stack trace.
    const samePort = startMain({ ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'money-islands-port-')) });
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toContain(`port ${port} is already in use`);
    expect(samePort.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = startMain(env);
    await waitFor(() => again.output().includes('Money Islands is running'), 'the server to start again');
    expect((await signIn({ email: 'tide@example.com', password: 'low-tide' })).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  // Only the embedded database has a lock file; PostgreSQL runs this file's other cases.
  if (kind === 'pglite') {
    it('takes over the lock left by a server that crashed', async () => {
    const crashed = startMain(env);
    await waitFor(() => crashed.output().includes('Money Islands is running'), 'the server to start');
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const next = startMain(env);
    await waitFor(() => next.output().includes('Money Islands is running'), 'the server to start after a crash');
    expect((await signIn({ email: 'tide@example.com', password: 'low-tide' })).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    });
  }
});
