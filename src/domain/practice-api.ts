import { z } from 'zod';
import { reviewAttemptsSchema } from './review-question';

/** The shapes of /api/practice (issue 24): the browser and the server read the same schemas. */

export const practiceAnswerRequestSchema = z.object({ cardId: z.string().uuid(), attempts: reviewAttemptsSchema }).strict();
export type PracticeAnswerRequest = z.infer<typeof practiceAnswerRequestSchema>;

export const practiceCardSchema = z.object({ id: z.string(), moduleId: z.string(), questionId: z.string() });
export type PracticeCard = z.infer<typeof practiceCardSchema>;

export const practiceViewSchema = z.object({
  /** The learner's local date, as the server counts it. */
  today: z.string(),
  /** Up to a session of due cards, mixed from different lessons. */
  cards: z.array(practiceCardSchema),
  dueToday: z.number().int().nonnegative(),
  /** FORECAST_DAYS days, today first (overdue cards count for today). */
  forecast: z.array(z.object({ day: z.string(), count: z.number().int().nonnegative() })),
  /** The first day after today with a card due, if any. */
  nextDueDay: z.string().nullable(),
});
export type PracticeView = z.infer<typeof practiceViewSchema>;

export const reviewOutcomeSchema = z.enum(['right-first-try', 'right-after-hints', 'wrong']);

export const practiceAnswerOutcomeSchema = z.object({
  cardId: z.string(),
  outcome: reviewOutcomeSchema,
  nextDueDay: z.string(),
  /** Today's practice made it a study day (the streak counts it). */
  studyDay: z.boolean(),
  streak: z.object({ current: z.number().int(), longest: z.number().int(), increased: z.boolean() }),
  /** The same answer was already taken today (a retried request): nothing changed. */
  replayed: z.boolean(),
});
export type PracticeAnswerOutcome = z.infer<typeof practiceAnswerOutcomeSchema>;
