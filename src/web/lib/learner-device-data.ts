import { forgetMirroredLearner } from './outbox-mirror';
import { forgetOutbox } from './quiz-outbox-status';

/**
 * Everything of one learner's that this device keeps, removed when they sign out (issue 26): their queued
 * lessons, reflections and word marks (localStorage, decisions 012/026) and the service worker's IndexedDB
 * copy of them. Nothing of another learner on the same device is touched: every key is per learner.
 * Works offline: nothing here needs the server.
 */
export async function clearLearnerDeviceData(userId: string): Promise<void> {
  // 1. The outbox queues of every kind (quizzes, reflections, word marks).
  forgetOutbox(userId);
  // 2. The worker's mirror of them, so Background Sync never sends them later (IndexedDB blocked: nothing is there).
  await forgetMirroredLearner(userId).catch(() => undefined);
  // 3. The learner's persisted query cache (offline views) is cleared here too: add its removal below.
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
