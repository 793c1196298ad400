import { BADGE_IDS } from '../content/schema/ids';
import type { BadgeId, IslandKey } from '../content/schema/ids';
import {
  BRIDGE_BUILDER_ISLANDS,
  CHAMPION_AVERAGE,
  CHAMPION_MODULES,
  MIDNIGHT_HOUR,
  MONTH_STREAK,
  MS_PER_MINUTE,
  PERFECT_SCORES_FOR_BADGE,
  QUIZ_ACE_SCORE,
  REFLECTION_WRITER_COUNT,
  SEVEN_DAY_STREAK,
  SPEED_RUN_MODULES,
  SPEED_RUN_WINDOW_MINUTES,
  VOCAB_HERO_COUNT,
} from './constants';
import { averageScore } from './progress';
import type { Completion, ProgressState } from './progress';

/** Catalogue facts the badge rules need: which island each module is on. */
export interface BadgeCatalogue {
  modules: readonly { id: string; island: IslandKey }[];
}

/** The island whose every module earns each category badge (decisions.md). */
export const CATEGORY_BADGE_ISLANDS = {
  'money-basics-master': 'seed',
  'investment-genius': 'capital',
  'mindset-master': 'mind',
  'policy-expert': 'global',
  'digital-pioneer': 'crypto',
  'business-mogul': 'marketplace',
} as const satisfies Partial<Record<BadgeId, IslandKey>>;

/** The parts of the progress record the badge rules read. */
export type BadgeFacts = Pick<
  ProgressState,
  | 'completedModules'
  | 'moduleScores'
  | 'completions'
  | 'currentStreak'
  | 'perfectScores'
  | 'vocabMastered'
  | 'reflectionCount'
>;

interface Context {
  state: BadgeFacts;
  completed: ReadonlySet<string>;
  islandOf: (moduleId: string) => IslandKey | undefined;
  modulesOf: (island: IslandKey) => readonly string[];
}

function completedEveryModuleOf(island: IslandKey): (context: Context) => boolean {
  return ({ completed, modulesOf }) => {
    const modules = modulesOf(island);
    return modules.length > 0 && modules.every((id) => completed.has(id));
  };
}

/**
 * True when SPEED_RUN_MODULES distinct modules were completed for the first time within
 * SPEED_RUN_WINDOW_MINUTES (inclusive). Replays do not count.
 */
export function hasSpeedRun(completions: readonly Completion[]): boolean {
  const firstAt = new Map<string, number>();
  for (const entry of completions) {
    if (!entry.firstCompletion) continue;
    const time = Date.parse(entry.at);
    if (Number.isNaN(time)) continue;
    const known = firstAt.get(entry.moduleId);
    if (known === undefined || time < known) firstAt.set(entry.moduleId, time);
  }
  const times = [...firstAt.values()].sort((a, b) => a - b);
  const window = SPEED_RUN_WINDOW_MINUTES * MS_PER_MINUTE;
  for (let index = 0; index + SPEED_RUN_MODULES - 1 < times.length; index += 1) {
    const start = times[index];
    const end = times[index + SPEED_RUN_MODULES - 1];
    if (start !== undefined && end !== undefined && end - start <= window) return true;
  }
  return false;
}

/** Every badge's condition (decisions.md's table). */
const CONDITIONS: Record<BadgeId, (context: Context) => boolean> = {
  'starter-explorer': ({ completed }) => completed.size >= 1,
  'money-basics-master': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['money-basics-master']),
  'investment-genius': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['investment-genius']),
  'mindset-master': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['mindset-master']),
  'policy-expert': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['policy-expert']),
  'digital-pioneer': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['digital-pioneer']),
  'business-mogul': completedEveryModuleOf(CATEGORY_BADGE_ISLANDS['business-mogul']),
  'seven-day-streak': ({ state }) => state.currentStreak >= SEVEN_DAY_STREAK,
  'month-streak': ({ state }) => state.currentStreak >= MONTH_STREAK,
  'vocab-hero': ({ state }) => new Set(state.vocabMastered).size >= VOCAB_HERO_COUNT,
  'quiz-ace': ({ state }) => Object.values(state.moduleScores).some((score) => score >= QUIZ_ACE_SCORE),
  'perfect-scorer': ({ state }) => state.perfectScores >= PERFECT_SCORES_FOR_BADGE,
  'reflection-writer': ({ state }) => state.reflectionCount >= REFLECTION_WRITER_COUNT,
  'midnight-learner': ({ state }) => state.completions.some((entry) => entry.localHour >= MIDNIGHT_HOUR),
  'speed-runner': ({ state }) => hasSpeedRun(state.completions),
  'bridge-builder': ({ completed, islandOf }) => {
    const islands = new Set<IslandKey>();
    for (const id of completed) {
      const island = islandOf(id);
      if (island) islands.add(island);
    }
    return islands.size >= BRIDGE_BUILDER_ISLANDS;
  },
  'financial-champion': ({ state, completed }) =>
    completed.size >= CHAMPION_MODULES && averageScore(state.moduleScores, state.completedModules) >= CHAMPION_AVERAGE,
};

function contextOf(state: BadgeFacts, catalogue: BadgeCatalogue): Context {
  const islandById = new Map<string, IslandKey>();
  const modulesByIsland = new Map<IslandKey, string[]>();
  for (const { id, island } of catalogue.modules) {
    islandById.set(id, island);
    const list = modulesByIsland.get(island);
    if (list) list.push(id);
    else modulesByIsland.set(island, [id]);
  }
  // A module no longer in the catalogue still counts for the island it was completed on.
  for (const entry of state.completions) {
    if (!islandById.has(entry.moduleId)) islandById.set(entry.moduleId, entry.island);
  }
  return {
    state,
    completed: new Set(state.completedModules),
    islandOf: (id) => islandById.get(id),
    modulesOf: (island) => modulesByIsland.get(island) ?? [],
  };
}

/** Every badge whose condition holds now, in BADGE_IDS order. */
export function evaluateBadges(state: BadgeFacts, catalogue: BadgeCatalogue): Set<BadgeId> {
  const context = contextOf(state, catalogue);
  return new Set(BADGE_IDS.filter((id) => CONDITIONS[id](context)));
}

/** Badges whose condition holds and that are not earned yet, in BADGE_IDS order. */
export function newBadges(state: BadgeFacts & Pick<ProgressState, 'earnedBadges'>, catalogue: BadgeCatalogue): BadgeId[] {
  const earned = new Set(state.earnedBadges);
  return [...evaluateBadges(state, catalogue)].filter((id) => !earned.has(id));
}
