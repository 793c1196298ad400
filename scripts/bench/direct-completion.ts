// The completion limit: the database work of one completion, issued straight to the database with no
// HTTP, no session, no ORM and no grading. The statements are the ones the server's transaction needs
// (src/server/progress/submit-quiz.ts): lock and read the learner's rows with the idempotency check, then
// write progress and gems and store the result in one statement, read the lesson's review cards, clear its kept
// position; with BEGIN and COMMIT, 6 round trips. The texts and names are the server's own
// (src/server/progress/completion-statements.ts).
// It writes the rows the server would: every completion, replays too, is a quiz_results row carrying the
// completion's facts (decision 017), and the lock reads the first completions within Speed Runner's window.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MS_PER_MINUTE, SPEED_RUN_WINDOW_MINUTES } from '../../src/domain/constants';
import type { Completion, ProgressState } from '../../src/domain/progress';
import { PGLITE_START_PARAMS } from '../../src/server/db/database';
import type { StatementText } from '../../src/server/db/statement';
import { COMPLETION_STATEMENTS } from '../../src/server/progress/completion-statements';
import { percentile, type CaseResult } from './stats';

/** `name`: a named (prepared) statement on PostgreSQL, as the server's hot statements are; PGlite has no names. */
type Query = (text: string, params: unknown[], name?: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs `work` in one transaction on the database under test; `query` runs one statement on its own, as a pool does. */
export type DirectDatabase = {
  transaction: (work: (query: Query) => Promise<void>) => Promise<void>;
  query: Query;
  close: () => Promise<void>;
};

/** PostgreSQL's DATE type: kept as its 'YYYY-MM-DD' text, as the server's driver keeps it (no Date to convert back). */
const DATE_OID = 1082;
const keepDates = { getTypeParser: (oid: number, format?: string) => (oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text')) };
const pgliteKeepDates = { parsers: { [DATE_OID]: (value: string) => value } };

export function directPostgres(url: string, poolSize: number): DirectDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection ended by the server (the bench drops its database at the end) is not the bench's failure.
  pool.on('error', () => undefined);
  return {
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work((text, params, name) => client.query({ text, values: params, name, types: keepDates }));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    query: (text, params, name) => pool.query({ text, values: params, name, types: keepDates }),
    close: () => pool.end(),
  };
}

/**
 * A PGlite of its own (the server's data folder is locked by the server), migrated like the server's and
 * started with the server's durability settings (decision 019), so each commit waits for the disk on both sides.
 */
export async function directPglite(dataDir: string, migrationsFolder: string): Promise<DirectDatabase> {
  const client = new PGlite(dataDir, { startParams: [...PGLITE_START_PARAMS] });
  await migrate(drizzle(client), { migrationsFolder });
  return {
    transaction: (work) => client.transaction((tx) => work((text, params) => tx.query<Record<string, unknown>>(text, params, pgliteKeepDates))),
    query: (text, params) => client.query<Record<string, unknown>>(text, params, pgliteKeepDates),
    close: () => client.close(),
  };
}

/** Learners made straight in the tables, with the rows an account gets at sign-up. */
export async function createDirectUsers(database: DirectDatabase, count: number, prefix: string): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  await database.transaction(async (query) => {
    for (const id of ids) {
      await query(`INSERT INTO "user" (id, name, email) VALUES ($1, $1, $1 || '@bench.example')`, [id]);
      await query('INSERT INTO profiles (user_id) VALUES ($1)', [id]);
      await query('INSERT INTO user_progress (user_id) VALUES ($1)', [id]);
    }
  });
  return ids;
}

/**
 * Gives each learner the same stored record and history: the record after `history` (oldest first), and
 * one quiz_results row per completion of it, as the server writes them (the answers and outcome JSON of the
 * module as the bench plays it). Used for the server's learners too, whose rows are in the same tables.
 */
export async function fillDirectUsers(database: DirectDatabase, userIds: string[], state: ProgressState): Promise<void> {
  await database.transaction(async (query) => {
    await query(
      `UPDATE user_progress SET completed_modules = $2::jsonb, module_scores = $3::jsonb, current_streak = $4,
         longest_streak = $5, last_study_date = $6::date, quiz_perfect_scores = $7, earned_badges = $8::jsonb WHERE user_id = ANY($1)`,
      [
        userIds,
        JSON.stringify(state.completedModules),
        JSON.stringify(state.moduleScores),
        state.currentStreak,
        state.longestStreak,
        state.lastStudyDate,
        state.perfectScores,
        JSON.stringify(state.earnedBadges),
      ],
    );
    await query('UPDATE profiles SET jewels = $2 WHERE user_id = ANY($1)', [userIds, state.gems]);
  });
}

/** One completed quiz as stored: the answers sent and the outcome's per-question list. */
export type StoredShape = { submission: unknown; questionIds: string[] };

/** Inserts `history` as quiz_results rows for every learner, in one statement. */
export async function insertHistory(database: DirectDatabase, userIds: string[], history: Completion[], shapes: Map<string, StoredShape>): Promise<void> {
  if (history.length === 0) return;
  const answers = history.map((entry) => JSON.stringify(shapes.get(entry.moduleId)?.submission ?? {}));
  const outcomes = history.map((entry) => JSON.stringify(outcomeOf(entry.moduleId, entry.firstCompletion, 1, shapes.get(entry.moduleId)?.questionIds ?? [])));
  await database.transaction(async (query) => {
    await query(
      `INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome, completed_at,
         first_completion, local_hour, local_date, island)
       SELECT u, e.module_id, e.score, 5, e.answers::jsonb, 60, 'history-' || e.n, e.outcome::jsonb, e.at, e.first_completion, e.local_hour, e.local_date, e.island
       FROM unnest($1::text[]) u CROSS JOIN unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::timestamptz[], $7::boolean[], $8::smallint[], $9::date[], $10::text[])
         WITH ORDINALITY AS e(module_id, score, answers, outcome, at, first_completion, local_hour, local_date, island, n)`,
      [
        userIds,
        history.map((entry) => entry.moduleId),
        history.map((entry) => entry.score),
        answers,
        outcomes,
        history.map((entry) => entry.at),
        history.map((entry) => entry.firstCompletion),
        history.map((entry) => entry.localHour),
        history.map((entry) => entry.localDate),
        history.map((entry) => entry.island),
      ],
    );
  });
}

/** How many completions each of these learners has stored, on average. */
export async function historySize(database: DirectDatabase, userIds: string[]): Promise<{ learners: number; completions: number }> {
  let size = { learners: 0, completions: 0 };
  await database.transaction(async (query) => {
    const { rows } = await query(
      `SELECT count(DISTINCT u)::int AS learners, count(q.id)::float / greatest(count(DISTINCT u), 1) AS completions
       FROM unnest($1::text[]) u LEFT JOIN quiz_results q ON q.user_id = u AND q.first_completion IS NOT NULL`,
      [userIds],
    );
    const row = rows[0];
    if (row) size = { learners: Number(row.learners), completions: Number(row.completions) };
  });
  return size;
}

/** The shape of the server's QuizOutcome, stored with the result. */
function outcomeOf(moduleId: string, firstTime: boolean, longest: number, questionIds: string[]) {
  return {
    moduleId,
    score: 100,
    completed: true,
    firstCompletion: firstTime,
    bestScore: 100,
    gemsAwarded: firstTime ? 1 : 0,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: Math.max(1, longest), increased: false },
    perQuestion: questionIds.map((questionId) => ({ questionId, correct: true })),
    replayed: false,
  };
}

