import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage, i18n } from '../i18n/i18n';
import { PROFILE_QUERY_KEY, PROGRESS_QUERY_KEY } from './query-keys';
import { isSyncedMessage, type SyncedMessage } from './outbox-mirror';
import { OUTBOX_CHANGED_EVENT, publishQuizSynced, readQueueTotals } from './quiz-outbox-status';
import { SESSION_QUERY_KEY, useSession } from './session';

/** The timer never fires sooner than this after a change, so a burst of changes costs one flush. */
const MIN_TIMER_DELAY_MS = 1_000;
/** When the outbox code itself could not load (offline before it was ever fetched), wait this long. */
const LOAD_FAILURE_DELAY_MS = 30_000;

/**
 * Sends the signed-in learner's queued quizzes (./quiz-outbox.ts), then their reflections and word marks
 * (./progress-outbox.ts): at once when the app starts or they sign in, whenever the browser comes back
 * online, and on a timer when the next retry is due. The outbox code loads only when something is queued.
 * Toasts say what reached the server; progress queries refresh. What the service worker sent (Background
 * Sync, decision 026) arrives as a message: the page drops its copy and says so the same way.
 */
export function useQuizOutboxSync() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    // After a 401 only a new sign-in (a new effect) or coming back online tries again.
    let waitingForSignIn = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (minDelay = MIN_TIMER_DELAY_MS) => {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || waitingForSignIn) return;
      const { nextAttemptAt } = readQueueTotals(userId);
      if (nextAttemptAt === null) return;
      timer = setTimeout(() => void run(false), Math.max(minDelay, nextAttemptAt - Date.now()));
    };
    const onChange = () => schedule();

    const run = async (force: boolean) => {
      const totals = readQueueTotals(userId);
      if (stopped || totals.lessons + totals.answers === 0) return;
      // Known to be offline: wait for the 'online' event rather than spend a retry.
      if (!force && navigator.onLine === false) return;
      const modules = await Promise.all([import('./quiz-outbox'), import('./completion-toasts'), import('./progress-outbox')]).catch(() => null);
      if (!modules) {
        schedule(LOAD_FAILURE_DELAY_MS);
        return;
      }
      const [outbox, toasts, progressOutbox] = modules;
      const storage = outbox.deviceStorage();
      const report = await outbox.flushOutbox({ storage, userId, send: outbox.sendQuizRequest, force });
      // After the lessons: a reflection can belong to an island the queued lesson opens.
      const answers = report.signedOut
        ? null
        : await progressOutbox.flushProgressOutbox({ storage, userId, send: progressOutbox.sendProgressRequest, force });
      const language = currentLanguage();
      const t = i18n.t;
      for (const { request, outcome } of report.synced) {
        if (outcome) publishQuizSynced(request.idempotencyKey, outcome);
        if (!stopped) toasts.showSyncedToast(request, outcome, t, language);
      }
      if (!stopped) for (const { request } of report.rejected) toasts.showRejectedToast(request, t, language);
      if (!stopped && answers && answers.rejected.length > 0) toasts.showAnswerRejectedToast(t);
      if (report.synced.length > 0 || (answers?.synced.length ?? 0) > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
      }
      if (report.signedOut || answers?.signedOut) {
        waitingForSignIn = true;
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      schedule();
    };

    // The service worker sent (or had to drop) a queued request: drop this device's copy, and say so.
    const onWorkerMessage = (event: MessageEvent<unknown>) => {
      if (isSyncedMessage(event.data)) void applyWorkerSync(event.data);
    };
    const applyWorkerSync = async (message: SyncedMessage) => {
      const modules = await Promise.all([import('./quiz-outbox'), import('./completion-toasts'), import('./progress-outbox'), import('../../domain/progress-api')]).catch(
        () => null,
      );
      if (!modules) return;
      const [outbox, toasts, progressOutbox, api] = modules;
      const storage = outbox.deviceStorage();
      const mine = message.learnerId === userId && !stopped;
      const t = i18n.t;
      if (message.kind === 'quiz') {
        const entry = outbox.removeQueuedQuiz(storage, message.learnerId, message.key);
        const outcome = api.quizOutcomeSchema.safeParse(message.outcome);
        if (outcome.success) publishQuizSynced(message.key, outcome.data);
        // Only once per lesson: the tab that still had it shows the toast (another tab already removed it).
        if (entry && mine) {
          if (message.rejected) toasts.showRejectedToast(entry.request, t, currentLanguage());
          else toasts.showSyncedToast(entry.request, outcome.success ? outcome.data : null, t, currentLanguage());
        }
      } else {
        const entry = progressOutbox.removeQueuedProgress(storage, message.learnerId, message.key);
        if (entry && mine && message.rejected) toasts.showAnswerRejectedToast(t);
      }
      if (mine) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
      }
    };
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    worker?.addEventListener('message', onWorkerMessage);

    const onOnline = () => {
      waitingForSignIn = false;
      void run(true);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener(OUTBOX_CHANGED_EVENT, onChange);
    window.addEventListener('storage', onChange);
    void run(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      worker?.removeEventListener('message', onWorkerMessage);
      window.removeEventListener(OUTBOX_CHANGED_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, [userId, queryClient]);
}
