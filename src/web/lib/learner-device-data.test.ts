import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLearnerDeviceData } from './learner-device-data';
import { memoryMirrorStore, mirrorSettled, setMirrorStore } from './outbox-mirror';
import { enqueueProgress } from './progress-outbox';
import { enqueueQuiz } from './quiz-outbox';
import { outboxStorageKey, progressOutboxStorageKey, readQueueTotals } from './quiz-outbox-status';

const storage = window.localStorage;
const mirror = memoryMirrorStore();

beforeEach(() => {
  storage.clear();
  mirror.data.clear();
  setMirrorStore(mirror);
});
afterEach(() => setMirrorStore(undefined));

function queueFor(userId: string, n: number) {
  enqueueQuiz(storage, userId, { moduleId: 'M01', idempotencyKey: `q-${userId}-quiz-${n}`, submission: { format: 'adventure', attempts: { q1: [[1]] } } });
  enqueueProgress(storage, userId, { kind: 'reflection', moduleId: 'M11', text: `${userId}’s thoughts` });
  enqueueProgress(storage, userId, { kind: 'vocab', key: 'M11/credit', mastered: true });
}

describe('clearLearnerDeviceData', () => {
  it('removes this learner’s queues of every kind and their mirror, and nothing of another learner on the device', async () => {
    queueFor('child-a', 1);
    queueFor('child-b', 2);
    storage.setItem('money-islands.language', 'zh-TW');
    await mirrorSettled();
    expect(mirror.data.size).toBe(6);

    await clearLearnerDeviceData('child-a');
    expect(storage.getItem(outboxStorageKey('child-a'))).toBeNull();
    expect(storage.getItem(progressOutboxStorageKey('child-a'))).toBeNull();
    expect(readQueueTotals('child-a')).toMatchObject({ lessons: 0, answers: 0 });
    expect([...mirror.data.values()].map((request) => request.learnerId)).toEqual(['child-b', 'child-b', 'child-b']);

    expect(readQueueTotals('child-b')).toMatchObject({ lessons: 1, answers: 2 });
    expect(storage.getItem('money-islands.language')).toBe('zh-TW');
  });
});
