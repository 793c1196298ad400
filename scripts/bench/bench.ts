// `npm run bench`: the production server under load, each endpoint against its limit.
// See BENCHMARKS.md for what is measured and why; `npm run bench -- --help` for the options.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { getModuleMeta, inMapOrder } from '../../src/content/catalogue-queries';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../../src/content/module-bodies';
import { applyCompletion } from '../../src/domain/completion';
import { emptyProgress, type Completion, type ProgressState } from '../../src/domain/progress';
import { DEFAULT_POOL_SIZE } from '../../src/server/db/database';
import { COMPLETION_CATALOGUE } from '../../src/server/progress/catalogue';
import { adventureAttempts, classicAnswers } from '../../src/server/progress/quiz-fixtures';
import {
  createDirectUsers,
  directPglite,
  directPostgres,
  fillDirectUsers,
  historySize,
  insertHistory,
  measureDirectCompletion,
  type BenchModule,
  type DirectDatabase,
  type StoredShape,
  CLASS_GRID_SQL,
  createDirectClass,
  measureDirectQuery,
} from './direct-completion';
import { dueCards, giveReviewCards, interleave, measureDirectPracticeAnswers, measureDirectPracticeView, practiceQuestions, DUE_TODAY } from './practice-bench';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../server-process.mjs';
import { percentile, type CaseResult } from './stats';

const HELP = `npm run bench [-- options]
  --pglite              run the server on PGlite (embedded) instead of PostgreSQL
  --seconds N           seconds per case (default 5)
  --concurrency LIST    comma-separated concurrencies (default 10,50,100)
  --port N              server port (default 3200; the bare route uses N+1, the 2-process server N+2)
  --learners N          learners in each group (default: the highest concurrency, so requests in flight never share one)
  --cases LIST          which cases to run, of reads,completions,processes,sign-ins,class-grid,practice (default: all; e.g. to profile
                        one). processes: reads and completions on 1 server process and on 2 (WEB_CONCURRENCY=2,
                        PostgreSQL only), alternately, same learners, same database
  --rounds N            times each endpoint and its limit are measured, one after the other (default 3); the
                        ratio reported is the median of the rounds' ratios, so a moment of noise moves no figure
                        class-grid: a teacher's grid of a class of 35 children with 40 lessons each, 10 requests in flight
                        practice: today's practice and one answer, for learners with 100 and with 5,000 review cards
  BENCH_SERVER_NODE_ARGS  extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  BENCH_POSTGRES_URL    PostgreSQL server for the throwaway database (default postgres://postgres@127.0.0.1:5432/postgres)`;

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '10,50,100' },
    port: { type: 'string', default: '3200' },
    learners: { type: 'string' },
    cases: { type: 'string', default: 'reads,completions,processes,sign-ins,class-grid,practice' },
    rounds: { type: 'string', default: '3' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.info(HELP);
  process.exit(0);
}

const SECONDS = Number(args.seconds);
const CASES = new Set(args.cases.split(','));
for (const name of CASES) if (!['reads', 'completions', 'processes', 'sign-ins', 'class-grid', 'practice'].includes(name)) throw new Error(`unknown case ${name}; use reads, completions, processes, sign-ins, class-grid or practice`);
const CONCURRENCY = args.concurrency.split(',').map(Number);
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a whole number ≥ 1');
const PORT = Number(args.port);
/** A sign-in takes a large fraction of a second of CPU: the cases need longer to finish a useful number. */
const SIGN_IN_SECONDS = 2 * SECONDS;
const BARE_PORT = PORT + 1;
/** The same server as WEB_CONCURRENCY=2 processes sharing this port, on the same database (the processes case). */
const CLUSTER_PORT = PORT + 2;
const CLUSTER_PROCESSES = 2;
const MAX_CONCURRENCY = Math.max(...CONCURRENCY);
/** One learner per connection at the highest concurrency, so no two requests in flight share a learner. */
const LEARNERS = args.learners ? Number(args.learners) : MAX_CONCURRENCY;
const PASSWORD = 'bench-seashell-password';
/**
 * Completions a veteran learner has made before the run (decision 017: a completion must cost the same for
 * them as for a learner with none). They are stored as the server stores them, spread over
 * HISTORY_DAYS before the run, the record built by the domain rules; the limit's veterans get the same.
 */
