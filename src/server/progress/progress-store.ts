import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles, quizResults, userInventory, userProgress } from '../db/schema';
import { progressStateSchema, type ProgressState } from '../../domain/progress';
import type { IslandKey } from '../../content/schema/ids';
import { ISLAND_BY_ACCESSORY } from './catalogue';

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
 * The stored record as it is, typed but not validated: for reads that only show it. Every write goes
 * through loadProgressForUpdate, which validates (rowToState), so nothing unchecked is built upon;
 * validating a full completion log on every dashboard read was half of the read's CPU (BENCHMARKS.md).
 */
function rowAsState(row: ProgressRow, gems: number): ProgressState {
  return {
    completedModules: row.completedModules,
    moduleScores: row.moduleScores,
    completions: row.completions as ProgressState['completions'],
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

/** The stored record validated (and defaults filled) before a change is built on it. */
function rowToState(row: ProgressRow, gems: number): ProgressState {
  return progressStateSchema.parse(rowAsState(row, gems));
}

/** The accessories a learner owns, as a sub-select: read with the progress row in the same round trip. */
const ownedAccessories = (userId: string) =>
  sql<string[]>`array(select ${userInventory.accessoryId} from ${userInventory} where ${userInventory.userId} = ${userId})`;

/** The stored outcome of an earlier submission with this idempotency key, if any. */
const previousOutcome = (userId: string, idempotencyKey: string | undefined) =>
  idempotencyKey === undefined
    ? sql<null>`null`
    : sql<Record<string, unknown> | null>`(select ${quizResults.outcome} from ${quizResults} where ${quizResults.userId} = ${userId} and ${quizResults.idempotencyKey} = ${idempotencyKey})`;

/**
 * Loads a learner's progress, locking their progress and profile rows until the transaction ends, so
 * concurrent completions by the same learner apply one after the other. One statement: each round trip
 * to the database costs more than the work it carries (BENCHMARKS.md). With an idempotency key it also
 * returns the outcome stored under that key.
 */
export async function loadProgressForUpdate(tx: Tx, userId: string, idempotencyKey?: string): Promise<LockedProgress & { previous: Record<string, unknown> | null }> {
  const lockAndRead = () =>
    tx
      .select({ row: userProgress, jewels: profiles.jewels, timeZone: profiles.timeZone, owned: ownedAccessories(userId), previous: previousOutcome(userId, idempotencyKey) })
      .from(userProgress)
      .innerJoin(profiles, eq(profiles.userId, userProgress.userId))
      .where(eq(userProgress.userId, userId))
      .for('update');
  let [found] = await lockAndRead();
  if (!found) {
    // Accounts get these rows when created; this covers any account made before that hook existed.
    await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
    await tx.insert(profiles).values({ userId }).onConflictDoNothing();
    [found] = await lockAndRead();
  }
  if (!found) throw new Error(`progress rows missing for ${userId}`);
  return {
    state: rowToState(found.row, found.jewels),
    reflections: found.row.savedReflections,
    timeZone: found.timeZone,
    unlockedIslands: found.owned.map((accessoryId) => ISLAND_BY_ACCESSORY[accessoryId]).filter((island): island is IslandKey => Boolean(island)),
    previous: found.previous,
  };
}

const readStatement = (db: Db) =>
  db
    .select({ row: userProgress, jewels: profiles.jewels, timeZone: profiles.timeZone })
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
  return { state: rowAsState(found.row, found.jewels), reflections: found.row.savedReflections, timeZone: found.timeZone };
}

/** Writes progress and gems (and, when given, a new time zone): two statements, one per table. */
export async function saveProgress(tx: Tx, userId: string, state: ProgressState, reflections: Record<string, string>, timeZone?: string): Promise<void> {
  await tx
    .update(userProgress)
    .set({
      completedModules: state.completedModules,
      moduleScores: state.moduleScores,
      completions: state.completions,
      currentStreak: state.currentStreak,
      longestStreak: state.longestStreak,
      lastStudyDate: state.lastStudyDate,
      quizPerfectScores: state.perfectScores,
      vocabMastered: state.vocabMastered,
      savedReflections: reflections,
      reflectionCount: state.reflectionCount,
      earnedBadges: state.earnedBadges,
    })
    .where(eq(userProgress.userId, userId));
  await tx
    .update(profiles)
    .set(timeZone === undefined ? { jewels: state.gems } : { jewels: state.gems, timeZone })
    .where(eq(profiles.userId, userId));
}
