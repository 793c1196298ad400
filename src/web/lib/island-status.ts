import { ISLANDS } from '../../content/islands';
import { MODULE_CATALOGUE } from '../../content/module-catalogue';
import type { Island, ModuleMeta } from '../../content/schema/catalogue';
import type { IslandKey } from '../../content/schema/ids';
import { islandProgress } from '../../domain/progress';
import { isIslandUnlocked, type UnlockContext } from '../../domain/unlocking';
import { useProgress, type ProgressSummary } from './progress';

export type IslandStatus = {
  island: Island;
  modules: readonly ModuleMeta[];
  completed: number;
  total: number;
  percent: number;
  unlocked: boolean;
  /** The island to finish first (80 % of its modules) when this one is locked. */
  previous: Island | undefined;
};

const MODULES_BY_ISLAND: Record<IslandKey, ModuleMeta[]> = Object.fromEntries(
  ISLANDS.map((island) => [island.key, MODULE_CATALOGUE.filter((module) => module.island === island.key).sort((a, b) => a.order - b.order)]),
) as Record<IslandKey, ModuleMeta[]>;

const MODULE_IDS_BY_ISLAND = Object.fromEntries(Object.entries(MODULES_BY_ISLAND).map(([key, modules]) => [key, modules.map((m) => m.id)])) as Record<
  IslandKey,
  string[]
>;

/** Every island's progress and lock state, by the same domain rules the rest of the product uses. */
export function islandStatuses(progress: ProgressSummary): IslandStatus[] {
  const context: UnlockContext = {
    signedIn: progress.signedIn,
    completedModules: progress.completedModules,
    islands: ISLANDS.map((island) => island.key),
    modulesByIsland: MODULE_IDS_BY_ISLAND,
  };
  return ISLANDS.map((island, index) => {
    const modules = MODULES_BY_ISLAND[island.key];
    const counts = islandProgress(progress.completedModules, MODULE_IDS_BY_ISLAND[island.key]);
    return { island, modules, ...counts, unlocked: isIslandUnlocked(island.key, context), previous: ISLANDS[index - 1] };
  });
}

export function useIslandStatuses() {
  const { progress, isLoading } = useProgress();
  return { statuses: islandStatuses(progress), progress, isLoading };
}

