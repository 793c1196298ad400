import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from './toast';
import type { ModuleMeta } from '../../content/schema/catalogue';
import type { ModuleBody } from '../../content/schema/module-body';
import type { QuizSubmission } from '../../domain/answers';
import { passScoreFor } from '../../domain/completion';
import { withPendingCompletions } from '../../domain/pending-completions';
import { MODULE_CATALOGUE } from '../../content/module-catalogue';
import { gradeAdventureQuiz, gradeClassicQuiz } from '../../domain/grading';
import type { ProgressView, QuizOutcome, QuizRequest } from '../../domain/progress-api';
import { useTranslation, useUiLanguage } from '../i18n/i18n';
import { apiFetch } from './api-client';
import { showCompletionToast } from './completion-toasts';
import { PROFILE_QUERY_KEY, PROGRESS_QUERY_KEY } from './query-keys';
import { readGuestScores, recordGuestCompletion } from './guest-progress';
import { browserTimeZone, newIdempotencyKey } from './idempotency';
import { deviceStorage, submitThroughOutbox, type SubmitResult } from './quiz-outbox';
import { useQueuedModuleIds } from './queued-modules';
import { PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';
import { submitProgressThroughOutbox, type ProgressAction } from './progress-outbox';
import { useQueuedProgress } from './quiz-outbox-status';
import { useSession } from './session';
import '../i18n/page-strings';

/** What the pages need to know of a learner's progress, signed in (from the server) or not (from this browser). */
export type ProgressSummary = {
  signedIn: boolean;
  /** Lessons done: the server's (or kept on this device), and those finished here that wait to sync. */
  completedModules: readonly string[];
  moduleScores: Readonly<Record<string, number>>;
  /** Lessons finished on this device that wait in the quiz outbox: shown as done, marked waiting, no score. */
  pendingModules: readonly string[];
  view: ProgressView | null;
};

const CATALOGUE_IDS: ReadonlySet<string> = new Set(MODULE_CATALOGUE.map((meta) => meta.id));

export function useProgress(): { progress: ProgressSummary; isLoading: boolean; isRefreshFailing: boolean } {
  const { user } = useSession();
  const queued = useQueuedModuleIds(user?.id ?? null);
  const query = useQuery({
    queryKey: [...PROGRESS_QUERY_KEY, user?.id ?? 'guest'],
    queryFn: () => apiFetch<ProgressView>('/api/progress'),
    enabled: Boolean(user),
    // Kept in memory as long as on the device (decision 028): a page left for a while still has it offline.
    gcTime: PERSISTED_QUERIES_MAX_AGE_MS,
  });
  if (!user) {
    // A visitor's lessons are graded and kept in this browser at once: nothing of theirs waits to sync.
    const scores = readGuestScores();
    return {
      progress: { signedIn: false, completedModules: Object.keys(scores), moduleScores: scores, pendingModules: [], view: null },
      isLoading: false,
      isRefreshFailing: false,
    };
  }
  const view = query.data ?? null;
  const shown = withPendingCompletions({ completedModules: view?.completedModules ?? [], moduleScores: view?.moduleScores ?? {} }, queued, CATALOGUE_IDS);
  return {
    progress: { signedIn: true, ...shown, view },
    // Offline the query waits (paused) with no answer: the copy kept on this device, if any, is what shows.
    isLoading: query.isPending && query.fetchStatus !== 'paused',
    // Shown from an older answer because asking again failed (the server unreachable though the browser is online).
    isRefreshFailing: query.isRefetchError,
  };
}

/** Grades a visitor's quiz in the browser with the same rules; the server grades it again when they sign in. */
function gradeAsGuest(meta: ModuleMeta, body: ModuleBody, submission: QuizSubmission): QuizOutcome {
  let score: number;
  let finished: boolean;
  let perQuestion: { questionId: string; correct: boolean }[];
  if (body.format === 'adventure' && submission.format === 'adventure') {
    const result = gradeAdventureQuiz(body.quiz5, submission.attempts);
    score = result.score;
    finished = result.complete;
    perQuestion = result.perQuestion.map((item) => ({ questionId: item.questionId, correct: item.firstTryCorrect }));
  } else if (body.format === 'classic' && submission.format === 'classic') {
    const result = gradeClassicQuiz(body.quiz, submission.answers);
    score = result.score;
    finished = true;
    perQuestion = result.perQuestion.map((item) => ({ questionId: item.questionId, correct: item.isCorrect }));
  } else {
    throw new Error(`A ${submission.format} submission does not fit module ${meta.id}`);
  }
  const completed = finished && score >= passScoreFor(meta.format);
  const previous = readGuestScores()[meta.id];
  return {
    moduleId: meta.id,
    score,
    completed,
    firstCompletion: completed && previous === undefined,
    bestScore: completed ? Math.max(score, previous ?? 0) : (previous ?? null),
    gemsAwarded: 0,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 0, longest: 0, increased: false },
    perQuestion,
    replayed: false,
  };
}

