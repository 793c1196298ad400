/// <reference lib="webworker" />
import {
  idbMirrorStore,
  LEARNER_CHANGED_CODE,
  LEARNER_HEADER,
  OUTBOX_SYNC_TAG,
  SYNCED_MESSAGE_TYPE,
  type MirroredRequest,
  type MirrorStore,
  type SyncedMessage,
} from './lib/outbox-mirror';

/**
 * The service worker's half of the offline queue (decision 026): on the Background Sync event it sends every
 * request mirrored in IndexedDB, as the learner it was queued for, and tells the open pages what reached the
 * server so they drop their localStorage copy. The server's idempotency (the quiz key; reflections and word
 * marks by their nature) makes a request sent by both the worker and a page count once.
 * Imports nothing from React or page code.
 */

/** What the handler needs of the worker; tests pass fakes. */
export type BackgroundSyncDeps = {
  store: MirrorStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Every window client, controlled or not (a page that opened before this worker took over still listens). */
  windows: () => Promise<readonly { postMessage(message: SyncedMessage): void }[]>;
};

export type ReplayResult = {
  sent: string[];
  dropped: string[];
  /** Kept for a later try: no answer, 408, 429 or 5xx. The event's promise rejects so the browser tries again. */
  retry: string[];
  /** Kept until this learner signs in again on this device (401, 409 LEARNER_CHANGED). */
  waiting: string[];
};

type Verdict = 'sent' | 'dropped' | 'retry' | 'waiting';

async function errorCode(response: Response): Promise<string | null> {
  try {
    const data: unknown = await response.json();
    if (typeof data === 'object' && data !== null && 'error' in data) {
      const { error } = data as { error: unknown };
      if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
    }
  } catch {
    // Not our JSON.
  }
  return null;
}

async function sendOne(deps: BackgroundSyncDeps, request: MirroredRequest): Promise<{ verdict: Verdict; outcome?: unknown }> {
  let response: Response;
  try {
    response = await deps.fetch(request.url, {
      method: request.method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        [LEARNER_HEADER]: request.learnerId,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    return { verdict: 'retry' };
  }
  const { status } = response;
  if (response.ok) {
    let outcome: unknown;
    try {
      outcome = request.kind === 'quiz' ? await response.json() : undefined;
    } catch {
      outcome = undefined;
    }
    return { verdict: 'sent', outcome };
  }
  if (status === 401) return { verdict: 'waiting' };
  if (status === 409 && (await errorCode(response)) === LEARNER_CHANGED_CODE) return { verdict: 'waiting' };
  if (status === 408 || status === 429 || status >= 500) return { verdict: 'retry' };
  return { verdict: 'dropped' };
}

/**
 * Sends every mirrored request, oldest first per learner. After a request of a learner is kept, that
 * learner's later ones wait too: a reflection must not arrive before the lesson that unlocks its island.
 */
export async function replayMirroredRequests(deps: BackgroundSyncDeps): Promise<ReplayResult> {
  const result: ReplayResult = { sent: [], dropped: [], retry: [], waiting: [] };
  const requests = (await deps.store.all()).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  const held = new Set<string>();
  for (const request of requests) {
    if (held.has(request.learnerId)) continue;
    const { verdict, outcome } = await sendOne(deps, request);
    result[verdict].push(request.id);
    if (verdict === 'retry' || verdict === 'waiting') {
      held.add(request.learnerId);
      continue;
    }
    await deps.store.remove(request.id);
    const message: SyncedMessage = { type: SYNCED_MESSAGE_TYPE, kind: request.kind, key: request.id, learnerId: request.learnerId };
    if (outcome !== undefined) message.outcome = outcome;
    if (verdict === 'dropped') message.rejected = true;
    for (const client of await deps.windows()) client.postMessage(message);
  }
  return result;
}

/** Runs one sync; rejects while something is kept for a retry, so the browser fires the event again later. */
export async function handleOutboxSync(deps: BackgroundSyncDeps): Promise<ReplayResult> {
  const result = await replayMirroredRequests(deps);
  if (result.retry.length > 0) throw new Error(`${result.retry.length} queued request(s) could not be sent yet`);
  return result;
}

type SyncEventLike = ExtendableEvent & { readonly tag: string };

/** Called once from the service worker: `installBackgroundSync(self)`. */
export function installBackgroundSync(sw: ServiceWorkerGlobalScope): void {
  let store: MirrorStore | undefined;
  sw.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEventLike;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    store ??= idbMirrorStore();
    const deps: BackgroundSyncDeps = {
      store,
      fetch: (url, init) => sw.fetch(url, init),
      windows: () => sw.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    };
    sync.waitUntil(handleOutboxSync(deps));
  });
}
