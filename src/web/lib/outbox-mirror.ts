import { createStore, del, set, values } from 'idb-keyval';

/**
 * The IndexedDB mirror of every learner's queued requests (decision 026). localStorage stays the source of
 * truth for the page (decision 012: one synchronous read for the badge); the service worker cannot read
 * localStorage, so each queued request is also written here, with the learner it belongs to, and removed
 * with it. The worker sends what it finds here on the Background Sync event. This file is shared by the page
 * and the worker: it imports nothing from React or page code.
 */

/** The Background Sync tag the page registers when something is queued. */
export const OUTBOX_SYNC_TAG = 'money-islands-outbox';
/** The header naming the learner a request was queued for; the server refuses it for anyone else (409). */
export const LEARNER_HEADER = 'x-money-islands-learner';
/** What the worker posts to the pages when it has sent (or had to drop) a queued request. */
export const SYNCED_MESSAGE_TYPE = 'money-islands:synced';
/** The error code the server answers when the queued learner is not the one signed in. */
export const LEARNER_CHANGED_CODE = 'LEARNER_CHANGED';

export const OUTBOX_KINDS = ['quiz', 'reflection', 'vocab'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export type MirroredMethod = 'POST' | 'PUT' | 'DELETE';

/** One queued request as the worker sends it. `id` is the entry's idempotency key in its localStorage queue. */
export type MirroredRequest = {
  id: string;
  learnerId: string;
  kind: OutboxKind;
  method: MirroredMethod;
  url: string;
  /** The JSON body, or undefined for a DELETE. */
  body: unknown;
  /** ISO 8601; the worker sends oldest first, so a lesson reaches the server before its reflection. */
  queuedAt: string;
};

/** The worker's news for the pages: `key` is the request's id; `outcome` the server's answer to a quiz. */
export type SyncedMessage = {
  type: typeof SYNCED_MESSAGE_TYPE;
  kind: OutboxKind;
  key: string;
  learnerId: string;
  outcome?: unknown;
  /** The server refused it for good (a 4xx): the pages drop their copy and say so. */
  rejected?: true;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Checked by hand: the worker stays free of zod. Whatever does not fit is never sent. */
export function isMirroredRequest(value: unknown): value is MirroredRequest {
  if (!isRecord(value)) return false;
  const { id, learnerId, kind, method, url, queuedAt } = value;
  return (
    typeof id === 'string' &&
    typeof learnerId === 'string' &&
    learnerId !== '' &&
    OUTBOX_KINDS.includes(kind as OutboxKind) &&
    (method === 'POST' || method === 'PUT' || method === 'DELETE') &&
    typeof url === 'string' &&
    url.startsWith('/api/progress/') &&
    typeof queuedAt === 'string'
  );
}

export function isSyncedMessage(value: unknown): value is SyncedMessage {
  return (
    isRecord(value) &&
    value.type === SYNCED_MESSAGE_TYPE &&
    OUTBOX_KINDS.includes(value.kind as OutboxKind) &&
    typeof value.key === 'string' &&
    typeof value.learnerId === 'string'
  );
}

/** Where the mirror lives; tests pass memoryMirrorStore() (there is no IndexedDB in jsdom). */
export type MirrorStore = {
  all(): Promise<MirroredRequest[]>;
  put(request: MirroredRequest): Promise<void>;
  remove(id: string): Promise<void>;
};

const MIRROR_DB = 'money-islands-outbox';
const MIRROR_OBJECT_STORE = 'requests';

/** The IndexedDB store, shared by the page and the worker (same origin, same database). */
export function idbMirrorStore(): MirrorStore {
  const store = createStore(MIRROR_DB, MIRROR_OBJECT_STORE);
  return {
    all: async () => (await values<unknown>(store)).filter(isMirroredRequest),
    put: (request) => set(request.id, request, store),
    remove: (id) => del(id, store),
  };
}

export function memoryMirrorStore(): MirrorStore & { data: Map<string, MirroredRequest> } {
  const data = new Map<string, MirroredRequest>();
  return {
    data,
    all: () => Promise.resolve([...data.values()]),
    put: (request) => {
      data.set(request.id, structuredClone(request));
      return Promise.resolve();
    },
    remove: (id) => {
      data.delete(id);
      return Promise.resolve();
    },
  };
}

// ---- The page's side: keeping the mirror equal to the localStorage queues. ----

let pageStore: MirrorStore | null | undefined;

/** Tests (and a browser without IndexedDB: null) choose the store; otherwise IndexedDB is opened on first use. */
export function setMirrorStore(store: MirrorStore | null | undefined): void {
  pageStore = store;
  chains.clear();
}

function currentStore(): MirrorStore | null {
  if (pageStore === undefined) pageStore = typeof indexedDB === 'undefined' ? null : idbMirrorStore();
  return pageStore;
}

/** One mirror update at a time per learner and kind, so the last one always reflects the latest queue. */
const chains = new Map<string, Promise<void>>();

function chained(chainKey: string, run: () => Promise<void>): Promise<void> {
  const next = (chains.get(chainKey) ?? Promise.resolve()).then(run, run).catch(() => undefined);
  chains.set(chainKey, next);
  return next;
}

type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };

/** Asks the browser for a Background Sync event where it has them (Chromium); elsewhere the next start sends. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not allowed here (no permission, private mode): the page's own retries still send it.
  }
}

/**
 * Makes the mirror hold exactly this learner's queued requests of this kind, as `wanted()` reads them when
 * this update's turn comes (so updates that pile up end at the latest queue). Never rejects.
 */
export function mirrorQueue(learnerId: string, kind: OutboxKind, wanted: () => MirroredRequest[]): Promise<void> {
  const store = currentStore();
  if (!store) return Promise.resolve();
  return chained(`${learnerId}:${kind}`, async () => {
    const want = wanted();
    const have = (await store.all()).filter((request) => request.learnerId === learnerId && request.kind === kind);
    for (const request of have) if (!want.some((item) => item.id === request.id)) await store.remove(request.id);
    for (const request of want) if (!have.some((item) => item.id === request.id)) await store.put(request);
    if (want.length > 0) await registerBackgroundSync();
  });
}

/** Removes every mirrored request of this learner (sign-out), after any update still under way. */
export async function forgetMirroredLearner(learnerId: string): Promise<void> {
  const store = currentStore();
  if (!store) return;
  await Promise.all(
    OUTBOX_KINDS.map((kind) =>
      chained(`${learnerId}:${kind}`, async () => {
        for (const request of await store.all()) if (request.learnerId === learnerId && request.kind === kind) await store.remove(request.id);
      }),
    ),
  );
}

/** Resolves once every mirror update asked for so far has run (tests; sign-out). */
export async function mirrorSettled(): Promise<void> {
  await Promise.all([...chains.values()]);
}
