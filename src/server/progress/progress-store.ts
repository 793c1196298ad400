import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles, userProgress } from '../db/schema';
import { MS_PER_MINUTE, RECENT_ACTIVITY_COUNT, SPEED_RUN_WINDOW_MINUTES } from '../../domain/constants';
import { completionSchema, progressStateSchema, type Completion, type ProgressState } from '../../domain/progress';
import type { IslandKey } from '../../content/schema/ids';
import { ISLAND_BY_ACCESSORY } from './catalogue';
import { COMPLETION_JSON, COMPLETION_STATEMENTS } from './completion-statements';
import { Statement } from '../db/statement';

/** A transaction or the database itself: the store works inside either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

type ProgressRow = typeof userProgress.$inferSelect;

export type LockedProgress = {
  state: ProgressState;
  reflections: Record<string, string>;
  timeZone: string;
  unlockedIslands: IslandKey[];
};

/**
 * The stored record as it is, typed but not validated again: every write validates what it writes
 * (checkForWrite), and validating the stored record on every read was a large part of a dashboard read's
 * CPU and of a completion's (BENCHMARKS.md).
 */
function rowAsState(row: ProgressRow, gems: number, completions: Completion[]): ProgressState {
  return {
    completedModules: row.completedModules,
    moduleScores: row.moduleScores,
    completions,
    currentStreak: row.currentStreak,
    longestStreak: row.longestStreak,
    lastStudyDate: row.lastStudyDate as ProgressState['lastStudyDate'],
    perfectScores: row.quizPerfectScores,
    vocabMastered: row.vocabMastered,
    reflectionKeys: Object.keys(row.savedReflections),
    reflectionCount: row.reflectionCount,
    earnedBadges: row.earnedBadges as ProgressState['earnedBadges'],
    gems,
  };
}

/** What a write checks: every field it writes (completions are not a field of the record, decision 017). */
const writeCheckSchema = progressStateSchema.omit({ completions: true });

/**
 * Validates a record before it is written: the stored record was validated when it was written, so it is
 * not parsed again when read. Throws (a 500, never a write) on anything invalid.
 */
export function checkForWrite(next: ProgressState): void {
  writeCheckSchema.parse(next);
}

const changeCheckSchema = writeCheckSchema.partial();
type Checked = Omit<ProgressState, 'completions'>;
const CHECKED_FIELDS = Object.keys(writeCheckSchema.shape) as (keyof Checked)[];

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What `next` changed of `before`, in the record's shape: a changed number or date as is, a list that only grew as
 * its new entries, a map as its new or changed keys; anything else whole.
 */
export function changedPart(before: ProgressState, next: ProgressState): Partial<Checked> {
  const changed: Record<string, unknown> = {};
  for (const field of CHECKED_FIELDS) {
    const was: unknown = before[field];
    const now: unknown = next[field];
    if (Object.is(was, now)) continue;
    if (Array.isArray(was) && Array.isArray(now)) {
      const grew = now.length >= was.length && was.every((value, index) => Object.is(value, now[index]));
      if (!grew) changed[field] = now;
      else if (now.length > was.length) changed[field] = now.slice(was.length);
    } else if (isPlainRecord(was) && isPlainRecord(now)) {
      const keys = Object.keys(now).filter((key) => !Object.hasOwn(was, key) || !Object.is(was[key], now[key]));
      if (keys.length > 0) changed[field] = Object.fromEntries(keys.map((key) => [key, now[key]]));
    } else {
      changed[field] = now;
    }
  }
  return changed as Partial<Checked>;
}

/**
 * Validates what a change writes when the record it started from was stored (and so checked) before: only the
 * changed part is parsed. A veteran's record holds every lesson, score, word and badge, and parsing it whole on
 * each completion was about a twentieth of a completion's CPU (BENCHMARKS.md). Throws on anything invalid.
 */
export function checkChangesForWrite(before: ProgressState, next: ProgressState): void {
  changeCheckSchema.parse(changedPart(before, next));
}

/** Validates a completion event before its row is written. */
export function checkCompletion(entry: Completion): void {
  completionSchema.parse(entry);
}

/** How far back a change looks for first completions: Speed Runner's window, the only rule that needs history. */
const SPEED_RUN_WINDOW_MS = SPEED_RUN_WINDOW_MINUTES * MS_PER_MINUTE;

/**
 * Loads a learner's progress, locking their progress and profile rows until the transaction ends, so
 * concurrent completions by the same learner apply one after the other. One statement: each round trip
 * to the database costs more than the work it carries (BENCHMARKS.md). With an idempotency key it also
 * returns the outcome stored under that key.
 */
