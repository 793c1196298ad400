import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuizOutcome, QuizRequest } from '../../domain/progress-api';
import { ApiError } from './api-client';
import {
  classifyFailure,
  enqueueQuiz,
  FIRST_RETRY_DELAY_MS,
  flushOutbox,
  MAX_OUTBOX_ENTRIES,
  MAX_RETRY_DELAY_MS,
  readOutbox,
  retryDelay,
  submitThroughOutbox,
  type OutboxStorage,
  type SendQuiz,
} from './quiz-outbox';
import { OUTBOX_CHANGED_EVENT, outboxStorageKey, readOutboxSummary, syncedOutcomeFor, publishQuizSynced } from './quiz-outbox-status';

const storage = window.localStorage;
let keyCounter = 0;

function request(overrides: Partial<QuizRequest> = {}): QuizRequest {
  keyCounter += 1;
  return {
    moduleId: 'M01',
    idempotencyKey: `q-test-${keyCounter.toString().padStart(4, '0')}`,
    submission: { format: 'adventure', attempts: { q1: [[1]], q2: [[0], [0, 1]] } },
    timeZone: 'Asia/Taipei',
    timeTakenSeconds: 42,
    ...overrides,
  };
}

function outcomeFor(req: QuizRequest, overrides: Partial<QuizOutcome> = {}): QuizOutcome {
  return {
    moduleId: req.moduleId,
    score: 80,
    completed: true,
    firstCompletion: true,
    bestScore: 80,
    gemsAwarded: 1,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: 1, increased: true },
    perQuestion: [{ questionId: 'q1', correct: true }],
    replayed: false,
    ...overrides,
  };
}

const offline = () => new ApiError(0, 'NETWORK', 'Network error');
/** A send that always answers as the server would for a first submission. */
const answering: SendQuiz = (req) => Promise.resolve(outcomeFor(req));

