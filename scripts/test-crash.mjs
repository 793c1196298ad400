// `npm run test:crash`: nothing acknowledged is lost when the server dies. For PGlite and for PostgreSQL:
// start the built server, sign learners up, fire quiz completions concurrently, SIGKILL the server while
// requests are in flight, start it again on the same data, and check that every completion it answered
// 200 to is still there (its key replays, its module is completed). Runs under `node --import tsx` so it
// can answer the real quizzes with the test fixtures.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './server-process.mjs';
import { buildIsCurrent } from './build-state.mjs';
import { TEST_POSTGRES_URL } from './check-environment.mjs';
import { adventureAttempts, classicAnswers } from '../src/server/progress/quiz-fixtures.ts';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../src/content/module-bodies.ts';
import { inMapOrder } from '../src/content/catalogue-queries.ts';

const LEARNERS = 4;
/** Requests kept in flight at once. */
const IN_FLIGHT = 12;
/** The server is killed once this many completions were acknowledged (more are in flight by then). */
const KILL_AFTER_ACKS = 60;
const START_TIMEOUT_MS = 60_000;

async function freePort() {
  if (process.env.CRASH_PORT) return Number(process.env.CRASH_PORT);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startServer(env) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (output.includes('Money Islands is running')) {
        clearInterval(poll);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
        clearInterval(poll);
        reject(new Error(`the server did not start:\n${output}`));
      }
    }, 50);
  });
  return { child, ready, exited, output: () => output };
}

class Jar {
  cookies = new Map();
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function client(baseUrl) {
  return async (pathname, { body, jar, method } = {}) => {
    const headers = { origin: baseUrl };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (jar?.cookies.size) headers.cookie = jar.header();
    const response = await fetch(`${baseUrl}${pathname}`, { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body: body === undefined ? undefined : JSON.stringify(body) });
    jar?.store(response);
    return response;
  };
}

/** Right answers for every written module, adventure or classic, in map order (a locked island's lesson is refused). */
async function submissions() {
  const result = [];
  for (const moduleId of inMapOrder(WRITTEN_MODULE_IDS)) {
    const body = await loadModuleBody(moduleId);
    if (!body) continue;
    const submission = body.format === 'adventure' ? { format: 'adventure', attempts: await adventureAttempts(moduleId) } : { format: 'classic', answers: await classicAnswers(moduleId) };
    result.push({ moduleId, submission });
  }
  return result;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The production build's page: our CSP, and no inline script for it to have to allow. */
async function checkPage(request) {
  const response = await request('/');
  const csp = response.headers.get('content-security-policy') ?? '';
  check(response.status === 200, `GET / answered ${response.status}`);
  check(/script-src 'self'(;|$)/.test(csp) && csp.includes("frame-ancestors 'none'"), `GET / has the wrong CSP: ${csp}`);
  const html = await response.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes, content]) => !/\bsrc=/.test(attributes) || content.trim() !== '');
  check(inline.length === 0, `the page has ${inline.length} inline script(s), which the CSP would block`);
}