export async function loadProgressForUpdate(
  tx: Tx,
  userId: string,
  idempotencyKey?: string,
  now: Date = new Date(),
): Promise<LockedProgress & { previous: Record<string, unknown> | null }> {
  // The latest first completions within Speed Runner's window, as many as a new one needs to make a speed
  // run: read through the partial index quiz_results_user_first_idx, however many completions the learner
  // has (decision 017).
  const since = new Date(now.getTime() - SPEED_RUN_WINDOW_MS).toISOString();
  // A fixed statement run by name (db/statement.ts): no SQL built per request, planned once per connection; the
  // bench's direct-SQL limit sends the same text. Dates come back as text, as Drizzle's string mode gives them.
  const lockAndRead = () => statements.lockAndRead.rows(tx, [userId, idempotencyKey ?? null, since]);
  let [found] = await lockAndRead();
  if (!found) {
    // Accounts get these rows when created; this covers any account made before that hook existed.
    await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
    await tx.insert(profiles).values({ userId }).onConflictDoNothing();
    [found] = await lockAndRead();
  }
  if (!found) throw new Error(`progress rows missing for ${userId}`);
  return {
    // Not re-validated: every write checks what it writes (checkForWrite), so the stored record is valid.
    state: {
      completedModules: found.completed_modules,
      moduleScores: found.module_scores,
      completions: found.recent,
      currentStreak: found.current_streak,
      longestStreak: found.longest_streak,
      lastStudyDate: found.last_study_date as ProgressState['lastStudyDate'],
      perfectScores: found.quiz_perfect_scores,
      vocabMastered: found.vocab_mastered,
      reflectionKeys: Object.keys(found.saved_reflections),
      reflectionCount: found.reflection_count,
      earnedBadges: found.earned_badges as ProgressState['earnedBadges'],
      gems: found.jewels,
    },
    reflections: found.saved_reflections,
    timeZone: found.time_zone,
    unlockedIslands: found.owned.map((accessoryId) => ISLAND_BY_ACCESSORY[accessoryId]).filter((island): island is IslandKey => Boolean(island)),
    previous: found.previous,
  };
}

/** A row of the locking read, as the database sends it. */
type LockedRow = {
  completed_modules: string[];
  module_scores: Record<string, number>;
  current_streak: number;
  longest_streak: number;
  last_study_date: string | null;
  quiz_perfect_scores: number;
  vocab_mastered: string[];
  saved_reflections: Record<string, string>;
  reflection_count: number;
  earned_badges: string[];
  jewels: number;
  time_zone: string;
  owned: string[];
  previous: Record<string, unknown> | null;
  recent: Completion[];
};

/** The completion's hot statements, prepared once (db/statement.ts, completion-statements.ts). */
const statements = {
  lockAndRead: new Statement<LockedRow>(COMPLETION_STATEMENTS.lockAndRead),
  writeCompletion: new Statement<{ stored: number }>(COMPLETION_STATEMENTS.writeCompletion),
};

const readStatement = (db: Db) =>
  db
    .select({
      row: userProgress,
      jewels: profiles.jewels,
      timeZone: profiles.timeZone,
      // Each of the latest-completed modules with its latest completion, oldest first: one index probe
      // (quiz_results_user_module_idx) per completed module, however many completions the learner has.
      latest: sql<Completion[]>`(select coalesce(json_agg(l.entry order by l.completed_at), '[]'::json) from (
        select c.completed_at, c.entry from jsonb_array_elements_text(${userProgress.completedModules}) m(module_id)
        cross join lateral (select q.completed_at, ${sql.raw(COMPLETION_JSON)} as entry from quiz_results q
          where q.user_id = ${profiles.userId} and q.module_id = m.module_id and q.first_completion is not null
          order by q.completed_at desc limit 1) c
        order by c.completed_at desc limit ${sql.raw(String(RECENT_ACTIVITY_COUNT))}) l)`,
    })
    .from(profiles)
    .leftJoin(userProgress, eq(userProgress.userId, profiles.userId))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('read_progress');
/** Built once per database: the SQL text is not rebuilt, and PostgreSQL plans it once per connection. */
const readStatements = new WeakMap<Db, ReturnType<typeof readStatement>>();

/** Reads progress and time zone in one statement without locking (for the dashboard). */
export async function readProgress(db: Db, userId: string): Promise<{ state: ProgressState; reflections: Record<string, string>; timeZone: string }> {
  let statement = readStatements.get(db);
  if (!statement) {
    statement = readStatement(db);
    readStatements.set(db, statement);
  }
  const [found] = await statement.execute({ userId });
  if (!found?.row) return { state: progressStateSchema.parse({ gems: found?.jewels ?? 0 }), reflections: {}, timeZone: found?.timeZone ?? 'UTC' };
  return { state: rowAsState(found.row, found.jewels, found.latest), reflections: found.row.savedReflections, timeZone: found.timeZone };
}

/** A quiz result to store in the same statement as the progress it changed. */
export type ResultRow = {
  moduleId: string;
  score: number;
  totalQuestions: number;
  answers: unknown;
  timeTakenSeconds: number;
  idempotencyKey: string;
  outcome: unknown;
  completedAt: Date;
  /** The completion event, when this result completed its module. */
  completion?: Completion | undefined;
};

export type ProgressWrite = {
  /**
   * The new record and the reflection texts; `before`, the stored record it was made from (then only the change is
   * validated again).
   */
  progress?: { state: ProgressState; reflections: Record<string, string>; before?: ProgressState | undefined } | undefined;
  /** A new time zone for the profile. */
  timeZone?: string | undefined;
  /** A result to store; it is not stored when its idempotency key is already taken. */
  result?: ResultRow | undefined;
};

