import { z } from 'zod';
import { badgeIdSchema, islandKeySchema, moduleIdSchema } from '../content/schema/ids';
import {
  MAX_PROGRESS_KEY_LENGTH,
  MAX_SCORE,
  MIN_SCORE,
  RECENT_ACTIVITY_COUNT,
} from './constants';
import { percent } from './grading';
import { localDateSchema } from './streak';

/** A quiz score: a whole percent. */
export const scoreSchema = z.number().int().min(MIN_SCORE).max(MAX_SCORE);

/** One passing completion event (first completions and replays alike). */
export const completionSchema = z
  .object({
    moduleId: moduleIdSchema,
    /** The instant, ISO 8601. */
    at: z.iso.datetime({ offset: true }),
    /** The learner's local clock hour (0–23) and calendar date at that instant. */
    localHour: z.number().int().min(0).max(23),
    localDate: localDateSchema,
    island: islandKeySchema,
    /** The score of this event (not the best). */
    score: scoreSchema,
    /** The module's first completion (gems were granted by this event). */
    firstCompletion: z.boolean(),
  })
  .strict();
export type Completion = z.infer<typeof completionSchema>;

const countSchema = z.number().int().min(0);
const keySchema = z.string().min(1).max(MAX_PROGRESS_KEY_LENGTH);

/**
 * A learner's progress record, one per user. Every field has a default, so `{}` (or a record written
 * before a field existed) parses. Unknown fields are dropped.
 */
export const progressStateSchema = z.object({
  /** Completed module ids, in first-completion order, each once. */
  completedModules: z.array(moduleIdSchema).default([]),
  /** Best score per completed module. */
  moduleScores: z.record(moduleIdSchema, scoreSchema).default({}),
  /**
   * Completions the rules at hand look at, oldest first — not the learner's whole history, which the
   * server keeps one row per completion (decision 017). For a change: the latest SPEED_RUN_MODULES - 1
   * first completions within SPEED_RUN_WINDOW_MINUTES before it, all a new first completion needs to make a
   * speed run (a badge, once earned, is kept, so older events can earn nothing new); a change appends its
   * own event. For the progress view: the latest-completed modules, each with its latest completion.
   */
  completions: z.array(completionSchema).default([]),
  currentStreak: countSchema.default(0),
  longestStreak: countSchema.default(0),
  /** Local date of the last study day. */
  lastStudyDate: localDateSchema.nullable().default(null),
  /** Distinct modules whose best score is perfect (100): replaying a perfect module never adds more. */
  perfectScores: countSchema.default(0),
  /** Mastered vocabulary terms, module-scoped keys such as 'M11/budget', each once. */
  vocabMastered: z.array(keySchema).default([]),
  /** Keys (module ids) of saved reflections, each once; the texts live with the server. */
  reflectionKeys: z.array(keySchema).default([]),
  /** Distinct reflections saved (the length of reflectionKeys). */
  reflectionCount: countSchema.default(0),
  /** Earned badge ids, in earning order, each once; never removed. */
  earnedBadges: z.array(badgeIdSchema).default([]),
  /** Gems (the profile's jewels) earned from first completions. */
  gems: countSchema.default(0),
});
export type ProgressState = z.infer<typeof progressStateSchema>;

/** The progress record of a learner who has done nothing yet. */
export function emptyProgress(): ProgressState {
  return progressStateSchema.parse({});
}

/** Overall progress: completed / total modules as a rounded percent (0 when there are no modules). */
export function overallProgress(completedCount: number, totalModules: number): number {
  return Math.min(100, percent(Math.max(0, completedCount), totalModules));
}

/**
 * Average score: the sum of the best scores of the completed modules / the number of completed
 * modules, rounded; 0 when none. A completed module without a stored score counts as 0.
 */
export function averageScore(moduleScores: Readonly<Record<string, number>>, completedModules: readonly string[]): number {
  const completed = [...new Set(completedModules)];
  if (completed.length === 0) return 0;
  const sum = completed.reduce((total, id) => total + (Object.hasOwn(moduleScores, id) ? (moduleScores[id] ?? 0) : 0), 0);
  return Math.round(sum / completed.length);
}

export interface IslandProgress {
  completed: number;
  total: number;
  percent: number;
}

/** How much of one island (its module ids) is completed. */
export function islandProgress(completedModules: readonly string[], islandModuleIds: readonly string[]): IslandProgress {
  const done = new Set(completedModules);
  const ids = [...new Set(islandModuleIds)];
  const completed = ids.filter((id) => done.has(id)).length;
  return { completed, total: ids.length, percent: percent(completed, ids.length) };
}

export interface RecentActivityItem {
  moduleId: string;
  /** Best score of the module. */
  score: number;
  /** When it was last completed; null when the completions given do not hold it. */
  at: string | null;
}

/** The last completed modules, newest first, each once, with their best score. */
export function recentActivity(state: ProgressState, limit: number = RECENT_ACTIVITY_COUNT): RecentActivityItem[] {
  const seen = new Set<string>();
  const items: RecentActivityItem[] = [];
  const add = (moduleId: string, at: string | null): void => {
    if (seen.has(moduleId) || items.length >= limit) return;
    seen.add(moduleId);
    items.push({ moduleId, score: state.moduleScores[moduleId] ?? 0, at });
  };
  for (let index = state.completions.length - 1; index >= 0; index -= 1) {
    const entry = state.completions[index];
    if (entry) add(entry.moduleId, entry.at);
  }
  for (let index = state.completedModules.length - 1; index >= 0; index -= 1) {
    const moduleId = state.completedModules[index];
    if (moduleId !== undefined) add(moduleId, null);
  }
  return items;
}