async function crashRun(kind, work) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-crash-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (kind === 'PostgreSQL') {
    const name = `security_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`the crash test needs PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL to use another): ${error.message}`, { cause: error });
    }
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
    // Many sign-ups from one address in a few seconds: the sign-up limit would refuse them.
    RATE_LIMIT: 'off',
    SMTP_URL: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
  };
  const request = client(baseUrl);
  let server = startServer(env);
  try {
    await server.ready;
    await checkPage(request);

    const learners = [];
    for (let i = 0; i < LEARNERS; i += 1) {
      const jar = new Jar();
      const response = await request('/api/auth/sign-up/email', { body: { name: `Crash ${i}`, email: `crash-${i}-${Date.now()}@example.com`, password: 'crash-test-pw' }, jar });
      check(response.status === 200, `sign-up answered ${response.status}`);
      learners.push({ jar, acknowledged: [] });
    }

    // Completions without end: each learner works through every module again and again with new keys.
    let next = 0;
    let acknowledged = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    const nextJob = () => {
      const n = next++;
      const learner = learners[n % LEARNERS];
      const { moduleId, submission } = work[Math.floor(n / LEARNERS) % work.length];
      return { learner, body: { moduleId, idempotencyKey: `crash-${kind.toLowerCase()}-${n}`, submission } };
    };
    await new Promise((resolve) => {
      const launch = () => {
        if (killed) return;
        const { learner, body } = nextJob();
        inFlight += 1;
        request('/api/progress/quiz', { body, jar: learner.jar })
          .then(async (response) => {
            if (response.status !== 200) throw new Error(`status ${response.status}`);
            const outcome = await response.json();
            // Only an answer the client has read counts as acknowledged.
            learner.acknowledged.push({ ...body, score: outcome.score, completed: outcome.completed });
            acknowledged += 1;
          })
          .catch(() => undefined) // Requests cut off by the kill: never acknowledged, may or may not be stored.
          .finally(() => {
            inFlight -= 1;
            if (!killed && acknowledged >= KILL_AFTER_ACKS) {
              killed = true;
              inFlightAtKill = inFlight;
              server.child.kill('SIGKILL');
              resolve();
            } else launch();
          });
      };
      for (let i = 0; i < IN_FLIGHT; i += 1) launch();
    });
    const { signal } = await server.exited;
    check(signal === 'SIGKILL', `the server ended with ${signal}, not SIGKILL`);
    const acknowledgedAtKill = acknowledged;

    server = startServer(env);
    await server.ready;

    let verified = 0;
    for (const learner of learners) {
      // The session itself was an acknowledged write too.
      const progress = await request('/api/progress', { jar: learner.jar });
      check(progress.status === 200, `a learner's session was lost: /api/progress answered ${progress.status}`);
      const view = await progress.json();
      // Every acknowledged completion is a completion event of its own in the learner's history (decision 017).
      const exported = await request('/api/account/export', { jar: learner.jar });
      check(exported.status === 200, `export answered ${exported.status}`);
      const history = (await exported.json()).progress.completions;
      const events = new Map();
      for (const entry of history) events.set(`${entry.moduleId}@${entry.score}`, (events.get(`${entry.moduleId}@${entry.score}`) ?? 0) + 1);
      for (const item of learner.acknowledged) {
        if (!item.completed) continue;
        const left = events.get(`${item.moduleId}@${item.score}`) ?? 0;
        check(left > 0, `${item.idempotencyKey}: acknowledged completion of ${item.moduleId} is not in the learner's history`);
        events.set(`${item.moduleId}@${item.score}`, left - 1);
      }
      for (const item of learner.acknowledged) {
        if (item.completed) check(view.completedModules.includes(item.moduleId), `${item.idempotencyKey}: ${item.moduleId} is no longer completed`);
        const again = await request('/api/progress/quiz', { body: { moduleId: item.moduleId, idempotencyKey: item.idempotencyKey, submission: item.submission }, jar: learner.jar });
        check(again.status === 200, `${item.idempotencyKey}: replay answered ${again.status}`);
        const outcome = await again.json();
        check(outcome.replayed === true, `${item.idempotencyKey}: acknowledged before the crash, but not stored`);
        check(outcome.score === item.score, `${item.idempotencyKey}: stored score ${outcome.score}, acknowledged ${item.score}`);
        verified += 1;
      }
    }
    check(verified === acknowledgedAtKill, `verified ${verified} of ${acknowledgedAtKill}`);
    server.child.kill('SIGTERM');
    const stopped = await server.exited;
    check(stopped.code === 0, `the restarted server did not stop cleanly:\n${server.output()}`);
    return { acknowledged: acknowledgedAtKill, inFlightAtKill, verified, sent: next };
  } catch (error) {
    console.error(`\nServer output (${kind}):\n${server.output()}`);
    throw error;
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!buildIsCurrent()) {
  console.info('Building first (the crash test runs the built server)…');
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
}
// The built page must exist for the CSP check.
readFileSync('dist/web/index.html', 'utf8');

const work = await submissions();
let failed = false;
for (const kind of ['PGlite', 'PostgreSQL']) {
  const started = Date.now();
  try {
    const result = await crashRun(kind, work);
    console.info(
      `✓ ${kind}: SIGKILL with ${result.inFlightAtKill} completions in flight (${result.sent} sent); ` +
        `${result.acknowledged} acknowledged before the kill, ${result.verified} verified present after restart ` +
        `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    failed = true;
    console.error(`✗ ${kind}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