/** The first completions the server's lock reads (progress-store.ts): Speed Runner's window. */
const SPEED_RUN_WINDOW_MS = SPEED_RUN_WINDOW_MINUTES * MS_PER_MINUTE;

/** The server's statements, by the same names (src/server/progress/completion-statements.ts). */
const run = (query: Query, statement: StatementText, params: unknown[]) => query(statement.text, params, statement.name);
const { lockAndRead, writeCompletion, reviewCardsOfLesson, clearLessonPosition } = COMPLETION_STATEMENTS;

/** A module as the bench plays it: the answers sent, and the question ids the stored outcome lists. */
export type BenchModule = { id: string; island: Completion['island']; submission: unknown; questionIds: string[] };

async function completeOnce(database: DirectDatabase, userId: string, module: BenchModule, key: string): Promise<void> {
  const { id: moduleId, island, submission, questionIds } = module;
  await database.transaction(async (query) => {
    const now = new Date();
    const { rows } = await run(query, lockAndRead, [userId, key, new Date(now.getTime() - SPEED_RUN_WINDOW_MS).toISOString()]);
    const row = rows[0];
    if (!row) throw new Error(`no progress row for ${userId}`);
    if (row.previous) return;
    const completed = row.completed_modules as string[];
    const scores = row.module_scores as Record<string, number>;
    // Read as the server reads it (the badge rules look at these); its size is what matters here.
    if (!Array.isArray(row.recent)) throw new Error('recent completions missing');
    const today = now.toISOString().slice(0, 10);
    const firstTime = !completed.includes(moduleId);
    const entry: Completion = { moduleId, at: now.toISOString(), localHour: 12, localDate: today, island, score: 100, firstCompletion: firstTime };
    const outcome = outcomeOf(moduleId, firstTime, Number(row.longest_streak), questionIds);
    const { rows: written } = await run(query, writeCompletion, [
      userId,
      JSON.stringify(firstTime ? [...completed, moduleId] : completed),
      JSON.stringify({ ...scores, [moduleId]: 100 }),
      1,
      Math.max(1, Number(row.longest_streak)),
      today,
      Number(row.quiz_perfect_scores) + 1,
      JSON.stringify(row.vocab_mastered),
      JSON.stringify(row.saved_reflections),
      row.reflection_count,
      JSON.stringify(row.earned_badges),
      Number(row.jewels) + (firstTime ? 1 : 0),
      null,
      moduleId,
      100,
      5,
      JSON.stringify(submission),
      0,
      key,
      JSON.stringify(outcome),
      entry.at,
      entry.firstCompletion,
      entry.localHour,
      entry.localDate,
      entry.island,
    ]);
    if (written[0]?.stored !== 1) throw new Error(`result ${key} not stored`);
    // Spaced review reads the learner's cards of this lesson (issue 24); every answer here is right first time,
    // so, as on the server, no card is written.
    await run(query, reviewCardsOfLesson, [userId, moduleId]);
    await run(query, clearLessonPosition, [userId, moduleId]);
  });
}