/**
 * Sends a finished quiz: the server grades and saves it (signed in), or this browser keeps it (visitor).
 * Signed in, the quiz is first kept on this device (./quiz-outbox.ts): with no connection the result is
 * 'queued' and the app sends it later with the same key.
 */
export function useSubmitQuiz() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const language = useUiLanguage();
  return useMutation({
    // Run even when the browser says it is offline: the outbox keeps the quiz (TanStack would pause it unsaved).
    networkMode: 'always',
    mutationFn: async (input: { meta: ModuleMeta; body: ModuleBody; submission: QuizSubmission; timeTakenSeconds?: number }): Promise<SubmitResult> => {
      if (!user) {
        const outcome = gradeAsGuest(input.meta, input.body, input.submission);
        if (outcome.completed) {
          recordGuestCompletion({ moduleId: input.meta.id, submission: input.submission, at: new Date().toISOString() }, outcome.score);
        }
        return { status: 'graded', outcome };
      }
      const request: QuizRequest = {
        moduleId: input.meta.id,
        idempotencyKey: newIdempotencyKey(),
        submission: input.submission,
        timeZone: browserTimeZone(),
        timeTakenSeconds: input.timeTakenSeconds,
      };
      return submitThroughOutbox({ storage: deviceStorage(), userId: user.id, request });
    },
    onSuccess: async (result) => {
      if (result.status === 'queued') return;
      const { outcome } = result;
      // A visitor's card already says it is kept on this device and how to keep it: no toast on top.
      if (user) showCompletionToast(outcome, t, language);
      // Gems and a new accessory show in the header and on the avatar page.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]);
    },
    onError: () => {
      toast.error(t('completion.saveFailed'));
    },
  });
}

/** Saved, or kept on this device waiting to sync (decision 026). */
export type ProgressSaveResult = { status: 'saved' } | { status: 'queued'; id: string };

/**
 * A signed-in learner's reflection or word mark goes through the device's queue (./progress-outbox.ts): with no
 * connection it is 'queued' and sent later.
 */
function saveThroughOutbox(userId: string, action: ProgressAction): Promise<ProgressSaveResult> {
  return submitProgressThroughOutbox({ storage: deviceStorage(), userId, action });
}

export function useSaveReflection(moduleId: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    // Run even when the browser says it is offline: the queue keeps it (TanStack would pause it unsaved).
    networkMode: 'always',
    mutationFn: (text: string): Promise<ProgressSaveResult> =>
      user
        ? saveThroughOutbox(user.id, { kind: 'reflection', moduleId, text })
        : apiFetch(`/api/progress/reflections/${moduleId}`, { method: 'PUT', body: { text } }).then(() => ({ status: 'saved' as const })),
    onSuccess: (result) => (result.status === 'saved' ? queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }) : undefined),
  });
}

export function useVocabMastery() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ key, mastered }: { key: string; mastered: boolean }): Promise<ProgressSaveResult> => {
      if (user) return saveThroughOutbox(user.id, { kind: 'vocab', key, mastered });
      await (mastered ? apiFetch('/api/progress/vocab', { body: { key } }) : apiFetch(`/api/progress/vocab/${encodeURIComponent(key)}`, { method: 'DELETE' }));
      return { status: 'saved' };
    },
    onSuccess: (result) => (result.status === 'saved' ? queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }) : undefined),
  });
}

/** This learner's word marks waiting on this device, by term key: true marked, false unmarked. */
export function useQueuedVocabMarks(): ReadonlyMap<string, boolean> {
  const { user } = useSession();
  const queued = useQueuedProgress(user?.id ?? null);
  return useMemo(() => new Map(queued.flatMap((action) => (action.kind === 'vocab' ? [[action.key, action.mastered] as const] : []))), [queued]);
}

/** The text of this module's reflection waiting on this device, or null. */
export function useQueuedReflection(moduleId: string): string | null {
  const { user } = useSession();
  const queued = useQueuedProgress(user?.id ?? null);
  for (const action of queued) if (action.kind === 'reflection' && action.moduleId === moduleId) return action.text;
  return null;
}
