import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
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

/** Storage that never throws (blocked or full storage only loses the offline copy) and stops writing once cleared. */
function learnerStorage(userId: string) {
  const generation = persistedQueriesGeneration(userId);
  return {
    getItem: (key: string) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key: string, value: string) => {
      // A save that was on its way when the learner signed out must not bring their copy back.
      if (persistedQueriesGeneration(userId) !== generation) return;
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Full or blocked: the pages work online as before.
      }
    },
    removeItem: (key: string) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Blocked: nothing was kept.
      }
    },
  };
}

/** What is kept: the shape @tanstack/query-persist-client-core writes, so its persisters read and write it. */
type PersistedClient = { timestamp: number; buster: string; clientState: DehydratedState };

/** Only this learner's queries are restored, even from a copy that was tampered with or mixed up. */
function ownQueriesOnly(raw: string, userId: string): PersistedClient {
  const client = JSON.parse(raw) as PersistedClient;
  return {
    ...client,
    clientState: { mutations: [], queries: (client.clientState?.queries ?? []).filter((query) => isPersistedQueryOf(query.queryKey, userId)) },
  };
}

/**
 * Keeps the signed-in learner's progress, profile, practice and island-check answers in this device's storage
 * (one key per learner) and puts them back into the query cache when the app starts, so /progress, the map and
 * /avatar can show the last known state offline. Loaded with the signed-in services, after the first render.
 *
 * Restore and save follow @tanstack/react-query-persist-client's persistQueryClient (max age, buster, save on every
 * cache change) with our own query-core's hydrate and dehydrate: the installed persist-client pins query-core
 * 5.104, whose QueryClient type is not ours (5.108) and would add a second query-core to the bundle (decision 028).
 */
export function startPersistingQueries(queryClient: QueryClient, userId: string): () => void {
  const persister = createSyncStoragePersister({
    storage: learnerStorage(userId),
    key: persistedQueriesKey(userId),
    throttleTime: SAVE_THROTTLE_MS,
    serialize: JSON.stringify,
    deserialize: (raw) => ownQueriesOnly(raw, userId),
  });
  let stopped = false;
  const save = () => {
    if (stopped) return;
    const client: PersistedClient = {
      timestamp: Date.now(),
      buster: PERSISTED_QUERIES_BUSTER,
      clientState: dehydrate(queryClient, {
        // Any query holding an answer, also one whose refresh just failed: TanStack Query believes it is online after
        // a reload with no connection (it only hears online/offline events), so a restored answer's refetch fails, and
        // saving only successes would then drop the very copy the offline pages show.
        shouldDehydrateQuery: (query) => query.state.data !== undefined && isPersistedQueryOf(query.queryKey, userId),
        shouldDehydrateMutation: () => false,
      }),
    };
    void persister.persistClient(client);
  };
  try {
    const kept = persister.restoreClient() as PersistedClient | undefined;
    if (kept) {
      const usable = Date.now() - kept.timestamp <= PERSISTED_QUERIES_MAX_AGE_MS && kept.buster === PERSISTED_QUERIES_BUSTER;
      // hydrate keeps whatever the cache already has that is newer (an answer fetched since the page loaded).
      if (usable) hydrate(queryClient, kept.clientState);
      else void persister.removeClient();
    }
  } catch {
    // Not JSON, or not our shape: dropped, as the library does.
    void persister.removeClient();
  }
  // Answers fetched before this loaded (the first page's) are kept too, not only those that change later.
  save();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

export function OfflineCachePersister({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => startPersistingQueries(queryClient, userId), [queryClient, userId]);
  return null;
}
