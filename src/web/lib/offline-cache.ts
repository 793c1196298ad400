import { PROFILE_QUERY_KEY, PROGRESS_QUERY_KEY } from './query-keys';

/**
 * Which of a learner's query answers are kept on this device for reading offline (progress, the map, the avatar),
 * where, and how to forget them (decision 028). No package is imported here, so sign-out can clear a learner's copy
 * without loading the persister (./offline-cache-persister.tsx).
 */

/** One copy per learner: another child signing in on the same tablet never reads it. */
const PERSISTED_QUERIES_KEY_PREFIX = 'money-islands.query-cache.';
export function persistedQueriesKey(userId: string): string {
  return `${PERSISTED_QUERIES_KEY_PREFIX}${userId}`;
}

/** A copy older than this is dropped on restore: a month-old picture of progress is more confusing than none. */
export const PERSISTED_QUERIES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The query roots whose answers the offline pages read: progress (and practice and island checks, which live under
 * it) for /progress and the map, the profile (explorer, equipment, gems) for /avatar and the header.
 */
const PERSISTED_ROOTS: readonly string[] = [PROGRESS_QUERY_KEY[0], PROFILE_QUERY_KEY[0]];

/** Whether this query is one of this learner's that is kept on the device: its key names them, never 'guest'. */
export function isPersistedQueryOf(queryKey: readonly unknown[], userId: string): boolean {
  return PERSISTED_ROOTS.includes(String(queryKey[0])) && queryKey.includes(userId);
}

/** Bumped by clearPersistedQueries, so a save already on its way for that learner is not written after the clear. */
const generations = new Map<string, number>();
export function persistedQueriesGeneration(userId: string): number {
  return generations.get(userId) ?? 0;
}

/** Forgets this learner's kept answers on this device (sign-out, a deleted account, the sync helper's clear). */
export function clearPersistedQueries(userId: string): void {
  generations.set(userId, persistedQueriesGeneration(userId) + 1);
  try {
    window.localStorage.removeItem(persistedQueriesKey(userId));
  } catch {
    // Storage blocked: nothing was kept there.
  }
}
