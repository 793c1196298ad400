import { z } from 'zod';
import { badgeIdSchema, islandKeySchema, moduleIdSchema } from '../content/schema/ids';
import { quizSubmissionSchema } from './answers';
import { MAX_REFLECTION_LENGTH, MAX_TIME_ZONE_LENGTH } from './constants';
import { guestProgressSchema } from './merge-guest-progress';
import { scoreSchema } from './progress';

/**
 * The shapes of the progress API, shared by the server (which validates every body with them) and the
 * browser (which builds requests and reads responses with the same types).
 */

/** A retry of the same submission carries the same key and changes nothing the second time. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9:._-]+$/, 'letters, digits and : . _ - only');

export const quizRequestSchema = z
  .object({
    moduleId: moduleIdSchema,
    idempotencyKey: idempotencyKeySchema,
    submission: quizSubmissionSchema,
    /** The browser's IANA time zone: streaks follow the learner's own calendar days. */
    timeZone: z.string().min(1).max(MAX_TIME_ZONE_LENGTH).optional(),
    timeTakenSeconds: z.number().int().min(0).max(24 * 60 * 60).optional(),
  })
  .strict();
export type QuizRequest = z.infer<typeof quizRequestSchema>;

export const questionResultSchema = z.object({
  questionId: z.string(),
  /** Adventure: right on the first try. Classic: right. */
  correct: z.boolean(),
});

export const quizOutcomeSchema = z.object({
  moduleId: moduleIdSchema,
  score: scoreSchema,
  /** This submission completed the module (a passing classic quiz, a finished adventure quest). */
  completed: z.boolean(),
  /** The module's first completion. */
  firstCompletion: z.boolean(),
  /** Best score now kept for the module (null when it has never been completed). */
  bestScore: scoreSchema.nullable(),
  gemsAwarded: z.number().int().min(0),
  newBadges: z.array(badgeIdSchema),
  /** Accessories this completion unlocked. */
  accessoriesUnlocked: z.array(z.object({ id: z.string(), island: islandKeySchema })),
  streak: z.object({ current: z.number().int(), longest: z.number().int(), increased: z.boolean() }),
  perQuestion: z.array(questionResultSchema),
  /** True when this key had been submitted before: the stored outcome is returned, nothing changed. */
  replayed: z.boolean(),
});
export type QuizOutcome = z.infer<typeof quizOutcomeSchema>;

export const recentActivitySchema = z.object({ moduleId: moduleIdSchema, score: scoreSchema, at: z.string() });

export const progressViewSchema = z.object({
  completedModules: z.array(moduleIdSchema),
  moduleScores: z.record(z.string(), scoreSchema),
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  lastStudyDate: z.string().nullable(),
  earnedBadges: z.array(badgeIdSchema),
  gems: z.number().int().min(0),
  perfectScores: z.number().int().min(0),
  vocabMastered: z.array(z.string()),
  reflectionCount: z.number().int().min(0),
  reflections: z.record(z.string(), z.string()),
  /** The last completed modules, newest first. */
  recent: z.array(recentActivitySchema),
});
export type ProgressView = z.infer<typeof progressViewSchema>;

export const quizHistoryItemSchema = z.object({
  id: z.string(),
  moduleId: moduleIdSchema,
  score: scoreSchema,
  totalQuestions: z.number().int(),
  completedAt: z.string(),
});
export const quizHistorySchema = z.object({ results: z.array(quizHistoryItemSchema) });
export type QuizHistoryItem = z.infer<typeof quizHistoryItemSchema>;

export const bestScoreSchema = z.object({ moduleId: moduleIdSchema, bestScore: scoreSchema });

export const reflectionRequestSchema = z.object({ text: z.string().trim().min(1).max(MAX_REFLECTION_LENGTH) }).strict();

/** A mastered term is keyed by its module: 'M11/credit'. */
export const vocabKeySchema = z.string().regex(/^M\d{2,3}\/[a-z0-9-]{1,64}$/, 'a term key looks like M11/credit');
export const vocabRequestSchema = z.object({ key: vocabKeySchema }).strict();

export const guestMergeRequestSchema = guestProgressSchema;
export const guestMergeResponseSchema = z.object({
  merged: z.number().int().min(0),
  outcomes: z.array(quizOutcomeSchema),
});
export type GuestMergeResponse = z.infer<typeof guestMergeResponseSchema>;
