import { ACCESSORIES } from '../../content/accessories';
import { FREE_MODULE_IDS, ISLAND_ORDER, MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import { ISLANDS } from '../../content/islands';
import { MODULE_CATALOGUE } from '../../content/module-catalogue';
import type { IslandKey } from '../../content/schema/ids';
import type { CompletionCatalogue } from '../../domain/completion';
import { mayRecordModule } from '../../domain/unlocking';
import { ApiProblem } from '../http/problem';

/** The catalogue facts the completion rules need, computed once from the curriculum. */
function firstModules(): Partial<Record<IslandKey, string>> {
  const result: Partial<Record<IslandKey, string>> = {};
  for (const island of ISLANDS) {
    const first = MODULE_CATALOGUE.filter((module) => module.island === island.key).sort((a, b) => a.order - b.order)[0];
    if (first) result[island.key] = first.id;
  }
  return result;
}

export const COMPLETION_CATALOGUE: CompletionCatalogue = {
  modules: MODULE_CATALOGUE.map((module) => ({ id: module.id, island: module.island, gems: module.rewards.gems })),
  islandFirstModules: firstModules(),
};

/** Each island's accessory (one per island). */
export const ACCESSORY_BY_ISLAND: Partial<Record<IslandKey, string>> = Object.fromEntries(ACCESSORIES.map((accessory) => [accessory.island, accessory.id]));
export const ISLAND_BY_ACCESSORY: Record<string, IslandKey> = Object.fromEntries(ACCESSORIES.map((accessory) => [accessory.id, accessory.island]));

const UNLOCK_CATALOGUE = { islands: ISLAND_ORDER, modulesByIsland: MODULE_IDS_BY_ISLAND, freeIds: FREE_MODULE_IDS };

/**
 * Refuses to record anything (a quiz, a reflection, a mastered term) for a lesson whose island the learner has not
 * opened, by the rule the map uses: badges, gems and every report rest on progress the learner really made.
 */
export function assertMayRecord(moduleId: string, completedModules: readonly string[]): void {
  if (!mayRecordModule(moduleId, completedModules, UNLOCK_CATALOGUE)) throw new ApiProblem(403, 'ISLAND_LOCKED', { moduleId });
}
