import type { BadgeId, IslandKey } from '../content/schema/ids';
import { newBadges } from './badges';
import type { BadgeCatalogue } from './badges';
import { MAX_PROGRESS_KEY_LENGTH, MAX_SCORE, MIN_SCORE, PASS_SCORE, PERFECT_SCORE } from './constants';
import type { Completion, ProgressState } from './progress';
import { canonicalTimeZone, localDate, localHour, nextStreak } from './streak';
import { shouldUnlockAccessory } from './unlocking';

/**
 * The central reducer the server runs inside its transaction when a graded quiz passes. Pure: the
 * instant, the learner's time zone and the catalogue facts come in as parameters.
 *
 * Rules (decisions.md):
 * - A module is added to completedModules once; its best score is kept (never lowered).
 * - Gems: the module's reward on its FIRST completion only; replays never farm gems.
 * - Perfect scores count DISTINCT modules whose best score is 100 (replaying a perfect module, or
 *   scoring 100 again, never adds more).
 * - The streak moves by the learner's local calendar date of `at` in `timeZone`.
 * - The accessory of an island unlocks when the island's first module has a best score ≥ 70 and is
 *   not unlocked yet (so a later pass of a module that once scored ≥ 70 also grants a missed one).
 * - Badges are evaluated after the update; earned badges are only ever added.
 */

export interface CompletionCatalogue extends BadgeCatalogue {
  modules: readonly { id: string; island: IslandKey; gems: number }[];
  /** The first module of each island (its accessory unlocks from it). */
  islandFirstModules: Readonly<Partial<Record<IslandKey, string>>>;
}

export interface CompletionInput {
  moduleId: string;
  /** The graded score, a whole percent; only passing scores (≥ PASS_SCORE) complete a module. */
  score: number;
  /** When the learner completed it. */
  at: Date;
  /** The learner's IANA time zone (validated with the profile). */
  timeZone: string;
  catalogue: CompletionCatalogue;
  /** Islands whose accessory the learner already has. */
  unlockedAccessoryIslands?: readonly IslandKey[];
  /** Lowest score that completes; see passScoreFor (the adventure quest completes when finished). */
  passScore?: number;
}

/**
 * decisions.md: a classic quiz completes at PASS_SCORE or above; an adventure quest completes when all
 * five questions are finally answered correctly, whatever its first-try score.
 */
export function passScoreFor(format: 'adventure' | 'classic'): number {
  return format === 'adventure' ? MIN_SCORE : PASS_SCORE;
}

export interface StreakChange {
  current: number;
  longest: number;
  /** The current streak went up with this completion (the completion card says so). */
  increased: boolean;
}

export interface CompletionChanges {
  /** This was the module's first completion. */
  completedNow: boolean;
  /** The best score before this completion; null on the first. */
  previousBestScore: number | null;
  bestScore: number;
  /** Gems granted now: the module's gems on the first completion, else 0. */
  gemsAwarded: number;
  /** Badges earned by this completion, in BADGE_IDS order. */
  newBadges: BadgeId[];
  /** The island whose accessory this completion unlocks, else null. */
  accessoryIslandUnlocked: IslandKey | null;
  streak: StreakChange;
  /** The completion event to store (one row per completion, decision 017). */
  entry: Completion;
}

export type CompletionRejection = 'invalid-score' | 'below-pass-score' | 'unknown-module' | 'invalid-time' | 'invalid-time-zone';

export type CompletionOutcome =
  | { applied: true; state: ProgressState; changes: CompletionChanges }
  | { applied: false; state: ProgressState; reason: CompletionRejection };

function isScore(score: number): boolean {
  return Number.isInteger(score) && score >= MIN_SCORE && score <= MAX_SCORE;
}

/**
 * A copy of a record with one entry set. Copied key by key: past 128 keys V8 keeps an object as a dictionary, and
 * spreading one costs about four times as much (a veteran's scores hold every lesson).
 */
function withEntry<V>(record: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  const copy: Record<string, V> = {};
  for (const name of Object.keys(record)) copy[name] = record[name] as V;
  copy[key] = value;
  return copy;
}

function countPerfect(completedModules: readonly string[], moduleScores: Readonly<Record<string, number>>): number {
  return [...new Set(completedModules)].filter((id) => Object.hasOwn(moduleScores, id) && moduleScores[id] === PERFECT_SCORE)
    .length;
}

/** Adds every badge that now holds and is not earned yet; returns the new ones too. */
export function withNewBadges(state: ProgressState, catalogue: BadgeCatalogue): { state: ProgressState; newBadges: BadgeId[] } {
  const earned = newBadges(state, catalogue);
  return earned.length === 0
    ? { state, newBadges: [] }
    : { state: { ...state, earnedBadges: [...state.earnedBadges, ...earned] }, newBadges: earned };
}

