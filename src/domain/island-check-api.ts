import { z } from 'zod';
import { islandKeySchema } from '../content/schema/ids';
import { ISLAND_CHECK_SIZE, MAX_QUESTION_ID_LENGTH } from './constants';
import { reviewAttemptSchema } from './review-question';

/** The shapes of /api/island-checks (issue 24, part 2): the browser and the server read the same schemas. */

/** `M01/q3`: a lesson id and one of its question ids. */
const checkKeySchema = z.string().max(MAX_QUESTION_ID_LENGTH + 8).regex(/^M\d{2,3}\/[a-z0-9-]+$/);

/** One try per question, keyed `M01/q3`: a check measures, so there is no second try. */
export const checkAnswersSchema = z
  .record(checkKeySchema, reviewAttemptSchema)
  .refine((answers) => Object.keys(answers).length <= ISLAND_CHECK_SIZE, { message: `at most ${ISLAND_CHECK_SIZE} answers` });

/** The warm-up may be answered or skipped. */
export const beforeCheckRequestSchema = z.union([z.object({ answers: checkAnswersSchema }).strict(), z.object({ skipped: z.literal(true) }).strict()]);
export type BeforeCheckRequest = z.infer<typeof beforeCheckRequestSchema>;

/** The check after the island is answered, never skipped (not taking it is the way to skip it). */
export const afterCheckRequestSchema = z.object({ answers: checkAnswersSchema }).strict();
export type AfterCheckRequest = z.infer<typeof afterCheckRequestSchema>;

export const checkQuestionSchema = z.object({ moduleId: z.string(), questionId: z.string() });

export const checkResultSchema = z.object({ correct: z.number().int().nonnegative(), total: z.number().int().nonnegative(), skipped: z.boolean(), at: z.string() });
export type CheckResult = z.infer<typeof checkResultSchema>;

export const checkPhaseSchema = z.enum(['before', 'after']);

export const islandCheckViewSchema = z.object({
  island: islandKeySchema,
  /** The questions asked, before and after alike; empty for an island without written lessons. */
  questions: z.array(checkQuestionSchema),
  before: checkResultSchema.nullable(),
  after: checkResultSchema.nullable(),
  /** The check the island page offers now, if any. */
  offer: checkPhaseSchema.nullable(),
});
export type IslandCheckView = z.infer<typeof islandCheckViewSchema>;

/** A submitted check: the island's view afterwards; `replayed` when that phase was already stored (the first stands). */
export const islandCheckOutcomeSchema = islandCheckViewSchema.extend({ replayed: z.boolean() });
export type IslandCheckOutcome = z.infer<typeof islandCheckOutcomeSchema>;

/** Every island the learner has a check for, in map order (for /progress). */
export const myIslandChecksSchema = z.object({
  islands: z.array(z.object({ island: islandKeySchema, before: checkResultSchema.nullable(), after: checkResultSchema.nullable() })),
});
export type MyIslandChecks = z.infer<typeof myIslandChecksSchema>;

/** A grown-up's group: per island, the children with both checks and their average gain in questions. */
export const groupCheckGainsSchema = z.object({
  islands: z.array(z.object({ island: islandKeySchema, children: z.number().int().positive(), averageGain: z.number() })),
});
export type GroupCheckGains = z.infer<typeof groupCheckGainsSchema>;
