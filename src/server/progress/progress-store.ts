import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles, userInventory, userProgress } from '../db/schema';
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

function rowToState(row: ProgressRow, gems: number): ProgressState {
  return progressStateSchema.parse({
    completedModules: row.completedModules,
    moduleScores: row.moduleScores,
    completions: row.completions,
    currentStreak: row.currentStreak,
    longestStreak: row.longestStreak,
    lastStudyDate: row.lastStudyDate,
    perfectScores: row.quizPerfectScores,
    vocabMastered: row.vocabMastered,
    reflectionKeys: Object.keys(row.savedReflections),
    reflectionCount: row.reflectionCount,
    earnedBadges: row.earnedBadges,
    gems,
  });
}

/**
 * Loads a learner's progress, locking their progress and profile rows until the transaction ends, so
 * concurrent completions by the same learner apply one after the other.
 */
export async function loadProgressForUpdate(tx: Tx, userId: string): Promise<LockedProgress> {
  // Accounts get these rows when created; this covers any account made before that hook existed.
  await tx.insert(userProgress).values({ userId }).onConflictDoNothing();
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(userProgress).where(eq(userProgress.userId, userId)).for('update');
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row || !profile) throw new Error(`progress rows missing for ${userId}`);
  const owned = await tx.select({ accessoryId: userInventory.accessoryId }).from(userInventory).where(eq(userInventory.userId, userId));
  return {
    state: rowToState(row, profile.jewels),
    reflections: row.savedReflections,
    timeZone: profile.timeZone,
    unlockedIslands: owned.map((item) => ISLAND_BY_ACCESSORY[item.accessoryId]).filter((island): island is IslandKey => Boolean(island)),
  };
}

/** Reads progress without locking (for the dashboard). */
export async function readProgress(db: Tx, userId: string): Promise<{ state: ProgressState; reflections: Record<string, string> }> {
  const [row] = await db.select().from(userProgress).where(eq(userProgress.userId, userId));
  const [profile] = await db.select({ jewels: profiles.jewels }).from(profiles).where(eq(profiles.userId, userId));
  if (!row) return { state: progressStateSchema.parse({ gems: profile?.jewels ?? 0 }), reflections: {} };
  return { state: rowToState(row, profile?.jewels ?? 0), reflections: row.savedReflections };
}

export async function saveProgress(tx: Tx, userId: string, state: ProgressState, reflections: Record<string, string>): Promise<void> {
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
  await tx.update(profiles).set({ jewels: state.gems }).where(eq(profiles.userId, userId));
}
