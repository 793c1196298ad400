import { describe, expect, it, vi } from 'vitest';
import { LEARNER_HEADER, memoryMirrorStore, SYNCED_MESSAGE_TYPE, type MirroredRequest, type SyncedMessage } from './lib/outbox-mirror';
import { handleOutboxSync, installBackgroundSync, replayMirroredRequests, type BackgroundSyncDeps } from './sw-background-sync';

function queued(overrides: Partial<MirroredRequest> & Pick<MirroredRequest, 'id'>): MirroredRequest {
  return { learnerId: 'u1', kind: 'reflection', method: 'PUT', url: '/api/progress/reflections/M11', body: { text: 'Hi' }, queuedAt: '2026-11-27T10:00:00.000Z', ...overrides };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setUp(requests: MirroredRequest[], answer: (request: MirroredRequest) => Response | Promise<Response>) {
  const store = memoryMirrorStore();
  for (const request of requests) store.data.set(request.id, request);
  const posted: SyncedMessage[] = [];
  const fetch = vi.fn<BackgroundSyncDeps['fetch']>((url, init) => {
    const request = requests.find((candidate) => candidate.url === url && candidate.method === init.method)!;
    return Promise.resolve(answer(request));
  });
  const windows = [{ postMessage: (message: SyncedMessage) => posted.push(message) }, { postMessage: vi.fn() }];
  const deps: BackgroundSyncDeps = { store, fetch, windows: () => Promise.resolve(windows) };
  return { store, posted, fetch, deps, windows };
}

describe('the service worker’s sync handler', () => {
  it('sends every mirrored request oldest first, as its learner, with the cookie; deletes it and tells every page', async () => {
    const quiz = queued({ id: 'q-quiz-1', kind: 'quiz', method: 'POST', url: '/api/progress/quiz', body: { moduleId: 'M01' }, queuedAt: '2026-11-27T09:00:00.000Z' });
    const unmark = queued({ id: 'q-word-1', kind: 'vocab', method: 'DELETE', url: '/api/progress/vocab/M11%2Fcredit', body: undefined, learnerId: 'u2' });
    const note = queued({ id: 'q-note-1', queuedAt: '2026-11-27T11:00:00.000Z' });
    const outcome = { moduleId: 'M01', score: 100 };
    const { store, posted, fetch, deps, windows } = setUp([note, unmark, quiz], (request) => json(200, request.kind === 'quiz' ? outcome : {}));

    const result = await handleOutboxSync(deps);
    expect(result.sent).toEqual(['q-quiz-1', 'q-word-1', 'q-note-1']);
    expect(store.data.size).toBe(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/progress/quiz');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ moduleId: 'M01' }) });
    expect(init.headers).toMatchObject({ [LEARNER_HEADER]: 'u1', 'content-type': 'application/json' });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'DELETE', body: undefined, headers: { [LEARNER_HEADER]: 'u2' } });
    expect(posted).toEqual([
      { type: SYNCED_MESSAGE_TYPE, kind: 'quiz', key: 'q-quiz-1', learnerId: 'u1', outcome },
      { type: SYNCED_MESSAGE_TYPE, kind: 'vocab', key: 'q-word-1', learnerId: 'u2' },
      { type: SYNCED_MESSAGE_TYPE, kind: 'reflection', key: 'q-note-1', learnerId: 'u1' },
    ]);
    expect(windows[1]!.postMessage).toHaveBeenCalledTimes(3);
  });

  it('keeps everything on a network failure and rejects, so the browser tries again later', async () => {
    const { store, posted, deps } = setUp([queued({ id: 'q-a' }), queued({ id: 'q-b', url: '/api/progress/vocab', method: 'POST', kind: 'vocab' })], () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(handleOutboxSync(deps)).rejects.toThrow('could not be sent yet');
    expect([...store.data.keys()]).toEqual(['q-a', 'q-b']);
    expect(posted).toEqual([]);
    const { deps: down } = setUp([queued({ id: 'q-c' })], () => json(503, { error: { code: 'INTERNAL', message: 'down' } }));
    await expect(handleOutboxSync(down)).rejects.toThrow();
  });

  it('keeps a request on 401 and on 409 LEARNER_CHANGED without rejecting (it waits for its learner), and holds that learner’s later ones', async () => {
    for (const answer of [json(401, { error: { code: 'UNAUTHORIZED', message: 'no' } }), json(409, { error: { code: 'LEARNER_CHANGED', message: 'someone else' } })]) {
      const later = queued({ id: 'q-later', url: '/api/progress/vocab', method: 'POST', kind: 'vocab', queuedAt: '2026-11-27T12:00:00.000Z' });
      const { store, posted, fetch, deps } = setUp([queued({ id: 'q-first' }), later], () => answer.clone());
      const result = await handleOutboxSync(deps);
      expect(result.waiting).toEqual(['q-first']);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(store.data.size).toBe(2);
      expect(posted).toEqual([]);
    }
  });

  it('drops a request any other 4xx refuses, and tells the pages it was refused', async () => {
    const { store, posted, deps } = setUp([queued({ id: 'q-locked' })], () => json(403, { error: { code: 'ISLAND_LOCKED', message: 'locked' } }));
    const result = await replayMirroredRequests(deps);
    expect(result.dropped).toEqual(['q-locked']);
    expect(store.data.size).toBe(0);
    expect(posted).toEqual([{ type: SYNCED_MESSAGE_TYPE, kind: 'reflection', key: 'q-locked', learnerId: 'u1', rejected: true }]);
  });

  it('answers only its own tag', () => {
    const listeners: ((event: Event) => void)[] = [];
    const sw = { addEventListener: (_type: string, listener: (event: Event) => void) => listeners.push(listener) } as unknown as ServiceWorkerGlobalScope;
    installBackgroundSync(sw);
    const waitUntil = vi.fn();
    listeners[0]!(Object.assign(new Event('sync'), { tag: 'something-else', waitUntil }));
    expect(waitUntil).not.toHaveBeenCalled();
  });
});
