import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentLanguage, i18n } from '../i18n/i18n';
import { PROFILE_QUERY_KEY, PROGRESS_QUERY_KEY } from './query-keys';
import { OUTBOX_CHANGED_EVENT, publishQuizSynced, readOutboxSummary } from './quiz-outbox-status';
import { SESSION_QUERY_KEY, useSession } from './session';

/** The timer never fires sooner than this after a change, so a burst of changes costs one flush. */
const MIN_TIMER_DELAY_MS = 1_000;
/** When the outbox code itself could not load (offline before it was ever fetched), wait this long. */
const LOAD_FAILURE_DELAY_MS = 30_000;

/**
 * Sends the signed-in learner's queued quizzes (./quiz-outbox.ts): at once when the app starts or they sign
 * in, whenever the browser comes back online, and on a timer when the next retry is due. The outbox code
 * loads only when something is queued. Toasts say what reached the server; progress queries refresh.
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
      const { nextAttemptAt } = readOutboxSummary(userId);
      if (nextAttemptAt === null) return;
      timer = setTimeout(() => void run(false), Math.max(minDelay, nextAttemptAt - Date.now()));
    };
    const onChange = () => schedule();

    const run = async (force: boolean) => {
      if (stopped || readOutboxSummary(userId).count === 0) return;
      // Known to be offline: wait for the 'online' event rather than spend a retry.
      if (!force && navigator.onLine === false) return;
      const modules = await Promise.all([import('./quiz-outbox'), import('./completion-toasts')]).catch(() => null);
      if (!modules) {
        schedule(LOAD_FAILURE_DELAY_MS);
        return;
      }
      const [outbox, toasts] = modules;
      const report = await outbox.flushOutbox({ storage: outbox.deviceStorage(), userId, send: outbox.sendQuizRequest, force });
      const language = currentLanguage();
      const t = i18n.t;
      for (const { request, outcome } of report.synced) {
        if (outcome) publishQuizSynced(request.idempotencyKey, outcome);
        if (!stopped) toasts.showSyncedToast(request, outcome, t, language);
      }
      if (!stopped) for (const { request } of report.rejected) toasts.showRejectedToast(request, t, language);
      if (report.synced.length > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
      }
      if (report.signedOut) {
        waitingForSignIn = true;
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
      schedule();
    };

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
      window.removeEventListener(OUTBOX_CHANGED_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, [userId, queryClient]);
}