const VETERAN_HISTORY = 2000;
const HISTORY_DAYS = 100;
const MS_PER_DAY = 86_400_000;
const TIME_ZONE = 'Asia/Taipei';
const WARMUP_SECONDS = 2;
const DIRECT_FRESH = 'completion, direct SQL (limit, 0 earlier)';
const DIRECT_VETERAN = 'completion, direct SQL (limit, 2,000 earlier)';
const SIGN_UP_CONCURRENCY = 8;
/** The class-grid case (issue 22): a class this size, each child with this many lessons done, this many teachers' requests in flight, and the target. */
const CLASS_SIZE = 35;
const CLASS_LESSONS = 40;
const CLASS_CONCURRENCY = 10;
const CLASS_GRID_TARGET_P99_MS = 50;
const DIRECT_CLASS_GRID = 'class grid, direct SQL (limit)';
/** The practice case (issue 24): learners in each group, the two history sizes, requests in flight, the target. */
const PRACTICE_LEARNERS = 100;
const PRACTICE_SIZES = [100, 5000] as const;
const PRACTICE_CONCURRENCY = 10;
const PRACTICE_TARGET_PERCENT = 60;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Extra Node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ROOT = path.resolve(import.meta.dirname, '../..');
const RUN_ID = `${Date.now()}_${randomBytes(3).toString('hex')}`;

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function log(line: string) {
  console.info(`[bench] ${line}`);
}

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute`);
}

function startProcess(command: string[], env: Record<string, string>, label: string): ChildProcess {
  const [file, ...rest] = command;
  if (!file) throw new Error('no command');
  const child = spawn(file, rest, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
  children.push(child);
  return child;
}

/** Resident memory of a process in MiB, from /proc (Linux); undefined elsewhere. */
function rssMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the server's memory while `work` runs and returns the peak with the result. */
async function withPeakMemory<T>(pid: number | undefined, work: () => Promise<T>): Promise<{ result: T; peak: number | undefined }> {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now !== undefined) peak = Math.max(peak ?? 0, now);
  }, 100);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

type Learner = { email: string; cookie: string };

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const session = cookies.filter((pair) => pair.includes('session_token='));
  if (session.length === 0) throw new Error(`no session cookie (status ${response.status})`);
  return session.join('; ');
}

async function inBatches<T>(count: number, parallel: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await make(index);
      }
    }),
  );
  return results;
}

type Target = {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  /** Headers and body of the n-th request. */
  request: (n: number) => { headers?: Record<string, string>; body?: string };
};

/** Drives `target` for `seconds`, or until `amount` requests are answered. */
async function hammer(target: Target, connections: number, seconds: number, amount?: number): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url: target.url,
    connections,
    duration: seconds,
    // With a fixed amount autocannon stops at its next sample tick (1 s by default): tick often, so it ends on time.
    ...(amount === undefined ? {} : { amount, sampleInt: 10 }),
    timeout: 60,
    requests: [
      {
        method: target.method,
        setupRequest: (request) => {
          const extra = target.request(n++);
          return { ...request, headers: { ...request.headers, ...extra.headers }, ...(extra.body === undefined ? {} : { body: extra.body }) };
        },
      },
    ],
  });
}

function fromAutocannon(name: string, concurrency: number, result: autocannon.Result, peak: number | undefined): CaseResult {
  return {
    name,
    concurrency,
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakRssMiB: peak,
  };
}

const fmt = (value: number | undefined, digits = 0) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));

function table(results: (CaseResult & { round: number })[]): string {
  const lines = ['| case | concurrency | round | requests/s | p50 ms | p99 ms | errors | server peak RSS MiB |', '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of results) lines.push(`| ${r.name} | ${r.concurrency} | ${r.round} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors} | ${fmt(r.peakRssMiB)} |`);
  return lines.join('\n');
}

/** The record and the completions of a learner who completed VETERAN_HISTORY modules in turn over HISTORY_DAYS. */
function playedRecord(modules: BenchModule[]): { state: ProgressState; history: Completion[] } {
  let state = emptyProgress();
  const history: Completion[] = [];
  const step = (HISTORY_DAYS * MS_PER_DAY) / VETERAN_HISTORY;
  const start = Date.now() - HISTORY_DAYS * MS_PER_DAY;
  for (let k = 0; k < VETERAN_HISTORY; k += 1) {
    const module = modules[k % modules.length];
    if (!module) throw new Error('no modules');
    const applied = applyCompletion(state, { moduleId: module.id, score: 100, at: new Date(start + k * step), timeZone: TIME_ZONE, catalogue: COMPLETION_CATALOGUE });
    if (!applied.applied) throw new Error(`completing ${module.id}: ${applied.reason}`);
    history.push(applied.changes.entry);
    // The rules need only recent completions (decision 017); the history lives in quiz_results.
    state = { ...applied.state, completions: [] };
  }
  return { state, history };
}

/** The record of a child who has finished the first CLASS_LESSONS lessons in map order, one a day. */
function classRecord(modules: BenchModule[]): ProgressState {
  let state = emptyProgress();
  const start = Date.now() - CLASS_LESSONS * MS_PER_DAY;
  for (const [k, module] of modules.slice(0, CLASS_LESSONS).entries()) {
    const applied = applyCompletion(state, { moduleId: module.id, score: 80 + (k % 3) * 10, at: new Date(start + k * MS_PER_DAY), timeZone: TIME_ZONE, catalogue: COMPLETION_CATALOGUE });
    if (!applied.applied) throw new Error(`completing ${module.id}: ${applied.reason}`);
    state = { ...applied.state, completions: [] };
  }
  return state;
}

function formatHistory(size: { learners: number; completions: number }): string {
  return `${size.learners} learners, ${fmt(size.completions)} completions each`;
}

async function main() {
  const started = Date.now();
  log(`building the server bundle`);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'money-islands-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (!args.pglite) {
    const name = `perfbench_${RUN_ID}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    });
    databaseUrl = withDatabase(POSTGRES_URL, name);
    log(`PostgreSQL database ${name} (dropped at the end)`);
  } else {
    log(`PGlite in ${dataDir} (removed at the end)`);
  }

  const publicUrl = `http://localhost:${PORT}`;
  // Shared with the 2-process server (processes case), so the learners' cookies are good on both.
  const authSecret = randomBytes(32).toString('hex');
  const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(dataDir, `server-${port}`),
    AUTH_SECRET: authSecret,
    // The bench signs in far more often than a person could; the limiter would answer 429.
    RATE_LIMIT: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extra,
  });
  const startServer = async () => {
    const child = startProcess([process.execPath, ...SERVER_NODE_FLAGS, ...SERVER_NODE_ARGS, SERVER_ENTRY], serverEnv(PORT), 'server');
    await waitFor(`${publicUrl}/api/health`, child);
    log(`server up (pid ${child.pid})`);
    return child;
  };
  let server = await startServer();

  // Learners, through the real sign-up path: LEARNERS who start with no completion, LEARNERS veterans.
  const signUpStarted = performance.now();
  const signedUp = await inBatches<Learner>(2 * LEARNERS, SIGN_UP_CONCURRENCY, async (index) => {
    const email = `bench-${RUN_ID}-${index}@bench.example`;
    const response = await fetch(`${publicUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ name: `Bench ${index}`, email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return { email, cookie: sessionCookie(response) };
  });
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;
  log(`${2 * LEARNERS} learners signed up in ${signUpSeconds.toFixed(1)} s`);
  // The class-grid case's class, through the real paths: a teacher, a group, CLASS_SIZE children joining with its code.
  let classSetup: { teacher: Learner; groupId: string; children: Learner[] } | undefined;
  if (CASES.has('class-grid')) {
    const signUp = async (label: string): Promise<Learner> => {
      const email = `bench-${RUN_ID}-${label.toLowerCase().replace(/\W+/g, "-")}@bench.example`;
      const response = await fetch(`${publicUrl}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: publicUrl }, body: JSON.stringify({ name: label, email, password: PASSWORD }) });
      if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      return { email, cookie: sessionCookie(response) };
    };
    const call = async (who: Learner, method: string, pathname: string, body: unknown) => {
      const response = await fetch(`${publicUrl}${pathname}`, { method, headers: { cookie: who.cookie, 'content-type': 'application/json', origin: publicUrl }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const teacher = await signUp('Bench Teacher');
    await call(teacher, 'PUT', '/api/account/role', { role: 'grown-up' });
    const group = await call(teacher, 'POST', '/api/groups', { name: 'Bench class', kind: 'class' });
    const classChildren = await inBatches<Learner>(CLASS_SIZE, SIGN_UP_CONCURRENCY, (index) => signUp(`Bench Child ${index}`));
    for (const child of classChildren) await call(child, 'POST', '/api/groups/join', { code: group.joinCode });
    classSetup = { teacher, groupId: String(group.id), children: classChildren };
    log(`a class of ${CLASS_SIZE} children joined with its code`);
  }
  // The practice case's learners, through the real sign-up: PRACTICE_LEARNERS for each history size.
  const practiceLearners = CASES.has('practice')
    ? await inBatches<Learner>(PRACTICE_SIZES.length * PRACTICE_LEARNERS, SIGN_UP_CONCURRENCY, async (index) => {
        const email = `bench-${RUN_ID}-practice-${index}@bench.example`;
        const response = await fetch(`${publicUrl}/api/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: publicUrl }, body: JSON.stringify({ name: `Practice ${index}`, email, password: PASSWORD }) });
        if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
        return { email, cookie: sessionCookie(response) };
      })
    : [];
  const practiceGroups = PRACTICE_SIZES.map((size, k) => ({ size, learners: practiceLearners.slice(k * PRACTICE_LEARNERS, (k + 1) * PRACTICE_LEARNERS) }));
  const questions = CASES.has('practice') ? await practiceQuestions(inMapOrder(WRITTEN_MODULE_IDS), DUE_TODAY + 20) : [];
  type DueCard = { userId: string; cardId: string; attempts: unknown[] };
  const serverDue = new Map<number, (DueCard & { cookie: string })[]>();
  const givePracticeCards = async (database: DirectDatabase) => {
    // Only the practice case has practice learners (and the questions their cards are made of).
    if (!CASES.has('practice')) return;
    for (const group of practiceGroups) {
      const cookies = new Map<string, string>();
      await database.transaction(async (query) => {
        const { rows } = await query('SELECT id, email FROM "user" WHERE email = ANY($1)', [group.learners.map((learner) => learner.email)]);
        for (const row of rows) cookies.set(String(row.id), group.learners.find((learner) => learner.email === row.email)?.cookie ?? '');
      });
      const ids = [...cookies.keys()];
      await giveReviewCards(database, ids, questions, group.size);
      serverDue.set(group.size, interleave(await dueCards(database, ids, questions)).map((card) => ({ ...card, cookie: cookies.get(card.userId) ?? '' })));
    }
  };
  const fresh = signedUp.slice(0, LEARNERS);
  const veterans = signedUp.slice(LEARNERS);
  const learners = veterans;

  // In map order: the server records a lesson only once its island is open to the learner.
  const modules: BenchModule[] = await Promise.all(
    inMapOrder(WRITTEN_MODULE_IDS).map(async (id) => {
      const body = await loadModuleBody(id);
      const island = getModuleMeta(id)?.island;
      if (!island) throw new Error(`module ${id} is not in the catalogue`);
      if (!body) throw new Error(`module ${id} has no body`);
      const submission = body.format === 'classic' ? { format: 'classic', answers: await classicAnswers(id) } : { format: 'adventure', attempts: await adventureAttempts(id) };
      const questionIds = (body.format === 'classic' ? body.quiz : body.quiz5).map((question) => question.id);
      return { id, island, submission, questionIds };
    }),
  );
  // The n-th completion request is learner n mod LEARNERS's next module in turn (in map order, so a fresh
  // learner's next module is always open to them).
  const completionBody = (group: Learner[], n: number, prefix: string) => {
    const learner = group[n % group.length];
    const module = modules[Math.floor(n / group.length) % modules.length];
    if (!learner || !module) throw new Error('no learner or module');
    return {
      headers: { cookie: learner.cookie, 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ moduleId: module.id, idempotencyKey: `${prefix}-${n}`, submission: module.submission, timeZone: TIME_ZONE, timeTakenSeconds: 60 }),
    };
  };

  // The veterans' history, stored as the server stores it: straight into the tables (2,000 completions each
  // through the API would take most of an hour). PGlite's folder belongs to the server, so it is stopped.
  const played = playedRecord(modules);
  const shapes = new Map<string, StoredShape>(modules.map((module) => [module.id, { submission: module.submission, questionIds: module.questionIds }]));
  const giveHistory = async (database: DirectDatabase, userIds: string[]) => {
    await fillDirectUsers(database, userIds, played.state);
    await insertHistory(database, userIds, played.history, shapes);
  };
  const classState = classRecord(modules);
  // The class's lessons, stored as the server keeps them (the grid reads the kept progress, decision 017).
  const giveClassLessons = async (database: DirectDatabase) => {
    if (classSetup) await fillDirectUsers(database, await idsOf(database, classSetup.children), classState);
  };
  const idsOf = async (database: DirectDatabase, group: Learner[]) => {
    let ids: string[] = [];
    await database.transaction(async (query) => {
      const { rows } = await query('SELECT id FROM "user" WHERE email = ANY($1) ORDER BY id', [group.map((learner) => learner.email)]);
      ids = rows.map((row) => String(row.id));
    });
    return ids;
  };
  const fillStarted = performance.now();
  let direct: DirectDatabase;
  let serverIds: { fresh: string[]; veterans: string[] };
  if (databaseUrl) {
    direct = directPostgres(databaseUrl, DEFAULT_POOL_SIZE);
    serverIds = { fresh: await idsOf(direct, fresh), veterans: await idsOf(direct, veterans) };
    await giveHistory(direct, serverIds.veterans);
    await giveClassLessons(direct);
    await givePracticeCards(direct);
  } else {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const serverDatabase = await directPglite(path.join(dataDir, `server-${PORT}`, 'pglite'), path.join(ROOT, 'drizzle'));
    serverIds = { fresh: await idsOf(serverDatabase, fresh), veterans: await idsOf(serverDatabase, veterans) };
    await giveHistory(serverDatabase, serverIds.veterans);
    await giveClassLessons(serverDatabase);
    await givePracticeCards(serverDatabase);
    log(`server's learners: fresh ${formatHistory(await historySize(serverDatabase, serverIds.fresh))}; veterans ${formatHistory(await historySize(serverDatabase, serverIds.veterans))}`);
    await serverDatabase.close();
    server = await startServer();
    direct = await directPglite(path.join(dataDir, 'direct'), path.join(ROOT, 'drizzle'));
  }
  cleanups.unshift(() => direct.close());
  const directFresh = await createDirectUsers(direct, LEARNERS, `direct-${RUN_ID}-fresh`);
  const directVeterans = await createDirectUsers(direct, LEARNERS, `direct-${RUN_ID}-veteran`);
  await giveHistory(direct, directVeterans);
  // The limit's own class, the same size and record, made straight in the tables.
  let directClass: { groupId: string; ownerId: string } | undefined;
  if (classSetup) {
    const [ownerId = '', ...childIds] = await createDirectUsers(direct, CLASS_SIZE + 1, `direct-${RUN_ID}-class`);
    await fillDirectUsers(direct, childIds, classState);
    directClass = { groupId: await createDirectClass(direct, ownerId, childIds), ownerId };
  }
  // The limit's practice learners: the same cards, made straight in the tables.
  const directPractice = new Map<number, { userIds: string[]; due: DueCard[] }>();
  if (CASES.has('practice')) {
    for (const size of PRACTICE_SIZES) {
      const userIds = await createDirectUsers(direct, PRACTICE_LEARNERS, `direct-${RUN_ID}-practice-${size}`);
      await giveReviewCards(direct, userIds, questions, size);
      directPractice.set(size, { userIds, due: interleave(await dueCards(direct, userIds, questions)) });
    }
  }
  log(`histories stored in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);
  const sizes = [`the limit's fresh ${formatHistory(await historySize(direct, directFresh))}, veterans ${formatHistory(await historySize(direct, directVeterans))}`];
  if (databaseUrl) {
    sizes.unshift(`the server's fresh ${formatHistory(await historySize(direct, serverIds.fresh))}, veterans ${formatHistory(await historySize(direct, serverIds.veterans))}`);
  }
  log(`completions stored before the run: ${sizes.join('; ')}`);

  // After a restart (PGlite) fetch may pick kept-alive sockets of the stopped server first: try again.
  let sampleView: Response | undefined;
  for (let attempt = 0; !sampleView; attempt += 1) {
    sampleView = await fetch(`${publicUrl}/api/progress`, { headers: { cookie: learners[0]?.cookie ?? '' } }).catch((error: unknown) => {
      if (attempt >= SIGN_UP_CONCURRENCY + 1) throw error;
      return undefined;
    });
  }
  const viewFile = path.join(dataDir, 'progress-view.json');
  writeFileSync(viewFile, await sampleView.text());

  const bare = startProcess([process.execPath, '--import', 'tsx', 'scripts/bench/bare-server.ts', String(BARE_PORT), viewFile], {}, 'bare');
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, bare);

  const targets = {
    bare: { name: 'bare Hono route (limit)', url: `http://127.0.0.1:${BARE_PORT}/bare`, method: 'GET', request: () => ({}) },
    progress: {
      name: 'GET /api/progress',
      url: `${publicUrl}/api/progress`,
      method: 'GET',
      request: (n: number) => ({ headers: { cookie: learners[n % learners.length]?.cookie ?? '' } }),
    },
    completionFresh: {
      name: 'POST /api/progress/quiz (0 earlier)',
      url: `${publicUrl}/api/progress/quiz`,
      method: 'POST',
      request: (n: number) => completionBody(fresh, n, `bench-${Math.random()}`),
    },
    completionVeteran: {
      name: 'POST /api/progress/quiz (2,000 earlier)',
      url: `${publicUrl}/api/progress/quiz`,
      method: 'POST',
      request: (n: number) => completionBody(veterans, n, `bench-${Math.random()}`),
    },
    signIn: {
      name: 'POST /api/auth/sign-in/email',
      url: `${publicUrl}/api/auth/sign-in/email`,
      method: 'POST',
      request: (n: number) => ({
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ email: learners[n % learners.length]?.email, password: PASSWORD }),
      }),
    },
    health: { name: 'GET /api/health', url: `${publicUrl}/api/health`, method: 'GET', request: () => ({}) },
    classGrid: {
      name: `GET /api/groups/:id (class of ${CLASS_SIZE}, ${CLASS_LESSONS} lessons each)`,
      url: `${publicUrl}/api/groups/${classSetup?.groupId ?? 'none'}`,
      method: 'GET',
      request: () => ({ headers: { cookie: classSetup?.teacher.cookie ?? '' } }),
    },
  } satisfies Record<string, Target>;

  log('warming up');
  for (const target of [targets.bare, targets.progress, targets.completionVeteran]) await hammer(target, 10, WARMUP_SECONDS);

  const results: (CaseResult & { round: number })[] = [];
  let round = 1;
  const record = (result: CaseResult) => {
    results.push({ ...result, round });
    log(`${result.name} @${result.concurrency} (round ${round}): ${fmt(result.requestsPerSecond)} req/s, p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms${result.errors ? `, ${result.errors} errors` : ''}`);
  };
  const viaHttp = async (target: Target, concurrency: number, pid: number | undefined, seconds = SECONDS) => {
    const { result, peak } = await withPeakMemory(pid, () => hammer(target, concurrency, seconds));
    record(fromAutocannon(target.name, concurrency, result, peak));
  };

  // Each endpoint right after its limit, in rounds: this machine's speed drifts over a run (other work on the
  // host), and a ratio of two figures measured seconds apart is steadier than either figure.
  for (round = 1; round <= ROUNDS; round += 1) {
    for (const concurrency of CONCURRENCY) {
      if (CASES.has('reads')) {
        await viaHttp(targets.bare, concurrency, undefined);
        await viaHttp(targets.progress, concurrency, server.pid);
      }
      if (CASES.has('completions')) {
        const runId = `${RUN_ID}-${round}`;
        record(await measureDirectCompletion(direct, { name: DIRECT_FRESH, concurrency, seconds: SECONDS, userIds: directFresh, modules, runId: `${runId}-fresh` }));
        await viaHttp(targets.completionFresh, concurrency, server.pid);
        record(await measureDirectCompletion(direct, { name: DIRECT_VETERAN, concurrency, seconds: SECONDS, userIds: directVeterans, modules, runId: `${runId}-veteran` }));
        await viaHttp(targets.completionVeteran, concurrency, server.pid);
      }
    }
  }
  // A teacher's class grid: CLASS_CONCURRENCY requests in flight, each after its limit, in rounds.
  if (classSetup && directClass) {
    const sampled = await fetch(targets.classGrid.url, { headers: { cookie: classSetup.teacher.cookie } });
    const sample = (await sampled.json()) as { members?: { completedLessons: number }[] };
    log(`class grid: ${sample.members?.length ?? 0} children, ${sample.members?.[0]?.completedLessons ?? 0} lessons each`);
    await hammer(targets.classGrid, CLASS_CONCURRENCY, WARMUP_SECONDS);
    for (round = 1; round <= ROUNDS; round += 1) {
      record(await measureDirectQuery(direct, { name: DIRECT_CLASS_GRID, concurrency: CLASS_CONCURRENCY, seconds: SECONDS, sql: CLASS_GRID_SQL, params: [directClass.groupId, directClass.ownerId] }));
      await viaHttp(targets.classGrid, CLASS_CONCURRENCY, server.pid);
    }
  }
  // Practice: today's session and one answer, for learners with 100 and with 5,000 cards, each right after its limit.
  const practiceNames = (size: number) => ({
    view: `GET /api/practice (${size.toLocaleString('en')} cards)`,
    viewLimit: `practice view, direct SQL (limit, ${size.toLocaleString('en')} cards)`,
    answer: `POST /api/practice/answers (${size.toLocaleString('en')} cards)`,
    answerLimit: `practice answer, direct SQL (limit, ${size.toLocaleString('en')} cards)`,
  });
  if (CASES.has('practice')) {
    const sample = await fetch(`${publicUrl}/api/practice`, { headers: { cookie: practiceGroups[1]?.learners[0]?.cookie ?? '' } });
    const view = (await sample.json()) as { dueToday?: number; cards?: unknown[] };
    log(`practice: ${view.dueToday ?? 0} cards due today, ${view.cards?.length ?? 0} in a session`);
    for (round = 1; round <= ROUNDS; round += 1) {
      for (const group of practiceGroups) {
        const names = practiceNames(group.size);
        const limit = directPractice.get(group.size);
        const due = serverDue.get(group.size) ?? [];
        if (!limit) throw new Error('no limit learners');
        record(await measureDirectPracticeView(direct, names.viewLimit, PRACTICE_CONCURRENCY, SECONDS, limit.userIds));
        await viaHttp({ name: names.view, url: `${publicUrl}/api/practice`, method: 'GET', request: (n) => ({ headers: { cookie: group.learners[n % group.learners.length]?.cookie ?? '' } }) }, PRACTICE_CONCURRENCY, server.pid);
        // Each answer takes a due card out of today's pile: every round answers its own share.
        const share = Math.floor(due.length / ROUNDS);
        const limitShare = limit.due.slice((round - 1) * share, round * share);
        record(await measureDirectPracticeAnswers(direct, names.answerLimit, PRACTICE_CONCURRENCY, SECONDS, limitShare));
        const mine = due.slice((round - 1) * share, round * share);
        const answersStarted = performance.now();
        const { result, peak } = await withPeakMemory(server.pid, () =>
          hammer(
            {
              name: names.answer,
              url: `${publicUrl}/api/practice/answers`,
              method: 'POST',
              request: (n) => {
                const card = mine[n];
                return { headers: { cookie: card?.cookie ?? '', 'content-type': 'application/json', origin: publicUrl }, body: JSON.stringify({ cardId: card?.cardId, attempts: card?.attempts }) };
              },
            },
            PRACTICE_CONCURRENCY,
            SECONDS,
            mine.length,
          ),
        );
        // A run of a fixed number of answers ends within the second: autocannon's duration is whole seconds.
        const answersSeconds = (performance.now() - answersStarted) / 1000;
        record({ ...fromAutocannon(names.answer, PRACTICE_CONCURRENCY, result, peak), requestsPerSecond: result['2xx'] / answersSeconds });
      }
    }
  }
  round = 1;

  // One server process against two on the same PostgreSQL database, same learners, each right after the
  // other (as endpoint and limit above). The 2-process server starts only now, so it took no part before.
  const processNames = { reads1: 'GET /api/progress, 1 process', reads2: `GET /api/progress, ${CLUSTER_PROCESSES} processes`, completions1: 'POST /api/progress/quiz, 1 process', completions2: `POST /api/progress/quiz, ${CLUSTER_PROCESSES} processes` };
  const compareProcesses = CASES.has('processes') && databaseUrl !== undefined;
  if (CASES.has('processes') && !compareProcesses) log('processes case skipped: several server processes need PostgreSQL');
  if (compareProcesses) {
    const clusterUrl = `http://localhost:${CLUSTER_PORT}`;
    const cluster = startProcess([process.execPath, ...SERVER_NODE_FLAGS, SERVER_ENTRY], serverEnv(CLUSTER_PORT, { WEB_CONCURRENCY: String(CLUSTER_PROCESSES) }), 'cluster');
    await waitFor(`${clusterUrl}/api/health`, cluster);
    log(`${CLUSTER_PROCESSES}-process server up (primary pid ${cluster.pid})`);
    /** The same target on the 2-process server: its address, and the Origin it accepts. */
    const onCluster = (target: Target, name: string): Target => ({
      name,
      url: target.url.replace(publicUrl, clusterUrl),
      method: target.method,
      request: (n) => {
        const made = target.request(n);
        return { ...made, headers: { ...made.headers, ...(made.headers?.origin ? { origin: clusterUrl } : {}) } };
      },
    });
    const single = { reads: { ...targets.progress, name: processNames.reads1 }, completions: { ...targets.completionFresh, name: processNames.completions1 } };
    const several = { reads: onCluster(targets.progress, processNames.reads2), completions: onCluster(targets.completionFresh, processNames.completions2) };
    for (const target of [several.reads, several.completions]) await hammer(target, 10, WARMUP_SECONDS);
    for (round = 1; round <= ROUNDS; round += 1) {
      for (const concurrency of CONCURRENCY) {
        // Memory: the primary's RSS would say nothing of its processes', so none is shown for 2 processes.
        await viaHttp(single.reads, concurrency, server.pid);
        await viaHttp(several.reads, concurrency, undefined);
        await viaHttp(single.completions, concurrency, server.pid);
        await viaHttp(several.completions, concurrency, undefined);
      }
    }
    round = 1;
    cluster.kill('SIGTERM');
    await new Promise((resolve) => cluster.once('exit', resolve));
  }

  // Sign-ins go last: hashes still queued when a case stops would slow whatever ran next. After each
  // case one more sign-in is awaited; the thread pool is first in, first out, so the queue is then empty.
  const drain = async () => {
    const { body, headers } = targets.signIn.request(0);
    await fetch(targets.signIn.url, { method: 'POST', headers, body });
  };
  let hashing: { quiet: autocannon.Result; readsQuiet: autocannon.Result; busy: autocannon.Result; readsBusy: autocannon.Result; signIns: autocannon.Result } | undefined;
  if (CASES.has('sign-ins')) {
    for (const concurrency of CONCURRENCY) {
      await viaHttp(targets.signIn, concurrency, server.pid, SIGN_IN_SECONDS);
      await drain();
    }

    // Hashing runs on libuv's thread pool: other requests must keep their latency while sign-ins saturate it.
    const [quiet, readsQuiet] = await Promise.all([hammer(targets.health, 10, SIGN_IN_SECONDS), hammer(targets.progress, 10, SIGN_IN_SECONDS)]);
    const [busy, readsBusy, signIns] = await Promise.all([
      hammer(targets.health, 10, SIGN_IN_SECONDS),
      hammer(targets.progress, 10, SIGN_IN_SECONDS),
      hammer(targets.signIn, MAX_CONCURRENCY, SIGN_IN_SECONDS),
    ]);
    await drain();
    hashing = { quiet, readsQuiet, busy, readsBusy, signIns };
  }
  const peakAll = rssMiB(server.pid, 'VmHWM');

  // Report.
  const ratioLines = [
    '| endpoint | concurrency | endpoint req/s (median) | limit req/s (median) | ratio, median of rounds | ratio in each round | target |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  const median = (values: number[]) => percentile(values, 50);
  for (const concurrency of CONCURRENCY) {
    const pairs: [string, string, number][] = [
      [targets.completionFresh.name, DIRECT_FRESH, 60],
      [targets.completionVeteran.name, DIRECT_VETERAN, 60],
      [targets.progress.name, targets.bare.name, 50],
    ];
    for (const [endpoint, limit, target] of pairs) {
      const rounds = [...Array(ROUNDS).keys()].map((index) => {
        const of = (name: string) => results.find((r) => r.name === name && r.concurrency === concurrency && r.round === index + 1);
        const e = of(endpoint);
        const l = of(limit);
        return { endpoint: e?.requestsPerSecond ?? Number.NaN, limit: l?.requestsPerSecond ?? Number.NaN };
      });
      const ratios = rounds.map((r) => (100 * r.endpoint) / r.limit);
      ratioLines.push(
        `| ${endpoint} vs ${limit} | ${concurrency} | ${fmt(median(rounds.map((r) => r.endpoint)))} | ${fmt(median(rounds.map((r) => r.limit)))} | ` +
          `${fmt(median(ratios))}% | ${ratios.map((r) => `${fmt(r)}%`).join(', ')} | ≥ ${target}% |`,
      );
    }
  }
  // The same endpoint for a veteran against a learner with none, round by round: within 15 % is the target.
  const costLines = [
    '| concurrency | 0 earlier req/s (median) | 2,000 earlier req/s (median) | 2,000 ÷ 0, median of rounds | in each round | target |',
    '| ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const concurrency of CONCURRENCY) {
    const of = (name: string, index: number) => results.find((r) => r.name === name && r.concurrency === concurrency && r.round === index + 1)?.requestsPerSecond ?? Number.NaN;
    const rounds = [...Array(ROUNDS).keys()].map((index) => ({ fresh: of(targets.completionFresh.name, index), veteran: of(targets.completionVeteran.name, index) }));
    const ratios = rounds.map((r) => (100 * r.veteran) / r.fresh);
    costLines.push(
      `| ${concurrency} | ${fmt(median(rounds.map((r) => r.fresh)))} | ${fmt(median(rounds.map((r) => r.veteran)))} | ${fmt(median(ratios))}% | ` +
        `${ratios.map((r) => `${fmt(r)}%`).join(', ')} | 85–115% |`,
    );
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const processLines = [
    `| endpoint | concurrency | 1 process req/s (median) | ${CLUSTER_PROCESSES} processes req/s (median) | ${CLUSTER_PROCESSES} ÷ 1, median of rounds | in each round |`,
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  if (compareProcesses) {
    for (const concurrency of CONCURRENCY) {
      for (const [label, one, two] of [
        ['GET /api/progress', processNames.reads1, processNames.reads2],
        ['POST /api/progress/quiz', processNames.completions1, processNames.completions2],
      ] as const) {
        const rounds = [...Array(ROUNDS).keys()].map((index) => {
          const of = (name: string) => results.find((r) => r.name === name && r.concurrency === concurrency && r.round === index + 1)?.requestsPerSecond ?? Number.NaN;
          return { one: of(one), two: of(two) };
        });
        const ratios = rounds.map((r) => r.two / r.one);
        processLines.push(
          `| ${label} | ${concurrency} | ${fmt(median(rounds.map((r) => r.one)))} | ${fmt(median(rounds.map((r) => r.two)))} | ${fmt(median(ratios), 2)} × | ${ratios.map((r) => `${fmt(r, 2)} ×`).join(', ')} |`,
        );
      }
    }
  }

  console.info(`\n## Results (${args.pglite ? 'PGlite' : 'PostgreSQL'}, ${SECONDS} s per case, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'})\n`);
  console.info(`Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}, ${new Date().toISOString()}`);
  console.info(`Sign-up of ${2 * LEARNERS} learners: ${signUpSeconds.toFixed(1)} s; server pool size ${DEFAULT_POOL_SIZE}\n`);
  console.info(table(results));
  console.info(`\n### Against the limit\n`);
  console.info(ratioLines.join('\n'));
  if (CASES.has('completions')) {
    console.info(`\n### A completion with 0 and with ${VETERAN_HISTORY.toLocaleString('en')} earlier completions\n`);
    console.info(costLines.join('\n'));
  }
  if (classSetup) {
    const endpointRounds = results.filter((r) => r.name === targets.classGrid.name);
    const limitRounds = results.filter((r) => r.name === DIRECT_CLASS_GRID);
    const worstP99 = Math.max(...endpointRounds.map((r) => r.p99 ?? Number.NaN));
    const ratios = endpointRounds.map((r, index) => (100 * r.requestsPerSecond) / (limitRounds[index]?.requestsPerSecond ?? Number.NaN));
    console.info(`\n### A teacher's class grid (${CLASS_SIZE} children, ${CLASS_LESSONS} lessons each, ${CLASS_CONCURRENCY} requests in flight)\n`);
    console.info('| | req/s (median) | p99 ms, worst round | target |');
    console.info('| --- | ---: | ---: | ---: |');
    console.info(`| ${targets.classGrid.name} | ${fmt(median(endpointRounds.map((r) => r.requestsPerSecond)))} | ${fmt(worstP99, 1)} | p99 < ${CLASS_GRID_TARGET_P99_MS} ms |`);
    console.info(`| ${DIRECT_CLASS_GRID} | ${fmt(median(limitRounds.map((r) => r.requestsPerSecond)))} | ${fmt(Math.max(...limitRounds.map((r) => r.p99 ?? Number.NaN)), 1)} | |`);
    console.info(`\nEndpoint against its limit, median of rounds: ${fmt(median(ratios))}% (${ratios.map((r) => `${fmt(r)}%`).join(', ')}).`);
  }
  if (CASES.has('practice')) {
    const medianOf = (name: string) => median(results.filter((r) => r.name === name).map((r) => r.requestsPerSecond));
    const ratiosOf = (endpoint: string, limit: string) => {
      const e = results.filter((r) => r.name === endpoint);
      const l = results.filter((r) => r.name === limit);
      return e.map((r, index) => (100 * r.requestsPerSecond) / (l[index]?.requestsPerSecond ?? Number.NaN));
    };
    console.info(`\n### Practice (${PRACTICE_LEARNERS} learners per size, ${DUE_TODAY} cards due today each, ${PRACTICE_CONCURRENCY} requests in flight)\n`);
    console.info('| endpoint | cards per learner | endpoint req/s (median) | p99 ms, worst round | limit req/s (median) | ratio, median of rounds | in each round | target |');
    console.info('| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |');
    for (const kind of ['view', 'answer'] as const) {
      for (const size of PRACTICE_SIZES) {
        const names = practiceNames(size);
        const endpoint = kind === 'view' ? names.view : names.answer;
        const limit = kind === 'view' ? names.viewLimit : names.answerLimit;
        const ratios = ratiosOf(endpoint, limit);
        const worst = Math.max(...results.filter((r) => r.name === endpoint).map((r) => r.p99 ?? Number.NaN));
        console.info(
          `| ${endpoint.replace(/ \(.*$/, '')} | ${size.toLocaleString('en')} | ${fmt(medianOf(endpoint))} | ${fmt(worst, 1)} | ${fmt(medianOf(limit))} | ${fmt(median(ratios))}% | ${ratios.map((r) => `${fmt(r)}%`).join(', ')} | ≥ ${PRACTICE_TARGET_PERCENT}% |`,
        );
      }
    }
    const [small, large] = PRACTICE_SIZES.map(practiceNames);
    if (small && large) {
      console.info(
        `\n${PRACTICE_SIZES[1].toLocaleString('en')} cards ÷ ${PRACTICE_SIZES[0]} cards, median req/s: today's practice ${fmt((100 * medianOf(large.view)) / medianOf(small.view))}%, ` +
          `an answer ${fmt((100 * medianOf(large.answer)) / medianOf(small.answer))}% (100% = no cost from history).`,
      );
    }
  }
  if (compareProcesses) {
    console.info(`\n### ${CLUSTER_PROCESSES} server processes against 1 (same PostgreSQL database, ${cpus().length} cores shared with PostgreSQL and the load generator)\n`);
    console.info(processLines.join('\n'));
  }
  if (hashing) {
    const { quiet, readsQuiet, busy, readsBusy, signIns } = hashing;
    const hashesPerSecond = Math.max(...results.filter((r) => r.name === targets.signIn.name).map((r) => r.requestsPerSecond));
    console.info(`\n### Password hashing\n`);
    console.info(`Sign-ins (one scrypt verification each): up to ${fmt(hashesPerSecond, 1)} hashes/s.\n`);
    console.info('| while | GET /api/health p50 / p99 ms | GET /api/progress p50 / p99 ms | sign-ins/s alongside |');
    console.info('| --- | ---: | ---: | ---: |');
    console.info(`| idle | ${fmt(quiet.latency.p50, 1)} / ${fmt(quiet.latency.p99, 1)} | ${fmt(readsQuiet.latency.p50, 1)} / ${fmt(readsQuiet.latency.p99, 1)} | – |`);
    console.info(
      `| ${MAX_CONCURRENCY} sign-ins in flight | ${fmt(busy.latency.p50, 1)} / ${fmt(busy.latency.p99, 1)} | ${fmt(readsBusy.latency.p50, 1)} / ${fmt(readsBusy.latency.p99, 1)} | ${fmt(signIns['2xx'] / signIns.duration, 1)} |`,
    );
  }
  console.info(`\nServer peak RSS over the whole run: ${fmt(peakAll)} MiB. Total bench time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  const failed = results.filter((r) => r.errors > 0);
  if (failed.length > 0) {
    console.error(`\n${failed.length} case(s) had errors; their figures are not valid.`);
    process.exitCode = 1;
  }
}

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  for (const step of cleanups) {
    try {
      await step();
    } catch (error) {
      console.error('[bench] cleanup step failed:', error);
    }
  }
}

process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