/**
 * Writes progress, gems, time zone and a quiz result in ONE statement (data-modifying CTEs; PostgreSQL
 * runs every one of them), because on this hardware each round trip costs more than the work it carries
 * (BENCHMARKS.md). The SQL is written out, not built by Drizzle on every request; the bench's direct-SQL
 * limit (scripts/bench/direct-completion.ts) sends the same statement. Returns false when the result's
 * idempotency key was already taken: the caller must then roll back, because the updates ran.
 */
export async function writeProgress(tx: Tx, userId: string, write: ProgressWrite): Promise<boolean> {
  const parts: SQL[] = [];
  const { progress, timeZone, result } = write;
  if (progress && result) return writeCompletion(tx, userId, progress, timeZone, result);
  if (progress) {
    const { state, reflections } = progress;
    checkWrite(progress);
    parts.push(sql`progress as (update user_progress set completed_modules = ${JSON.stringify(state.completedModules)}::jsonb,
      module_scores = ${JSON.stringify(state.moduleScores)}::jsonb,
      current_streak = ${state.currentStreak}, longest_streak = ${state.longestStreak}, last_study_date = ${state.lastStudyDate}::date,
      quiz_perfect_scores = ${state.perfectScores}, vocab_mastered = ${JSON.stringify(state.vocabMastered)}::jsonb,
      saved_reflections = ${JSON.stringify(reflections)}::jsonb, reflection_count = ${state.reflectionCount},
      earned_badges = ${JSON.stringify(state.earnedBadges)}::jsonb, updated_at = now() where user_id = ${userId})`);
    parts.push(sql`gems as (update profiles set jewels = ${state.gems}, time_zone = coalesce(${timeZone ?? null}::text, time_zone), updated_at = now() where user_id = ${userId})`);
  } else if (timeZone !== undefined) {
    parts.push(sql`zone as (update profiles set time_zone = ${timeZone}, updated_at = now() where user_id = ${userId})`);
  }
  let main = sql`select 1 as stored`;
  if (result) {
    const { completion } = result;
    if (completion) checkCompletion(completion);
    parts.push(sql`stored as (insert into quiz_results (user_id, module_id, score, total_questions, answers, time_taken, idempotency_key, outcome, completed_at,
        first_completion, local_hour, local_date, island)
      values (${userId}, ${result.moduleId}, ${result.score}, ${result.totalQuestions}, ${JSON.stringify(result.answers)}::jsonb, ${result.timeTakenSeconds},
        ${result.idempotencyKey}, ${JSON.stringify(result.outcome)}::jsonb, ${result.completedAt.toISOString()}::timestamptz,
        ${completion?.firstCompletion ?? null}::boolean, ${completion?.localHour ?? null}::smallint, ${completion?.localDate ?? null}::date, ${completion?.island ?? null}::text)
      on conflict do nothing returning 1)`);
    main = sql`select count(*)::int as stored from stored`;
  }
  if (parts.length === 0) return true;
  const rows = rowsOf<{ stored: number }>(await tx.execute(sql`with ${sql.join(parts, sql`, `)} ${main}`));
  return rows[0]?.stored === 1;
}

/** A completion, the hot path: the same statement as the general case with progress and a result, fixed and named. */
async function writeCompletion(tx: Tx, userId: string, progress: NonNullable<ProgressWrite['progress']>, timeZone: string | undefined, result: ResultRow): Promise<boolean> {
  const { state, reflections } = progress;
  checkWrite(progress);
  const { completion } = result;
  if (completion) checkCompletion(completion);
  const [row] = await statements.writeCompletion.rows(tx, [
    userId,
    JSON.stringify(state.completedModules),
    JSON.stringify(state.moduleScores),
    state.currentStreak,
    state.longestStreak,
    state.lastStudyDate,
    state.perfectScores,
    JSON.stringify(state.vocabMastered),
    JSON.stringify(reflections),
    state.reflectionCount,
    JSON.stringify(state.earnedBadges),
    state.gems,
    timeZone ?? null,
    result.moduleId,
    result.score,
    result.totalQuestions,
    JSON.stringify(result.answers),
    result.timeTakenSeconds,
    result.idempotencyKey,
    JSON.stringify(result.outcome),
    result.completedAt.toISOString(),
    completion?.firstCompletion ?? null,
    completion?.localHour ?? null,
    completion?.localDate ?? null,
    completion?.island ?? null,
  ]);
  return row?.stored === 1;
}

function checkWrite({ state, before }: NonNullable<ProgressWrite['progress']>): void {
  if (before) checkChangesForWrite(before, state);
  else checkForWrite(state);
}

/** node-postgres and PGlite both answer `execute` with an object carrying `rows`. */
function rowsOf<Row>(answer: unknown): Row[] {
  return (answer as { rows: Row[] }).rows;
}

/** Writes a changed record (progress and gems). */
export async function saveProgress(tx: Tx, userId: string, state: ProgressState, reflections: Record<string, string>, before?: ProgressState): Promise<void> {
  await writeProgress(tx, userId, { progress: { state, reflections, before } });
}
