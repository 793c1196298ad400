import { CATEGORIES } from './categories';
import { ISLANDS } from './islands';
import { MODULE_CATALOGUE } from './module-catalogue';
import type { Category, Island, ModuleMeta } from './schema/catalogue';
import type { CategoryId, IslandKey, ModuleId } from './schema/ids';

/* Pure look-ups over the catalogue, shared by web and server. Built once at module load. */

const islandsByKey = new Map<string, Island>(ISLANDS.map((island) => [island.key, island]));
const islandsByPath = new Map<string, Island>(ISLANDS.map((island) => [island.path, island]));
const modulesById = new Map<string, ModuleMeta>(MODULE_CATALOGUE.map((meta) => [meta.id, meta]));

function groupBy<K extends string, T>(items: readonly T[], keyOf: (item: T) => K): ReadonlyMap<K, readonly T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const byOrder = <T extends { order: number }>(a: T, b: T): number => a.order - b.order;

const modulesByIsland = groupBy([...MODULE_CATALOGUE].sort(byOrder), (meta) => meta.island);
const modulesByCategory = groupBy(MODULE_CATALOGUE, (meta) => meta.categoryId);
const categoriesByIsland = groupBy([...CATEGORIES].sort(byOrder), (category) => category.island);

const EMPTY: readonly never[] = [];

/** The island with this key; undefined only for a string that is not an island key. */
export function getIsland(key: IslandKey): Island;
export function getIsland(key: string): Island | undefined;
export function getIsland(key: string): Island | undefined {
  return islandsByKey.get(key);
}

/** The island served at this path (e.g. '/seed-island'); a trailing slash is ignored. */
export function getIslandByPath(path: string): Island | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return islandsByPath.get(normalized);
}

/** The catalogue entry for a module id such as 'M01', or undefined if there is no such module. */
export function getModuleMeta(id: string): ModuleMeta | undefined {
  return modulesById.get(id);
}

/** The island's modules in their order on the island. */
export function modulesOfIsland(key: IslandKey): readonly ModuleMeta[] {
  return modulesByIsland.get(key) ?? EMPTY;
}

/** The category's modules in catalogue order. */
export function modulesOfCategory(id: CategoryId): readonly ModuleMeta[] {
  return modulesByCategory.get(id) ?? EMPTY;
}

/** The island's categories in category order. */
export function categoriesOfIsland(key: IslandKey): readonly Category[] {
  return categoriesByIsland.get(key) ?? EMPTY;
}

/** The module that opens the island (it also unlocks the island's accessory). */
export function firstModuleOfIsland(key: IslandKey): ModuleMeta {
  const first = modulesOfIsland(key)[0];
  if (!first) throw new Error(`Island ${key} has no modules`);
  return first;
}

/** Modules visitors may play without an account: the whole first island (M01–M10). */
const firstIsland = [...ISLANDS].sort(byOrder)[0];
export const FREE_MODULE_IDS: readonly ModuleId[] = firstIsland ? modulesOfIsland(firstIsland.key).map((meta) => meta.id) : [];

const freeModuleIds = new Set<string>(FREE_MODULE_IDS);

/** True when a visitor without an account may open this module. */
export function isFreeModule(id: string): boolean {
  return freeModuleIds.has(id);
}

/** Island keys in unlock (map) order. */
export const ISLAND_ORDER: readonly IslandKey[] = [...ISLANDS].sort(byOrder).map((island) => island.key);

/** Each island's module ids in their order on the island: what island unlocking counts. */
export const MODULE_IDS_BY_ISLAND: Readonly<Partial<Record<IslandKey, readonly string[]>>> = Object.fromEntries(
  ISLAND_ORDER.map((key) => [key, modulesOfIsland(key).map((meta) => meta.id)]),
);

/** These module ids in the order a learner meets them on the map: island by island, each island's own order. */
export function inMapOrder(ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return ISLAND_ORDER.flatMap((key) => MODULE_IDS_BY_ISLAND[key] ?? []).filter((id) => wanted.has(id));
}
