import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProgressView } from '../domain/progress-api';
import { adventureAttempts } from './progress/quiz-fixtures';
import { TEST_POSTGRES_URL, testDbKind } from './testing/test-database';

/**
 * Several real server processes on one PostgreSQL database (decision 018): what one process changes, the
 * others honour on the very next request. Each process is the real entry point, started from source (tsx).
 */
type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null>; origin: () => string };

const PASSWORD = 'two-harbours';
const AUTH_SECRET = randomBytes(32).toString('hex');

function startMain(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // PORT 0: each process (or cluster) picks a free port and prints it in its banner.
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', RATE_LIMIT: 'off', PUBLIC_URL: '', TRUSTED_ORIGINS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = () => {
    const port = /Local:\s+http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (!port) throw new Error(`no port in the banner:\n${output}`);
    return `http://localhost:${port}`;
  };
  return { child, output: () => output, exited, origin };
}

async function started(proc: Proc): Promise<Proc> {
  const until = Date.now() + 90_000;
  while (!proc.output().includes('Money Islands is running')) {
    if (Date.now() > until || proc.child.exitCode !== null) throw new Error(`the server did not start:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return proc;
}

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null) return;
  proc.child.kill('SIGTERM');
  await proc.exited;
}

/** One HTTP request on a connection of its own, so the cluster's primary hands it to the next process in turn. */
function call(origin: string, pathname: string, init: { method?: string; cookie?: string; body?: unknown } = {}): Promise<{ status: number; cookies: string[]; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = httpRequest(
      `${origin}${pathname}`,
      {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        agent: false,
        headers: {
          origin,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const setCookie = response.headers['set-cookie'] ?? [];
          resolve({ status: response.statusCode ?? 0, cookies: setCookie.map((line) => line.split(';')[0] ?? ''), json: () => JSON.parse(text) as unknown });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The session cookie an answer set, as a Cookie header. */
function cookieOf(answer: { cookies: string[] }): string {
  const cookie = answer.cookies.find((pair) => pair.includes('session_token=') && !pair.endsWith('='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

let counter = 0;
async function signUp(origin: string, name = 'Harbour'): Promise<{ email: string; cookie: string }> {
  const email = `processes-${Date.now()}-${(counter += 1)}@example.com`;
  const answer = await call(origin, '/api/auth/sign-up/email', { body: { name, email, password: PASSWORD } });
  expect(answer.status).toBe(200);
  return { email, cookie: cookieOf(answer) };
}

async function signIn(origin: string, email: string): Promise<string> {
  const answer = await call(origin, '/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
  expect(answer.status).toBe(200);
  return cookieOf(answer);
}

/** Reads progress twice: the second read is answered from the process's caches (session and view). */
async function readTwice(origin: string, cookie: string): Promise<void> {
  expect((await call(origin, '/api/progress', { cookie })).status).toBe(200);
  expect((await call(origin, '/api/progress', { cookie })).status).toBe(200);
}

// Each case starts real processes (tsx + database start-up): generous limits for a loaded CI machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const kind = testDbKind();

if (kind === 'postgres') {
  let databaseUrl: string;
  let name: string;
  let dataDir: string;
  let a: Proc | undefined;
  let b: Proc | undefined;

  beforeAll(async () => {
    name = `money_islands_processes_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-processes-'));
    // Two servers on one database, as two machines behind a proxy would be: the same AUTH_SECRET, two ports.
    const env = { DATABASE_URL: databaseUrl, AUTH_SECRET, DATA_DIR: dataDir };
    a = startMain(env);
    b = startMain(env);
    await Promise.all([started(a), started(b)]);
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('two server processes on one PostgreSQL database', () => {
    it('a sign-out on one is refused by the other on the very next request', async () => {
      const { cookie } = await signUp(a!.origin());
      await readTwice(b!.origin(), cookie);
      expect((await call(a!.origin(), '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
      expect((await call(b!.origin(), '/api/progress', { cookie })).status).toBe(401);
    });

    it('a password change on one signs the other devices out on the other, on the very next request', async () => {
      const { email, cookie: phone } = await signUp(a!.origin());
      const laptop = await signIn(b!.origin(), email);
      await readTwice(b!.origin(), laptop);
      const changed = await call(a!.origin(), '/api/account/password', { cookie: phone, body: { currentPassword: PASSWORD, newPassword: 'three-harbours' } });
      expect(changed.status).toBe(200);
      expect((await call(b!.origin(), '/api/progress', { cookie: laptop })).status).toBe(401);
      // The device that changed it keeps a fresh session, which the other process accepts.
      expect((await call(b!.origin(), '/api/progress', { cookie: cookieOf(changed) })).status).toBe(200);
    });

    it('an account deleted on one is refused by the other on the very next request', async () => {
      const { cookie } = await signUp(a!.origin(), 'Gone');
      await readTwice(b!.origin(), cookie);
      expect((await call(a!.origin(), '/api/account', { method: 'DELETE', cookie, body: { confirmation: 'Gone' } })).status).toBe(200);
      expect((await call(b!.origin(), '/api/progress', { cookie })).status).toBe(401);
      expect((await call(b!.origin(), '/api/account/export', { cookie })).status).toBe(401);
    });

    it('a lesson finished on one shows in the progress read from the other on the very next request', async () => {
      const { cookie } = await signUp(a!.origin());
      await readTwice(b!.origin(), cookie);
      const body = { moduleId: 'M01', idempotencyKey: `processes-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01') } };
      expect((await call(a!.origin(), '/api/progress/quiz', { cookie, body })).status).toBe(200);
      const view = (await call(b!.origin(), '/api/progress', { cookie })).json() as ProgressView;
      expect(view.completedModules).toEqual(['M01']);
      expect(view.gems).toBeGreaterThan(0);
    });
  });

  describe('WEB_CONCURRENCY=2: two server processes sharing one port', () => {
    let cluster: Proc | undefined;
    afterAll(() => stop(cluster));

    it('starts both, and a sign-out through either is refused by both at once', async () => {
      cluster = await started(startMain({ DATABASE_URL: databaseUrl, AUTH_SECRET, DATA_DIR: dataDir, WEB_CONCURRENCY: '2' }));
      expect(cluster.output()).toContain('PostgreSQL with 2 server processes');
      const origin = cluster.origin();
      const { cookie } = await signUp(origin);
      // Connections are handed out in turn: these reads reach, and are cached by, both processes.
      for (let index = 0; index < 6; index += 1) expect((await call(origin, '/api/progress', { cookie })).status).toBe(200);
      expect((await call(origin, '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
      for (let index = 0; index < 6; index += 1) expect((await call(origin, '/api/progress', { cookie })).status).toBe(401);

      cluster.child.kill('SIGTERM');
      expect(await cluster.exited).toBe(0);
      expect(cluster.output().match(/Stopped cleanly\./g)).toHaveLength(3);
    });

    it('stops every process, and exits 1, when one cannot start', async () => {
      const taken: Server = await new Promise((resolve) => {
        const holder = createServer().listen(0, () => resolve(holder));
      });
      try {
        const port = (taken.address() as { port: number }).port;
        const refused = startMain({ DATABASE_URL: databaseUrl, AUTH_SECRET, DATA_DIR: dataDir, WEB_CONCURRENCY: '2', PORT: String(port) });
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain(`port ${port} is already in use`);
        expect(refused.output()).toContain('a server process stopped while starting');
        expect(refused.output()).not.toContain('Money Islands is running');
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    });
  });
} else {
  describe('several server processes on the embedded database', () => {
    it('are refused with a message saying why and what to do', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-processes-'));
      try {
        const refused = startMain({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' });
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain('WEB_CONCURRENCY=2 asks for 2 server processes, but the embedded database can be used by only one');
        expect(refused.output()).toContain('DATABASE_URL');
        expect(refused.output()).not.toContain('Money Islands is running');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
