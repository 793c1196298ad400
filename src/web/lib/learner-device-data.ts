import { LESSON_POSITION_KEY_PREFIX } from './lesson-position-key';
import { clearPersistedQueries } from './offline-cache';
import { forgetMirroredLearner } from './outbox-mirror';
import { forgetOutbox } from './quiz-outbox-status';

/**
 * Everything of one learner's that this device keeps, removed when they sign out (issue 26): their queued
 * lessons, reflections and word marks (localStorage, decisions 012/026), the service worker's IndexedDB
 * copy of them, the answers kept for reading offline (decision 028) and where their lessons were left (027). Nothing of another learner on the same device is touched: every key is per learner.
 * Works offline: nothing here needs the server.
 */
export async function clearLearnerDeviceData(userId: string): Promise<void> {
  // 1. The outbox queues of every kind (quizzes, reflections, word marks).
  forgetOutbox(userId);
  // 2. The worker's mirror of them, so Background Sync never sends them later (IndexedDB blocked: nothing is there).
  await forgetMirroredLearner(userId).catch(() => undefined);
  // 3. Their progress and profile kept for reading offline.
  clearPersistedQueries(userId);
  // 4. Where their lessons were left on this device (the server keeps its own copy for their next sign-in).
  try {
    localStorage.removeItem(`${LESSON_POSITION_KEY_PREFIX}${userId}`);
  } catch {
    // Storage blocked: nothing was kept.
  }
}


/**
 * Before signing out online: one last try to send what waits (lessons first, then reflections and word
 * marks). What reaches the server is published as usual; the caller counts what is left.
 */
export async function flushLearnerQueues(userId: string): Promise<void> {
  const [outbox, progressOutbox, status] = await Promise.all([import('./quiz-outbox'), import('./progress-outbox'), import('./quiz-outbox-status')]);
  const storage = outbox.deviceStorage();
  const report = await outbox.flushOutbox({ storage, userId, send: outbox.sendQuizRequest, force: true });
  for (const { request, outcome } of report.synced) if (outcome) status.publishQuizSynced(request.idempotencyKey, outcome);
  if (!report.signedOut) await progressOutbox.flushProgressOutbox({ storage, userId, send: progressOutbox.sendProgressRequest, force: true });
}