/**
 * `concurrency` workers complete modules back to back for `seconds`, each on the next learner and module
 * in turn, so workers never wait on one another's row locks.
 */
export async function measureDirectCompletion(
  database: DirectDatabase,
  options: { name: string; concurrency: number; seconds: number; userIds: string[]; modules: BenchModule[]; runId: string },
): Promise<CaseResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const index = next++;
      const userId = options.userIds[index % options.userIds.length] ?? '';
      const module = options.modules[Math.floor(index / options.userIds.length) % options.modules.length];
      if (!module) throw new Error('no modules');
      const started = performance.now();
      try {
        await completeOnce(database, userId, module, `direct-${options.runId}-${options.concurrency}-${index}`);
        latencies.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error('direct completion failed:', error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return {
    name: options.name,
    concurrency: options.concurrency,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/**
 * The group grid's database work, as the server does it (group-store.ts groupDetail): the group, its members and
 * each member's nickname, gems, time zone and kept progress, in one statement. The class-grid case's limit.
 */
export const CLASS_GRID_SQL = `SELECT g.name, g.kind, g.join_code, g.created_at, g.suggested_island, g.suggested_module, g.suggested_at, g.weekly_summary,
    gm.user_id, gm.joined_at, u.name AS nickname, p.jewels, p.time_zone, up.completed_modules, up.current_streak, up.longest_streak, up.last_study_date
  FROM groups g
  LEFT JOIN group_members gm ON gm.group_id = g.id
  LEFT JOIN "user" u ON u.id = gm.user_id
  LEFT JOIN profiles p ON p.user_id = gm.user_id
  LEFT JOIN user_progress up ON up.user_id = gm.user_id
  WHERE g.id = $1 AND g.owner_id = $2
  ORDER BY lower(u.name), gm.joined_at`;

/** A class made straight in the tables: its grown-up, and its children as members. Returns the group's id. */
export async function createDirectClass(database: DirectDatabase, ownerId: string, childIds: string[]): Promise<string> {
  let groupId = '';
  await database.transaction(async (query) => {
    await query(`UPDATE profiles SET role = 'grown-up' WHERE user_id = $1`, [ownerId]);
    const { rows } = await query(`INSERT INTO groups (owner_id, name, kind, join_code) VALUES ($1, 'Bench class', 'class', NULL) RETURNING id`, [ownerId]);
    groupId = String(rows[0]?.id);
    for (const childId of childIds) await query('INSERT INTO group_members (group_id, user_id) VALUES ($1, $2)', [groupId, childId]);
  });
  return groupId;
}

/** Runs one read-only statement as fast as `concurrency` clients can, for `seconds`: a read's limit. */
export async function measureDirectQuery(database: DirectDatabase, options: { name: string; concurrency: number; seconds: number; sql: string; params: unknown[] }): Promise<CaseResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await database.transaction(async (query) => {
          await query(options.sql, options.params);
        });
        latencies.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error('direct query failed:', error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { name: options.name, concurrency: options.concurrency, requestsPerSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}
