import { ISLANDS } from '../../content/islands';
import { ISLAND_ORDER, MODULE_IDS_BY_ISLAND, modulesOfIsland } from '../../content/catalogue-queries';
import type { Island, ModuleMeta } from '../../content/schema/catalogue';
import { islandProgress } from '../../domain/progress';
import { unlockRequirement, type UnlockContext, type UnlockRequirement } from '../../domain/unlocking';
import { useProgress, type ProgressSummary } from './progress';

export type IslandStatus = {
  island: Island;
  modules: readonly ModuleMeta[];
  completed: number;
  total: number;
  percent: number;
  /** Of its lessons, how many were finished on this device and wait to sync (counted in `completed`). */
  waiting: number;
  unlocked: boolean;
  /** What still opens the island (sign in, or how many of the previous island's lessons are left). */
  requirement: UnlockRequirement;
  /** The island to finish first (80 % of its modules) when this one is locked. */
  previous: Island | undefined;
};

/** Every island's progress and lock state, by the same domain rules (and catalogue facts) the server uses. */
export function islandStatuses(progress: ProgressSummary): IslandStatus[] {
  const context: UnlockContext = {
    signedIn: progress.signedIn,
    completedModules: progress.completedModules,
    islands: ISLAND_ORDER,
    modulesByIsland: MODULE_IDS_BY_ISLAND,
  };
  return ISLANDS.map((island, index) => {
    const modules = modulesOfIsland(island.key);
    const counts = islandProgress(progress.completedModules, MODULE_IDS_BY_ISLAND[island.key] ?? []);
    const requirement = unlockRequirement(island.key, context);
    const waiting = modules.filter((meta) => progress.pendingModules.includes(meta.id)).length;
    return { island, modules, ...counts, waiting, unlocked: requirement.kind === 'open', requirement, previous: ISLANDS[index - 1] };
  });
}

export function useIslandStatuses() {
  const { progress, isLoading, isRefreshFailing } = useProgress();
  return { statuses: islandStatuses(progress), progress, isLoading, isRefreshFailing };
}

