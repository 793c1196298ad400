import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { memoryMirrorStore, mirrorSettled, setMirrorStore } from './outbox-mirror';
import {
  enqueueProgress,
  flushProgressOutbox,
  readProgressOutbox,
  requestOf,
  submitProgressThroughOutbox,
  type ProgressAction,
  type SendProgress,
} from './progress-outbox';
import { enqueueQuiz } from './quiz-outbox';
import { progressOutboxStorageKey, readQueueTotals } from './quiz-outbox-status';

const storage = window.localStorage;
const mirror = memoryMirrorStore();
const offline = () => new ApiError(0, 'NETWORK', 'Network error');
const reflection = (text: string, moduleId = 'M11'): ProgressAction => ({ kind: 'reflection', moduleId, text });
const mark = (key: string, mastered: boolean): ProgressAction => ({ kind: 'vocab', key, mastered });

beforeEach(() => {
  storage.clear();
  mirror.data.clear();
  setMirrorStore(mirror);
});
afterEach(() => {
  setMirrorStore(undefined);
  vi.restoreAllMocks();
});

describe('queueing reflections and word marks', () => {
  it('keeps only the latest action per reflection and per word, each learner apart', () => {
    enqueueProgress(storage, 'u1', reflection('First try'));
    enqueueProgress(storage, 'u1', mark('M11/credit', true));
    enqueueProgress(storage, 'u1', reflection('Second, better try'));
    enqueueProgress(storage, 'u1', mark('M11/credit', false));
    enqueueProgress(storage, 'u1', mark('M11/debt', true));
    enqueueProgress(storage, 'u2', reflection('Someone else'));
    expect(readProgressOutbox(storage, 'u1').map((entry) => entry.action)).toEqual([
      reflection('Second, better try'),
      mark('M11/credit', false),
      mark('M11/debt', true),
    ]);
    expect(readProgressOutbox(storage, 'u2')).toHaveLength(1);
    expect(readQueueTotals('u1')).toMatchObject({ lessons: 0, answers: 3 });
  });

  it('refuses what the server would refuse, and storage that is full', () => {
    expect(enqueueProgress(storage, 'u1', reflection('   '))).toBeNull();
    expect(enqueueProgress(storage, 'u1', mark('not a key', true))).toBeNull();
    const full = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); }, removeItem: () => undefined };
    expect(enqueueProgress(full, 'u1', reflection('Hi'))).toBeNull();
    expect(storage.getItem(progressOutboxStorageKey('u1'))).toBeNull();
  });

  it('sends each action as its route expects', () => {
    expect(requestOf(reflection('Hi'))).toEqual({ method: 'PUT', url: '/api/progress/reflections/M11', body: { text: 'Hi' } });
    expect(requestOf(mark('M11/credit', true))).toEqual({ method: 'POST', url: '/api/progress/vocab', body: { key: 'M11/credit' } });
    expect(requestOf(mark('M11/credit', false))).toEqual({ method: 'DELETE', url: '/api/progress/vocab/M11%2Fcredit', body: undefined });
  });
});

describe('the IndexedDB mirror', () => {
  it('holds each queued request with its learner, written with the entry and removed with it', async () => {
    const id = enqueueProgress(storage, 'u1', reflection('Offline thoughts'), Date.parse('2026-11-27T10:00:00Z'))!;
    enqueueQuiz(storage, 'u1', { moduleId: 'M01', idempotencyKey: 'q-mirror-0001', submission: { format: 'adventure', attempts: { q1: [[1]] } } });
    await mirrorSettled();
    expect(mirror.data.get(id)).toEqual({
      id,
      learnerId: 'u1',
      kind: 'reflection',
      method: 'PUT',
      url: '/api/progress/reflections/M11',
      body: { text: 'Offline thoughts' },
      queuedAt: '2026-11-27T10:00:00.000Z',
    });
    expect(mirror.data.get('q-mirror-0001')).toMatchObject({ learnerId: 'u1', kind: 'quiz', method: 'POST', url: '/api/progress/quiz' });

    // A newer version replaces it in both places.
    const newer = enqueueProgress(storage, 'u1', reflection('Better thoughts'))!;
    await mirrorSettled();
    expect(mirror.data.has(id)).toBe(false);
    expect(mirror.data.get(newer)?.body).toEqual({ text: 'Better thoughts' });

    await flushProgressOutbox({ storage, userId: 'u1', send: () => Promise.resolve({}), force: true });
    await mirrorSettled();
    expect(mirror.data.has(newer)).toBe(false);
    expect([...mirror.data.keys()]).toEqual(['q-mirror-0001']);
  });
});

