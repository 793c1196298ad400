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
 * What stands between a learner and an island, by the one unlock rule: the first island is always open. Any
 * other needs a signed-in learner who has completed at least ISLAND_UNLOCK_SHARE (80 %) of the previous
 * island's modules. An island that is not on the route stays locked; a previous island without modules does
 * not hold the next one back.
 * - `open`: nothing to do.
 * - `sign-in`: a visitor; after signing in they still need `needed` of the previous island's `total` modules.
 * - `finish-previous`: signed in; `done` of `needed` so far, `left` more to go.
 */
export type UnlockRequirement =
  | { kind: 'open' }
  | { kind: 'not-on-route' }
  | { kind: 'sign-in' | 'finish-previous'; island: IslandKey; total: number; needed: number; done: number; left: number };

/** The fewest of `total` modules that reach the unlock share (8 of 10, 4 of 5, 4 of 4, 22 of 27). */
export function modulesNeededToUnlock(total: number): number {
  // Counted with the rule's own division (done / total ≥ share), so float rounding of total × share cannot disagree.
  let needed = 0;
  while (needed < total && needed / total < ISLAND_UNLOCK_SHARE) needed += 1;
  return needed;
}

export function unlockRequirement(islandKey: IslandKey, context: UnlockContext): UnlockRequirement {
  const position = context.islands.indexOf(islandKey);
  if (position === 0) return { kind: 'open' };
  const previous = context.islands[position - 1];
  if (position < 0 || previous === undefined) return { kind: 'not-on-route' };
  const previousModules = [...new Set(context.modulesByIsland[previous] ?? [])];
  const completed = new Set(context.completedModules);
  const total = previousModules.length;
  const needed = modulesNeededToUnlock(total);
  const done = previousModules.filter((id) => completed.has(id)).length;
  const left = Math.max(0, needed - done);
  if (!context.signedIn) return { kind: 'sign-in', island: previous, total, needed, done, left };
  if (left === 0) return { kind: 'open' };
  return { kind: 'finish-previous', island: previous, total, needed, done, left };
}

/** Whether the island is open to this learner: see unlockRequirement, of which this is the yes/no. */
export function isIslandUnlocked(islandKey: IslandKey, context: UnlockContext): boolean {
  return unlockRequirement(islandKey, context).kind === 'open';
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
