import { dehydrate, hydrate, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { version } from '../../../package.json';
import { isPersistedQueryOf, persistedQueriesGeneration, persistedQueriesKey, PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';

/**
 * Bumped when a kept answer's shape changes (ProgressView, ProfileView, practice, island checks): a copy from
 * another app version or format is dropped on restore rather than shown to a page that expects another shape.
 */
const PERSISTED_QUERIES_FORMAT = 1;
export const PERSISTED_QUERIES_BUSTER = `${version}/${PERSISTED_QUERIES_FORMAT}`;
/** Saves are grouped: a page that fetches four queries writes the copy once. */
const SAVE_THROTTLE_MS = 1000;

/** What is kept (the shape @tanstack/query-persist-client-core writes, so a later switch to it reads old copies). */
type PersistedClient = { timestamp: number; buster: string; clientState: DehydratedState };
type KeptQuery = DehydratedState['queries'][number];

/**
 * The copy to keep: every kept answer, each replaced by the cache's when that one is as new or newer. A query missing
 * from this page's cache (not asked for here, or not yet restored when a save ran) keeps its answer, so moving
 * quickly between pages offline never loses the progress another page needs; sign-out clears the whole copy.
 */
export function mergeKeptQueries(kept: readonly KeptQuery[], current: readonly KeptQuery[]): KeptQuery[] {
  const merged = new Map(kept.map((query) => [query.queryHash, query]));
  for (const query of current) {
    const earlier = merged.get(query.queryHash);
    if (!earlier || query.state.dataUpdatedAt >= earlier.state.dataUpdatedAt) merged.set(query.queryHash, query);
  }
  return [...merged.values()];
}

/** localStorage calls that never throw: blocked or full storage only loses the offline copy. */
function tryStorage<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.localStorage);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the signed-in learner's progress, profile, practice and island-check answers in this device's storage
 * (one key per learner) and puts them back into the query cache when the app starts, so /progress, the map and
 * /avatar can show the last known state offline. Loaded with the signed-in services, after the first render.
 *
 * It follows @tanstack/react-query-persist-client's persistQueryClient (max age, buster, save on every cache change,
 * grouped) with our own query-core's hydrate and dehydrate, and adds what that lacks (decision 028): a save waiting
 * when the page is left is written at once, and a save merges with the kept copy instead of replacing it.
 */
export function startPersistingQueries(queryClient: QueryClient, userId: string): () => void {
  const key = persistedQueriesKey(userId);
  const generation = persistedQueriesGeneration(userId);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The copy on the device if it can be used (this learner's, young enough, this app version); drops one that cannot. */
  const readKept = (): PersistedClient | undefined => {
    const raw = tryStorage((storage) => storage.getItem(key));
    if (!raw) return undefined;
    try {
      const kept = JSON.parse(raw) as PersistedClient;
      if (Date.now() - kept.timestamp <= PERSISTED_QUERIES_MAX_AGE_MS && kept.buster === PERSISTED_QUERIES_BUSTER) {
        // Only this learner's queries, even from a copy that was tampered with or mixed up.
        return { ...kept, clientState: { mutations: [], queries: (kept.clientState?.queries ?? []).filter((query) => isPersistedQueryOf(query.queryKey, userId)) } };
      }
    } catch {
      // Not JSON, or not our shape: dropped below.
    }
    tryStorage((storage) => storage.removeItem(key));
    return undefined;
  };

  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    // A save that was on its way when the learner signed out must not bring their copy back.
    if (stopped || persistedQueriesGeneration(userId) !== generation) return;
    const current = dehydrate(queryClient, {
      // Any query holding an answer, also one whose refresh just failed: TanStack Query believes it is online after
      // a reload with no connection (it only hears online/offline events), so a restored answer's refetch fails, and
      // saving only successes would then drop the very copy the offline pages show.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && isPersistedQueryOf(query.queryKey, userId),
      shouldDehydrateMutation: () => false,
    });
    const client: PersistedClient = {
      timestamp: Date.now(),
      buster: PERSISTED_QUERIES_BUSTER,
      clientState: { mutations: [], queries: mergeKeptQueries(readKept()?.clientState.queries ?? [], current.queries) },
    };
    tryStorage((storage) => storage.setItem(key, JSON.stringify(client)));
  };
  /** Saves are grouped: a page that fetches four queries writes the copy once. */
  const save = () => {
    if (!stopped && timer === null) timer = setTimeout(write, SAVE_THROTTLE_MS);
  };
  /** Leaving the page (a link, a reload, closing the tab) writes what waits, or a quick visit would keep nothing. */
  const writeWaiting = () => {
    if (timer !== null) write();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') writeWaiting();
  };

  const kept = readKept();
  // hydrate keeps whatever the cache already has that is newer (an answer fetched since the page loaded).
  if (kept) hydrate(queryClient, kept.clientState);
  // Answers fetched before this loaded (the first page's) are kept too, not only those that change later.
  save();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  window.addEventListener('pagehide', writeWaiting);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    writeWaiting();
    stopped = true;
    unsubscribe();
    window.removeEventListener('pagehide', writeWaiting);
    document.removeEventListener('visibilitychange', onHidden);
  };
}

export function OfflineCachePersister({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => startPersistingQueries(queryClient, userId), [queryClient, userId]);
  return null;
}