beforeEach(() => {
  storage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('enqueueQuiz', () => {
  it('keeps the full request, with its key, under the learner’s own storage key', () => {
    const req = request();
    expect(enqueueQuiz(storage, 'u1', req, 1_000)).toBe(true);
    const [entry] = readOutbox(storage, 'u1');
    expect(entry).toEqual({ request: req, queuedAt: new Date(1_000).toISOString(), attempts: 0, nextAttemptAt: 1_000 + FIRST_RETRY_DELAY_MS });
    expect(JSON.parse(storage.getItem(outboxStorageKey('u1'))!)).toMatchObject({ version: 1, entries: [{ request: req }] });
  });

  it('tells the header: the change event fires and the summary counts it', () => {
    const heard = vi.fn();
    window.addEventListener(OUTBOX_CHANGED_EVENT, heard);
    enqueueQuiz(storage, 'u1', request(), 5_000);
    window.removeEventListener(OUTBOX_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalled();
    expect(readOutboxSummary('u1')).toEqual({ count: 1, nextAttemptAt: 5_000 + FIRST_RETRY_DELAY_MS, moduleIds: ['M01'] });
  });

  it('keeps one entry per key and refuses a request that does not validate', () => {
    const req = request();
    enqueueQuiz(storage, 'u1', req);
    enqueueQuiz(storage, 'u1', req);
    expect(readOutbox(storage, 'u1')).toHaveLength(1);
    expect(enqueueQuiz(storage, 'u1', { ...request(), idempotencyKey: 'bad key!' })).toBe(false);
    expect(readOutbox(storage, 'u1')).toHaveLength(1);
  });

  it('refuses past the limit, and when storage is full or blocked', () => {
    for (let i = 0; i < MAX_OUTBOX_ENTRIES; i += 1) expect(enqueueQuiz(storage, 'u1', request())).toBe(true);
    expect(enqueueQuiz(storage, 'u1', request())).toBe(false);
    const full: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(enqueueQuiz(full, 'u1', request())).toBe(false);
  });
});

describe('flushOutbox', () => {
  it('sends the stored request and removes it once the server has answered', async () => {
    const req = request();
    enqueueQuiz(storage, 'u1', req);
    const send = vi.fn(answering);
    const report = await flushOutbox({ storage, userId: 'u1', send, force: true });
    expect(send).toHaveBeenCalledWith(req, 'u1');
    expect(report.synced).toEqual([{ request: req, outcome: outcomeFor(req) }]);
    expect(report.pending).toBe(0);
    expect(storage.getItem(outboxStorageKey('u1'))).toBeNull();
  });

  it('keeps a request that got no answer, a timeout, 408, 429 or 5xx, and retries it later with the same key', async () => {
    const now = 100_000;
    for (const error of [offline(), new ApiError(408, 'TIMEOUT', 'timeout'), new ApiError(429, 'RATE_LIMITED', 'slow down'), new ApiError(503, 'INTERNAL', 'down'), new TypeError('aborted')]) {
      storage.clear();
      const req = request();
      enqueueQuiz(storage, 'u1', req, now);
      const failing = vi.fn<SendQuiz>().mockRejectedValue(error);
      const report = await flushOutbox({ storage, userId: 'u1', send: failing, force: true, now: () => now, random: () => 0.5 });
      expect(report.synced).toEqual([]);
      expect(report.pending).toBe(1);
      const [kept] = readOutbox(storage, 'u1');
      expect(kept).toMatchObject({ request: req, attempts: 1, nextAttemptAt: now + FIRST_RETRY_DELAY_MS });

      const send = vi.fn(answering);
      await flushOutbox({ storage, userId: 'u1', send, force: true });
      expect(send).toHaveBeenCalledTimes(1);
      expect(send.mock.calls[0]![0].idempotencyKey).toBe(req.idempotencyKey);
      expect(send.mock.calls[0]![0]).toEqual(failing.mock.calls[0]![0]);
      expect(readOutbox(storage, 'u1')).toEqual([]);
    }
  });

  it('leaves an entry alone until it is due, unless forced', async () => {
    enqueueQuiz(storage, 'u1', request(), 0);
    const send = vi.fn(answering);
    const early = await flushOutbox({ storage, userId: 'u1', send, now: () => FIRST_RETRY_DELAY_MS - 1 });
    expect(send).not.toHaveBeenCalled();
    expect(early).toMatchObject({ pending: 1, nextAttemptAt: FIRST_RETRY_DELAY_MS });
    await flushOutbox({ storage, userId: 'u1', send, now: () => FIRST_RETRY_DELAY_MS });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a request the server refuses for good (4xx), and reports it', async () => {
    for (const status of [400, 403, 404, 409, 413, 422]) {
      storage.clear();
      const req = request();
      enqueueQuiz(storage, 'u1', req);
      const error = new ApiError(status, 'ANSWERS_DO_NOT_FIT', 'no');
      const report = await flushOutbox({ storage, userId: 'u1', send: () => Promise.reject(error), force: true });
      expect(report.rejected).toEqual([{ request: req, error }]);
      expect(report.pending).toBe(0);
      expect(readOutbox(storage, 'u1')).toEqual([]);
    }
  });

  it('on 401 keeps everything and stops, to send after the learner signs in again', async () => {
    const first = request();
    const second = request();
    enqueueQuiz(storage, 'u1', first);
    enqueueQuiz(storage, 'u1', second);
    const send = vi.fn<SendQuiz>().mockRejectedValue(new ApiError(401, 'UNAUTHORIZED', 'signed out'));
    const report = await flushOutbox({ storage, userId: 'u1', send, force: true });
    expect(report).toMatchObject({ signedOut: true, pending: 2, synced: [], rejected: [] });
    expect(send).toHaveBeenCalledTimes(1);
    expect(readOutbox(storage, 'u1').map((entry) => entry.attempts)).toEqual([0, 0]);
  });

  it('sends only the signed-in learner’s queue: another learner on this device never sends it', async () => {
    const mine = request();
    const theirs = request({ moduleId: 'M02' });
    enqueueQuiz(storage, 'u1', mine);
    enqueueQuiz(storage, 'u2', theirs);
    const send = vi.fn(answering);
    await flushOutbox({ storage, userId: 'u2', send, force: true });
    expect(send.mock.calls.map(([sent]) => sent)).toEqual([theirs]);
    expect(readOutbox(storage, 'u1')).toHaveLength(1);
    expect(readOutbox(storage, 'u2')).toEqual([]);
    expect(readOutboxSummary('u1').count).toBe(1);
    expect(readOutboxSummary('u2').count).toBe(0);
  });

  it('runs one flush at a time, so two triggers at once send an entry once', async () => {
    enqueueQuiz(storage, 'u1', request());
    let release: () => void = () => undefined;
    const send = vi.fn<SendQuiz>(
      (req) =>
        new Promise((resolve) => {
          release = () => resolve(outcomeFor(req));
        }),
    );
    const first = flushOutbox({ storage, userId: 'u1', send, force: true });
    const second = flushOutbox({ storage, userId: 'u1', send, force: true });
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    const reports = await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(reports.map((report) => report.synced.length)).toEqual([1, 0]);
  });

  it('keeps a quiz whose send succeeded even if the answer cannot be read, as synced', async () => {
    const req = request();
    enqueueQuiz(storage, 'u1', req);
    const report = await flushOutbox({ storage, userId: 'u1', send: () => Promise.resolve({ unexpected: true }), force: true });
    expect(report.synced).toEqual([{ request: req, outcome: null }]);
    expect(report.pending).toBe(0);
  });
});

describe('reading back what is stored', () => {
  it('tolerates text that is not JSON, another version, and damaged entries, keeping the good ones', async () => {
    const key = outboxStorageKey('u1');
    storage.setItem(key, '{not json');
    expect(readOutbox(storage, 'u1')).toEqual([]);
    expect(readOutboxSummary('u1').count).toBe(0);

    storage.setItem(key, JSON.stringify({ version: 99, entries: [] }));
    expect(readOutbox(storage, 'u1')).toEqual([]);

    const good = request();
    const entry = { request: good, queuedAt: new Date(0).toISOString(), attempts: 2, nextAttemptAt: 10 };
    storage.setItem(
      key,
      JSON.stringify({
        version: 1,
        entries: [
          { ...entry, request: { ...good, moduleId: 'not a module' } },
          { ...entry, attempts: -1 },
          { ...entry, extra: 'field' },
          'junk',
          null,
          entry,
          entry,
        ],
      }),
    );
    expect(readOutbox(storage, 'u1')).toEqual([entry]);

    // The header's lenient count still sees the damaged entries until a flush tidies them away.
    expect(readOutboxSummary('u1').count).toBe(5);
    const send = vi.fn(answering);
    const report = await flushOutbox({ storage, userId: 'u1', send, force: true });
    expect(send.mock.calls).toEqual([[good, 'u1']]);
    expect(report.pending).toBe(0);
    expect(storage.getItem(key)).toBeNull();
  });

  it('tidies damaged entries away on a flush even when nothing is due', async () => {
    const key = outboxStorageKey('u1');
    const good = request();
    const entry = { request: good, queuedAt: new Date(0).toISOString(), attempts: 1, nextAttemptAt: 10_000 };
    storage.setItem(key, JSON.stringify({ version: 1, entries: [{ ...entry, request: { nextAttemptAt: 0 } }, entry] }));
    const send = vi.fn(answering);
    const report = await flushOutbox({ storage, userId: 'u1', send, now: () => 0 });
    expect(send).not.toHaveBeenCalled();
    expect(report).toMatchObject({ pending: 1, nextAttemptAt: 10_000 });
    expect(JSON.parse(storage.getItem(key)!)).toEqual({ version: 1, entries: [entry] });
    expect(readOutboxSummary('u1')).toMatchObject({ count: 1, nextAttemptAt: 10_000 });
  });

  it('never throws when storage itself throws', async () => {
    const broken: OutboxStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readOutbox(broken, 'u1')).toEqual([]);
    await expect(flushOutbox({ storage: broken, userId: 'u1', send: answering, force: true })).resolves.toMatchObject({ pending: 0 });
  });
});

describe('retry policy', () => {
  it('waits 5 s after the first failure, doubles each time, stops at 5 minutes, with ±20 % jitter', () => {
    expect(retryDelay(1, () => 0.5)).toBe(FIRST_RETRY_DELAY_MS);
    expect(retryDelay(2, () => 0.5)).toBe(2 * FIRST_RETRY_DELAY_MS);
    expect(retryDelay(4, () => 0.5)).toBe(8 * FIRST_RETRY_DELAY_MS);
    expect(retryDelay(30, () => 0.5)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(1, () => 0)).toBe(0.8 * FIRST_RETRY_DELAY_MS);
    expect(retryDelay(1, () => 0.999999)).toBeCloseTo(1.2 * FIRST_RETRY_DELAY_MS, -1);
  });

  it('classifies failures: keep, wait for sign-in, or drop', () => {
    expect(classifyFailure(offline())).toBe('retry');
    expect(classifyFailure(new ApiError(500, 'INTERNAL', ''))).toBe('retry');
    expect(classifyFailure(new ApiError(408, 'X', ''))).toBe('retry');
    expect(classifyFailure(new ApiError(429, 'X', ''))).toBe('retry');
    expect(classifyFailure(new Error('unexpected'))).toBe('retry');
    expect(classifyFailure(new ApiError(401, 'UNAUTHORIZED', ''))).toBe('signed-out');
    expect(classifyFailure(new ApiError(400, 'VALIDATION', ''))).toBe('rejected');
    expect(classifyFailure(new ApiError(404, 'MODULE_NOT_FOUND', ''))).toBe('rejected');
  });
});

describe('submitThroughOutbox', () => {
  it('writes the request to storage before it is sent', async () => {
    const req = request();
    const seenInStorage: boolean[] = [];
    const send: SendQuiz = (sent) => {
      seenInStorage.push(readOutbox(storage, 'u1').some((entry) => entry.request.idempotencyKey === sent.idempotencyKey));
      return Promise.resolve(outcomeFor(sent));
    };
    await expect(submitThroughOutbox({ storage, userId: 'u1', request: req, send })).resolves.toEqual({ status: 'graded', outcome: outcomeFor(req) });
    expect(seenInStorage).toEqual([true]);
    expect(readOutbox(storage, 'u1')).toEqual([]);
  });

  it('is queued when the server cannot be reached, and counted once when the retry meets a server that already saved it', async () => {
    const req = request();
    // The first request reached the server, which saved it; only the answer was lost on the way back.
    const saved = new Map<string, QuizOutcome>();
    let answerLost = true;
    const server: SendQuiz = (sent) => {
      const previous = saved.get(sent.idempotencyKey);
      if (previous) return Promise.resolve({ ...previous, replayed: true });
      const outcome = outcomeFor(sent);
      saved.set(sent.idempotencyKey, outcome);
      if (answerLost) {
        answerLost = false;
        return Promise.reject(offline());
      }
      return Promise.resolve(outcome);
    };
    await expect(submitThroughOutbox({ storage, userId: 'u1', request: req, send: server })).resolves.toEqual({ status: 'queued', idempotencyKey: req.idempotencyKey });
    expect(readOutbox(storage, 'u1')).toHaveLength(1);

    const report = await flushOutbox({ storage, userId: 'u1', send: server, force: true });
    expect(saved.size).toBe(1);
    expect(report.synced).toEqual([{ request: req, outcome: { ...outcomeFor(req), replayed: true } }]);
    expect(readOutbox(storage, 'u1')).toEqual([]);
  });

  it('rejects, and forgets the request, when the server refuses it for good', async () => {
    const error = new ApiError(400, 'ANSWERS_DO_NOT_FIT', 'no');
    await expect(submitThroughOutbox({ storage, userId: 'u1', request: request(), send: () => Promise.reject(error) })).rejects.toBe(error);
    expect(readOutbox(storage, 'u1')).toEqual([]);
  });

  it('returns the outcome when the app’s own flush sent the same quiz first', async () => {
    const req = request();
    // Already queued and due: the app's timer flush picks it up and is on its way to the server.
    storage.setItem(outboxStorageKey('u1'), JSON.stringify({ version: 1, entries: [{ request: req, queuedAt: new Date(0).toISOString(), attempts: 1, nextAttemptAt: 0 }] }));
    let release: () => void = () => undefined;
    const slow: SendQuiz = (sent) => new Promise((resolve) => (release = () => resolve(outcomeFor(sent, { score: 100 }))));
    const background = flushOutbox({ storage, userId: 'u1', send: slow }).then((report) => {
      for (const item of report.synced) if (item.outcome) publishQuizSynced(item.request.idempotencyKey, item.outcome);
    });
    const send = vi.fn<SendQuiz>();
    const submitted = submitThroughOutbox({ storage, userId: 'u1', request: req, send });
    await vi.waitFor(() => expect(readOutbox(storage, 'u1')).toHaveLength(1));
    release();
    await background;
    await expect(submitted).resolves.toEqual({ status: 'graded', outcome: outcomeFor(req, { score: 100 }) });
    expect(send).not.toHaveBeenCalled();
    expect(syncedOutcomeFor(req.idempotencyKey)?.score).toBe(100);
  });

  it('sends straight away when storage is blocked', async () => {
    const blocked: OutboxStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const req = request();
    await expect(submitThroughOutbox({ storage: blocked, userId: 'u1', request: req, send: answering })).resolves.toEqual({ status: 'graded', outcome: outcomeFor(req) });
    await expect(submitThroughOutbox({ storage: blocked, userId: 'u1', request: request(), send: () => Promise.reject(offline()) })).rejects.toBeInstanceOf(ApiError);
  });
});
