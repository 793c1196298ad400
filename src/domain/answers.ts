import { z } from 'zod';
import {
  MAX_ATTEMPTS_PER_QUESTION,
  MAX_OPTIONS,
  MAX_QUESTION_ID_LENGTH,
  MAX_QUIZ_QUESTIONS,
  MAX_TEXT_ANSWER_LENGTH,
} from './constants';

/**
 * What the browser submits for a quiz. The browser never sends a score: the server grades these
 * answers against the module's content with ./grading.ts.
 */

/** Question ids as the content writes them (kebab-case). */
export const questionIdSchema = z.string().min(1).max(MAX_QUESTION_ID_LENGTH).regex(/^[a-z0-9-]+$/);

const optionIndexSchema = z.number().int().min(0).max(MAX_OPTIONS - 1);

/** A selection of option indexes: at least one (an empty selection is not an answer), no repeats. */
export const indexListSchema = z
  .array(optionIndexSchema)
  .min(1)
  .max(MAX_OPTIONS)
  .refine((list) => new Set(list).size === list.length, 'an option is selected once');

/** One press of the adventure quiz button: the selected indexes (single/multi) or a boolean (bool). */
export const adventureAttemptSchema = z.union([indexListSchema, z.boolean()]);
export type AdventureAttempt = z.infer<typeof adventureAttemptSchema>;

function atMostQuestions(record: Record<string, unknown>): boolean {
  return Object.keys(record).length <= MAX_QUIZ_QUESTIONS;
}

/** Per question id, every attempt in the order the learner made them. */
export const adventureAttemptsSchema = z
  .record(questionIdSchema, z.array(adventureAttemptSchema).max(MAX_ATTEMPTS_PER_QUESTION))
  .refine(atMostQuestions, 'too many questions');
export type AdventureAttempts = z.infer<typeof adventureAttemptsSchema>;

/** A classic answer: an index (single), an index list (multi), a boolean (bool) or text (fill-blank). */
export const classicAnswerSchema = z.union([
  optionIndexSchema,
  indexListSchema,
  z.boolean(),
  z.string().max(MAX_TEXT_ANSWER_LENGTH),
]);
export type ClassicAnswer = z.infer<typeof classicAnswerSchema>;

/** Per question id, the learner's answer. */
export const classicAnswersSchema = z
  .record(questionIdSchema, classicAnswerSchema)
  .refine(atMostQuestions, 'too many questions');
export type ClassicAnswers = z.infer<typeof classicAnswersSchema>;

/** A whole quiz submission; the format names which quiz page produced it. */
export const quizSubmissionSchema = z.discriminatedUnion('format', [
  z.object({ format: z.literal('adventure'), attempts: adventureAttemptsSchema }).strict(),
  z.object({ format: z.literal('classic'), answers: classicAnswersSchema }).strict(),
]);
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;
