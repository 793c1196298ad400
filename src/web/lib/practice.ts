import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PracticeAnswerOutcome, PracticeView } from '../../domain/practice-api';
import type { ReviewAttempt } from '../../domain/review-question';
import { apiFetch } from './api-client';
import { PERSISTED_QUERIES_MAX_AGE_MS } from './offline-cache';
import { PRACTICE_QUERY_KEY } from './query-keys';
import { useSession } from './session';

/** Spaced review (issue 24): the browser's (zod/mini) copies of the domain's shapes; `satisfies` keeps them the same. */

const practiceView = z.object({
  today: z.string(),
  cards: z.array(z.object({ id: z.string(), moduleId: z.string(), questionId: z.string() })),
  dueToday: z.number(),
  forecast: z.array(z.object({ day: z.string(), count: z.number() })),
  nextDueDay: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PracticeView>;

const answerOutcome = z.object({
  cardId: z.string(),
  outcome: z.enum(['right-first-try', 'right-after-hints', 'wrong']),
  nextDueDay: z.string(),
  studyDay: z.boolean(),
  streak: z.object({ current: z.number(), longest: z.number(), increased: z.boolean() }),
  replayed: z.boolean(),
}) satisfies z.ZodMiniType<PracticeAnswerOutcome>;

export const fetchPractice = () => apiFetch('/api/practice', { schema: practiceView });
export const answerPracticeCard = (cardId: string, attempts: readonly ReviewAttempt[]) => apiFetch('/api/practice/answers', { body: { cardId, attempts }, schema: answerOutcome });

/** Today's practice for a signed-in learner (nothing for a visitor: review is kept on the server). */
export function usePractice() {
  const { user } = useSession();
  return useQuery({ queryKey: [...PRACTICE_QUERY_KEY, user?.id ?? 'visitor'], queryFn: fetchPractice, enabled: Boolean(user), staleTime: 60_000, gcTime: PERSISTED_QUERIES_MAX_AGE_MS });
}
