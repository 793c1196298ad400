import { MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import type { IslandKey } from '../../content/schema/ids';
import { LESSONS_CACHE_NAME, OFFLINE_LESSONS_PATH, parseOfflineLessons, type OfflineLesson } from './offline-lessons-contract';

/**
 * The page's side of "Keep this island for offline" (decision 025): which of an island's written lessons are in
 * the service worker's lessons cache, and downloading or removing them. Whether an island is kept is always
 * read from the cache itself, never from a flag, so it stays true across reloads, updates and other tabs.
 */

export type IslandLesson = OfflineLesson & { readonly id: string };

/** Seed Island is kept by default once the app runs with its service worker, unless switched off here. */
export const SEED_ISLAND: IslandKey = 'seed';
export const SEED_ISLAND_OFF_KEY = 'money-islands.offline.seed-island-off';

/** Cache Storage and service workers exist only in a secure context (https, or localhost / 127.0.0.1). */
export function offlineLessonsSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'caches' in window && 'serviceWorker' in navigator;
}

let listed: Promise<Readonly<Record<string, OfflineLesson>>> | undefined;
/** The build's lesson chunks (precached by the worker, so this answers offline too). */
function offlineLessons(): Promise<Readonly<Record<string, OfflineLesson>>> {
  listed ??= fetch(OFFLINE_LESSONS_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${OFFLINE_LESSONS_PATH}: ${response.status}`);
      return response.json();
    })
    .then((data: unknown) => parseOfflineLessons(data).lessons)
    .catch((error: unknown) => {
      listed = undefined;
      throw error;
    });
  return listed;
}

/** The island's written lessons, in their order on the island, with their chunks and sizes. */
export async function lessonsOfIsland(island: IslandKey): Promise<IslandLesson[]> {
  const lessons = await offlineLessons();
  return (MODULE_IDS_BY_ISLAND[island] ?? []).flatMap((id) => {
    const lesson = lessons[id];
    return lesson ? [{ id, ...lesson }] : [];
  });
}

const changeListeners = new Set<() => void>();
/** Calls back whenever this page adds lessons to the device or removes them (Seed Island kept in the background). */
export function onKeptLessonsChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
const announceChange = () => {
  for (const listener of changeListeners) listener();
};

/** How many of these lessons the lessons cache holds. */
export async function countKept(lessons: readonly IslandLesson[]): Promise<number> {
  const cache = await caches.open(LESSONS_CACHE_NAME);
  const found = await Promise.all(lessons.map((lesson) => cache.match(lesson.url)));
  return found.filter(Boolean).length;
}

/**
 * Downloads the lessons not yet kept, one at a time (a child's tablet on school Wi-Fi), reporting how many
 * are kept after each. Returns how many are kept at the end; a lesson that fails is skipped, not retried.
 */
export async function keepLessons(lessons: readonly IslandLesson[], onProgress?: (kept: number) => void): Promise<number> {
  const cache = await caches.open(LESSONS_CACHE_NAME);
  let kept = 0;
  for (const lesson of lessons) {
    if (await cache.match(lesson.url)) kept += 1;
    else {
      try {
        await cache.add(lesson.url);
        kept += 1;
      } catch {
        // Offline or a failed answer: the others may still arrive; the switch shows how many did.
      }
    }
    onProgress?.(kept);
  }
  announceChange();
  return kept;
}

/** Removes these lessons from the device (opened ones too: the learner asked for the island to go). */
export async function removeLessons(lessons: readonly IslandLesson[]): Promise<void> {
  const cache = await caches.open(LESSONS_CACHE_NAME);
  await Promise.all(lessons.map((lesson) => cache.delete(lesson.url)));
  announceChange();
}

/** Whether the learner switched Seed Island's keeping off on this device (remembered, so it is not redone). */
export function seedIslandSwitchedOff(): boolean {
  try {
    return window.localStorage.getItem(SEED_ISLAND_OFF_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the learner's choice for an island; only Seed Island's "off" needs remembering. */
export function rememberKeepChoice(island: IslandKey, on: boolean): void {
  if (island !== SEED_ISLAND) return;
  try {
    if (on) window.localStorage.removeItem(SEED_ISLAND_OFF_KEY);
    else window.localStorage.setItem(SEED_ISLAND_OFF_KEY, '1');
  } catch {
    // Storage blocked: Seed Island may be kept again on a later start.
  }
}

/** Keeps Seed Island in the background (after the worker is running), unless the learner switched it off. */
export async function keepSeedIslandByDefault(): Promise<void> {
  if (!offlineLessonsSupported() || seedIslandSwitchedOff()) return;
  await keepLessons(await lessonsOfIsland(SEED_ISLAND));
}
