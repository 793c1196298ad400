import type { IslandKey } from '../content/schema/ids';
import { ISLAND_UNLOCK_SHARE, UNLOCK_ACCESSORY_SCORE } from './constants';

/** What island unlocking needs to know; catalogue facts come in as parameters. */
export interface UnlockContext {
  signedIn: boolean;
  completedModules: readonly string[];
  /** Island keys in unlock (route) order. */
  islands: readonly IslandKey[];
  /** The module ids of each island. */
  modulesByIsland: Readonly<Partial<Record<IslandKey, readonly string[]>>>;
}

/**
 * The first island is always unlocked. Any other needs a signed-in learner who has completed at
 * least ISLAND_UNLOCK_SHARE (80 %) of the previous island's modules. An island that is not in the
 * list is locked; a previous island without modules does not hold the next one back.
 */
export function isIslandUnlocked(islandKey: IslandKey, context: UnlockContext): boolean {
  const position = context.islands.indexOf(islandKey);
  if (position === 0) return true;
  if (position < 0 || !context.signedIn) return false;
  const previous = context.islands[position - 1];
  const previousModules = previous === undefined ? [] : [...new Set(context.modulesByIsland[previous] ?? [])];
  if (previousModules.length === 0) return true;
  const completed = new Set(context.completedModules);
  const done = previousModules.filter((id) => completed.has(id)).length;
  return done / previousModules.length >= ISLAND_UNLOCK_SHARE;
}

/** Modules a visitor may play without an account (M01–M10, passed in). */
export function isModuleFree(moduleId: string, freeIds: readonly string[]): boolean {
  return freeIds.includes(moduleId);
}

/** The island a module is on, or undefined when it is on none. */
export function islandOfModule(moduleId: string, context: Pick<UnlockContext, 'islands' | 'modulesByIsland'>): IslandKey | undefined {
  return context.islands.find((island) => (context.modulesByIsland[island] ?? []).includes(moduleId));
}

/**
 * Whether a learner may open a module: a free module always; any other needs a signed-in learner
 * and its island unlocked. A module on no island cannot be opened.
 */
export function canOpenModule(moduleId: string, context: UnlockContext & { freeIds: readonly string[] }): boolean {
  const island = islandOfModule(moduleId, context);
  if (island === undefined) return false;
  if (isModuleFree(moduleId, context.freeIds)) return true;
  return context.signedIn && isIslandUnlocked(island, context);
}

/**
 * Whether a signed-in learner may record anything for this module (a quiz, a reflection, a mastered term): the
 * same rule as opening it on the map, so the server never counts a lesson the learner could not have opened.
 */
export function mayRecordModule(moduleId: string, completedModules: readonly string[], catalogue: Omit<UnlockContext, 'signedIn' | 'completedModules'> & { freeIds: readonly string[] }): boolean {
  return canOpenModule(moduleId, { ...catalogue, signedIn: true, completedModules });
}

/** An island's accessory unlocks when its first module scores at least UNLOCK_ACCESSORY_SCORE (70). */
export function shouldUnlockAccessory(score: number): boolean {
  return score >= UNLOCK_ACCESSORY_SCORE;
}

/**
 * The retroactive accessory check: islands whose first module's best score already qualifies and
 * whose accessory is not yet unlocked, in island order.
 */
export function accessoryIslandsToUnlock(
  moduleScores: Readonly<Record<string, number>>,
  islandFirstModules: Readonly<Partial<Record<IslandKey, string>>>,
  alreadyUnlocked: readonly IslandKey[],
  islands: readonly IslandKey[],
): IslandKey[] {
  return islands.filter((island) => {
    const first = islandFirstModules[island];
    if (first === undefined || alreadyUnlocked.includes(island) || !Object.hasOwn(moduleScores, first)) return false;
    return shouldUnlockAccessory(moduleScores[first] ?? 0);
  });
}
