// The completion limit: the database work of one completion, issued straight to the database with no
// HTTP, no session, no ORM and no grading. The statements are the ones the server's transaction needs
// (src/server/progress/submit-quiz.ts): lock and read the learner's rows with the idempotency check, then
// write progress and gems and store the result in one statement; with BEGIN and COMMIT, 4 round trips.
// It writes the rows the server would: every completion, replays too, appends to the learner's completion
// log (capped at COMPLETION_LOG_LIMIT entries), so its rows are as large as the server's.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { appendToLog } from '../../src/domain/completion';
import type { Completion, ProgressState } from '../../src/domain/progress';
import { percentile, type CaseResult } from './stats';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs `work` in one transaction on the database under test. */
export type DirectDatabase = {
  transaction: (work: (query: Query) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

export function directPostgres(url: string, poolSize: number): DirectDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work((text, params) => client.query(text, params));
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A PGlite of its own (the server's data folder is locked by the server), migrated like the server's. */
export async function directPglite(dataDir: string, migrationsFolder: string): Promise<DirectDatabase> {
  const client = new PGlite(dataDir);
  await migrate(drizzle(client), { migrationsFolder });
  return {
    transaction: (work) => client.transaction((tx) => work((text, params) => tx.query<Record<string, unknown>>(text, params))),
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

/** Gives each learner the same stored record (the bench gives the server's learners the same by playing). */
export async function fillDirectUsers(database: DirectDatabase, userIds: string[], state: ProgressState): Promise<void> {
  await database.transaction(async (query) => {
    await query(
      `UPDATE user_progress SET completed_modules = $2::jsonb, module_scores = $3::jsonb, completions = $4::jsonb, current_streak = $5,
         longest_streak = $6, last_study_date = $7::date, quiz_perfect_scores = $8, earned_badges = $9::jsonb WHERE user_id = ANY($1)`,
      [
        userIds,
        JSON.stringify(state.completedModules),
        JSON.stringify(state.moduleScores),
        JSON.stringify(state.completions),
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

/** Average completion-log entries and JSON size of the learners whose ids start with `prefix` (or, `others`, do not). */
export async function logSize(database: DirectDatabase, prefix: string, others = false): Promise<{ learners: number; entries: number; jsonKiB: number }> {
  let size = { learners: 0, entries: 0, jsonKiB: 0 };
  await database.transaction(async (query) => {
    const { rows } = await query(
      `SELECT count(*)::int AS learners, coalesce(avg(jsonb_array_length(completions)), 0)::float AS entries,
         coalesce(avg(length(completions::text)), 0)::float / 1024 AS json_kib FROM user_progress WHERE starts_with(user_id, $1) <> $2`,
      [prefix, others],
    );
    const row = rows[0];
    if (row) size = { learners: Number(row.learners), entries: Number(row.entries), jsonKiB: Number(row.json_kib) };
  });
  return size;
}

const LOCK_AND_READ = `
SELECT up.completed_modules, up.module_scores, up.completions, up.current_streak, up.longest_streak, up.last_study_date::text AS last_study_date,
       up.quiz_perfect_scores, up.vocab_mastered, up.saved_reflections, up.reflection_count, up.earned_badges,
       p.jewels, p.time_zone,
       ARRAY(SELECT accessory_id FROM user_inventory WHERE user_id = $1) AS owned,
       (SELECT outcome FROM quiz_results WHERE user_id = $1 AND idempotency_key = $2::text) AS previous
FROM user_progress up JOIN profiles p ON p.user_id = up.user_id
WHERE up.user_id = $1
FOR UPDATE OF up, p`;

/** What writeProgress (src/server/progress/progress-store.ts) sends for a completion: one statement. */
const WRITE_COMPLETION = `
WITH progress AS (UPDATE user_progress SET completed_modules = $2::jsonb, module_scores = $3::jsonb, completions = $4::jsonb,
  current_streak = $5, longest_streak = $6, last_study_date = $7::date, quiz_perfect_scores = $8, vocab_mastered = $9::jsonb,
  saved_reflections = $10::jsonb, reflection_count = $11, earned_badges = $12::jsonb, updated_at = now() WHERE user_id = $1),
gems AS (UPDATE profiles SET jewels = $13, time_zone = coalesce($14::text, time_zone), updated_at = now() WHERE user_id = $1),
stored AS (INSERT INTO quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome, completed_at)
  VALUES ($1, $15, $16, $17, $18::jsonb, $19, $20, $21::jsonb, $22::timestamptz) ON CONFLICT DO NOTHING RETURNING 1)
SELECT count(*)::int AS stored FROM stored`;

/** A module as the bench plays it: the answers sent, and the question ids the stored outcome lists. */
export type BenchModule = { id: string; island: Completion['island']; submission: unknown; questionIds: string[] };

async function completeOnce(database: DirectDatabase, userId: string, module: BenchModule, key: string): Promise<void> {
  const { id: moduleId, island, submission, questionIds } = module;
  await database.transaction(async (query) => {
    const { rows } = await query(LOCK_AND_READ, [userId, key]);
    const row = rows[0];
    if (!row) throw new Error(`no progress row for ${userId}`);
    if (row.previous) return;
    const completed = row.completed_modules as string[];
    const scores = row.module_scores as Record<string, number>;
    const completions = row.completions as Completion[];
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const firstTime = !completed.includes(moduleId);
    const entry: Completion = { moduleId, at: now.toISOString(), localHour: 12, localDate: today, island, score: 100, firstCompletion: firstTime };
    // The shape of the server's QuizOutcome, stored with the result.
    const outcome = {
      moduleId,
      score: 100,
      completed: true,
      firstCompletion: firstTime,
      bestScore: 100,
      gemsAwarded: firstTime ? 1 : 0,
      newBadges: [],
      accessoriesUnlocked: [],
      streak: { current: 1, longest: Math.max(1, Number(row.longest_streak)), increased: false },
      perQuestion: questionIds.map((questionId) => ({ questionId, correct: true })),
      replayed: false,
    };
    const { rows: written } = await query(WRITE_COMPLETION, [
      userId,
      JSON.stringify(firstTime ? [...completed, moduleId] : completed),
      JSON.stringify({ ...scores, [moduleId]: 100 }),
      JSON.stringify(appendToLog(completions, entry)),
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
      now.toISOString(),
    ]);
    if (written[0]?.stored !== 1) throw new Error(`result ${key} not stored`);
  });
}

/**
 * `concurrency` workers complete modules back to back for `seconds`, each on the next learner and module
 * in turn, so workers never wait on one another's row locks.
 */
export async function measureDirectCompletion(
  database: DirectDatabase,
  options: { concurrency: number; seconds: number; userIds: string[]; modules: BenchModule[]; runId: string },
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
    name: 'completion, direct SQL (limit)',
    concurrency: options.concurrency,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