describe('sending the queue', () => {
  it('sends in order with the learner’s id, keeps what got no answer, and sends it again later', async () => {
    enqueueProgress(storage, 'u1', mark('M11/credit', true), 0);
    enqueueProgress(storage, 'u1', reflection('Hello'), 0);
    const failing = vi.fn<SendProgress>().mockRejectedValue(offline());
    const first = await flushProgressOutbox({ storage, userId: 'u1', send: failing, force: true, now: () => 1_000, random: () => 0.5 });
    expect(first).toMatchObject({ synced: [], pending: 2 });
    expect(readProgressOutbox(storage, 'u1').map((entry) => entry.attempts)).toEqual([1, 1]);

    const send = vi.fn<SendProgress>().mockResolvedValue({});
    const second = await flushProgressOutbox({ storage, userId: 'u1', send, force: true });
    expect(send.mock.calls).toEqual([
      [mark('M11/credit', true), 'u1'],
      [reflection('Hello'), 'u1'],
    ]);
    expect(second).toMatchObject({ pending: 0 });
    expect(storage.getItem(progressOutboxStorageKey('u1'))).toBeNull();
  });

  it('keeps everything when the session ended (401) or someone else signed in (409 LEARNER_CHANGED), and drops other refusals', async () => {
    for (const error of [new ApiError(401, 'UNAUTHORIZED', 'no'), new ApiError(409, 'LEARNER_CHANGED', 'someone else')]) {
      storage.clear();
      enqueueProgress(storage, 'u1', reflection('Keep me'));
      enqueueProgress(storage, 'u1', mark('M11/credit', true));
      const send = vi.fn<SendProgress>().mockRejectedValue(error);
      const report = await flushProgressOutbox({ storage, userId: 'u1', send, force: true });
      expect(report).toMatchObject({ signedOut: true, pending: 2 });
      expect(send).toHaveBeenCalledTimes(1);
    }
    storage.clear();
    enqueueProgress(storage, 'u1', reflection('On a locked island', 'M99'));
    const locked = new ApiError(403, 'ISLAND_LOCKED', 'locked');
    const report = await flushProgressOutbox({ storage, userId: 'u1', send: () => Promise.reject(locked), force: true });
    expect(report.rejected.map((item) => item.error)).toEqual([locked]);
    expect(report.pending).toBe(0);
  });

  it('a mark changed while its first send is in flight: the newer action stays and goes next', async () => {
    let release: (() => void) | undefined;
    const send = vi.fn<SendProgress>().mockImplementationOnce(() => new Promise((resolve) => (release = () => resolve({})))).mockResolvedValue({});
    const first = submitProgressThroughOutbox({ storage, userId: 'u1', action: mark('M11/credit', true), send });
    await vi.waitFor(() => expect(release).toBeDefined());
    const second = submitProgressThroughOutbox({ storage, userId: 'u1', action: mark('M11/credit', false), send });
    release!();
    expect(await first).toEqual({ status: 'saved' });
    expect(await second).toEqual({ status: 'saved' });
    expect(send.mock.calls.map(([action]) => action)).toEqual([mark('M11/credit', true), mark('M11/credit', false)]);
    expect(readProgressOutbox(storage, 'u1')).toEqual([]);
  });

  it('says queued while offline and keeps the action; rejects a refusal for good', async () => {
    const queued = await submitProgressThroughOutbox({ storage, userId: 'u1', action: reflection('On the bus'), send: () => Promise.reject(offline()) });
    expect(queued.status).toBe('queued');
    expect(readProgressOutbox(storage, 'u1').map((entry) => entry.action)).toEqual([reflection('On the bus')]);
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'bad');
    await expect(submitProgressThroughOutbox({ storage, userId: 'u2', action: reflection('Hmm'), send: () => Promise.reject(refused) })).rejects.toBe(refused);
    expect(readProgressOutbox(storage, 'u2')).toEqual([]);
  });
});