export function applyCompletion(state: ProgressState, input: CompletionInput): CompletionOutcome {
  const { moduleId, score, at, timeZone, catalogue } = input;
  const reject = (reason: CompletionRejection): CompletionOutcome => ({ applied: false, state, reason });

  if (!isScore(score)) return reject('invalid-score');
  if (score < (input.passScore ?? PASS_SCORE)) return reject('below-pass-score');
  const module = catalogue.modules.find((candidate) => candidate.id === moduleId);
  if (!module) return reject('unknown-module');
  if (Number.isNaN(at.getTime())) return reject('invalid-time');
  const zone = canonicalTimeZone(timeZone);
  if (zone === null) return reject('invalid-time-zone');

  const completedNow = !state.completedModules.includes(moduleId);
  const previousBestScore = Object.hasOwn(state.moduleScores, moduleId) ? (state.moduleScores[moduleId] ?? null) : null;
  const bestScore = Math.max(previousBestScore ?? MIN_SCORE, score);
  const gemsAwarded = completedNow ? Math.max(0, module.gems) : 0;

  const today = localDate(at, zone);
  const streak = nextStreak(
    { current: state.currentStreak, longest: state.longestStreak, lastStudyDate: state.lastStudyDate },
    today,
  );

  const completedModules = completedNow ? [...state.completedModules, moduleId] : state.completedModules;
  const moduleScores = previousBestScore === bestScore ? state.moduleScores : withEntry(state.moduleScores, moduleId, bestScore);
  const entry: Completion = {
    moduleId,
    at: at.toISOString(),
    localHour: localHour(at, zone),
    localDate: today,
    island: module.island,
    score,
    firstCompletion: completedNow,
  };

  const updated: ProgressState = {
    ...state,
    completedModules,
    moduleScores,
    completions: [...state.completions, entry],
    currentStreak: streak.current,
    longestStreak: streak.longest,
    lastStudyDate: streak.lastStudyDate,
    perfectScores: countPerfect(completedModules, moduleScores),
    gems: state.gems + gemsAwarded,
  };
  const withBadges = withNewBadges(updated, catalogue);

  const unlocked = input.unlockedAccessoryIslands ?? [];
  const accessoryIslandUnlocked =
    catalogue.islandFirstModules[module.island] === moduleId &&
    shouldUnlockAccessory(bestScore) &&
    !unlocked.includes(module.island)
      ? module.island
      : null;

  return {
    applied: true,
    state: withBadges.state,
    changes: {
      completedNow,
      previousBestScore,
      bestScore,
      gemsAwarded,
      newBadges: withBadges.newBadges,
      accessoryIslandUnlocked,
      streak: { current: streak.current, longest: streak.longest, increased: streak.current > state.currentStreak },
      entry,
    },
  };
}

function isKey(key: string): boolean {
  return typeof key === 'string' && key.trim().length > 0 && key.length <= MAX_PROGRESS_KEY_LENGTH;
}

export interface ProgressUpdate {
  state: ProgressState;
  /** False when nothing changed (the key was already there, or is empty or too long). */
  changed: boolean;
  newBadges: BadgeId[];
}

/**
 * A saved reflection. Counts DISTINCT reflections (by key, e.g. the module id): editing and saving
 * the same reflection again never adds to the count, so Reflection Writer cannot be farmed.
 */
export function applyReflection(state: ProgressState, reflectionKey: string, catalogue: BadgeCatalogue): ProgressUpdate {
  if (!isKey(reflectionKey) || state.reflectionKeys.includes(reflectionKey)) return { state, changed: false, newBadges: [] };
  const reflectionKeys = [...state.reflectionKeys, reflectionKey];
  const result = withNewBadges({ ...state, reflectionKeys, reflectionCount: reflectionKeys.length }, catalogue);
  return { state: result.state, changed: true, newBadges: result.newBadges };
}

/** A vocabulary term marked mastered (module-scoped key such as 'M11/budget'); added once. */
export function applyVocabMastered(state: ProgressState, termKey: string, catalogue: BadgeCatalogue): ProgressUpdate {
  if (!isKey(termKey) || state.vocabMastered.includes(termKey)) return { state, changed: false, newBadges: [] };
  const result = withNewBadges({ ...state, vocabMastered: [...state.vocabMastered, termKey] }, catalogue);
  return { state: result.state, changed: true, newBadges: result.newBadges };
}
