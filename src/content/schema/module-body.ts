import { z } from 'zod';
import { bilingualSchema, localized } from './bilingual';
import { moduleIdSchema } from './ids';

/** A blank in a sentence frame is a run of exactly six underscores. */
export const BLANK_MARKER = '______';
/** Every hint cycle has three steps: nudge, narrow, answer. */
export const HINT_COUNT = 3;
export const ADVENTURE_QUIZ_LENGTH = 5;

const idSchema = z.string().regex(/^[a-z0-9-]+$/);
export const hintCycleSchema = z.tuple([bilingualSchema, bilingualSchema, bilingualSchema]);
const optionsSchema = z.array(bilingualSchema).min(2).max(6);
const indexSchema = z.number().int().min(0);
/**
 * Options are shown in an order shuffled per learner (domain/display-order.ts) so that no position gives the
 * answer away. `fixedOrder: true` keeps the authored order where the order itself means something: number
 * ranges from small to large, or a last "All of the above".
 */
const fixedOrderSchema = z.literal(true).optional();

// ---------- Shape A: adventure ----------

export const sentenceFrameSchema = z
  .object({
    id: idSchema,
    /** The sentence with one BLANK_MARKER per blank, per language. */
    text: localized(z.string().min(1)),
    /** Words the learner taps, per language (accepted words plus distractors). */
    wordPool: localized(z.array(z.string().min(1)).min(2)),
    /** Per blank, in order, the words accepted there. */
    accepts: localized(z.array(z.array(z.string().min(1)).min(1)).min(1)),
    hints: hintCycleSchema,
  })
  .strict();
export type SentenceFrame = z.infer<typeof sentenceFrameSchema>;

const adventureQuestionBase = {
  id: idSchema,
  question: bilingualSchema,
  hintCycle: hintCycleSchema,
  /** Why the answer is right, shown once the learner answers correctly and on the finished screen. */
  why: bilingualSchema,
};

export const adventureQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...adventureQuestionBase, type: z.literal('single'), options: optionsSchema, fixedOrder: fixedOrderSchema, answer: z.array(indexSchema).length(1) }).strict(),
  z.object({ ...adventureQuestionBase, type: z.literal('multi'), options: optionsSchema, fixedOrder: fixedOrderSchema, answer: z.array(indexSchema).min(2) }).strict(),
  z.object({ ...adventureQuestionBase, type: z.literal('bool'), answer: z.boolean() }).strict(),
]);
export type AdventureQuestion = z.infer<typeof adventureQuestionSchema>;

export const autoMissionSchema = z
  .object({
    title: bilingualSchema,
    options: z
      .array(
        z
          .object({
            id: idSchema,
            label: bilingualSchema,
            instructions: bilingualSchema,
            controlType: z.enum(['drag-validate', 'checkbox', 'template-select']),
          })
          .strict(),
      )
      .length(3),
    completionRule: z.literal('any_one'),
  })
  .strict();
export type AutoMission = z.infer<typeof autoMissionSchema>;

export const adventureBodySchema = z
  .object({
    id: moduleIdSchema,
    format: z.literal('adventure'),
    /** Story paragraphs. */
    storyIntro: z.array(bilingualSchema).min(1),
    definitions: z
      .array(z.object({ term: bilingualSchema, definition: bilingualSchema, example: bilingualSchema.optional() }).strict())
      .min(4)
      .max(6),
    examples: z.array(bilingualSchema).min(2),
    sentenceBuilder: z.object({ frames: z.array(sentenceFrameSchema).min(2).max(3) }).strict(),
    quiz5: z.array(adventureQuestionSchema).length(ADVENTURE_QUIZ_LENGTH),
    autoMission: autoMissionSchema.optional(),
  })
  .strict();
export type AdventureBody = z.infer<typeof adventureBodySchema>;

// ---------- Shape B: classic ----------

const classicQuestionBase = {
  id: idSchema,
  question: bilingualSchema,
  /** Shown after answering: why the right answer is right. */
  feedback: bilingualSchema,
  hintCycle: hintCycleSchema.optional(),
};

export const classicQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...classicQuestionBase, type: z.literal('single'), options: optionsSchema, fixedOrder: fixedOrderSchema, correctAnswer: indexSchema }).strict(),
  z.object({ ...classicQuestionBase, type: z.literal('multi'), options: optionsSchema, fixedOrder: fixedOrderSchema, correctAnswer: z.array(indexSchema).min(2) }).strict(),
  z.object({ ...classicQuestionBase, type: z.literal('bool'), correctAnswer: z.boolean() }).strict(),
  z
    .object({
      ...classicQuestionBase,
      type: z.literal('fill-blank'),
      /** Accepted answers per language; grading trims, folds case and full-width forms. */
      acceptedAnswers: localized(z.array(z.string().min(1)).min(1)),
    })
    .strict(),
]);
export type ClassicQuestion = z.infer<typeof classicQuestionSchema>;

export const scenarioSchema = z
  .object({
    id: idSchema,
    title: bilingualSchema,
    description: bilingualSchema,
    context: bilingualSchema,
    thinkingPrompts: z.array(bilingualSchema).min(1),
  })
  .strict();

export const classicBodySchema = z
  .object({
    id: moduleIdSchema,
    format: z.literal('classic'),
    scenarios: z.array(scenarioSchema).min(1),
    vocabulary: z
      .array(z.object({ id: idSchema, term: bilingualSchema, definition: bilingualSchema, example: bilingualSchema }).strict())
      .min(4)
      .max(8),
    sentenceStems: z
      .array(z.object({ id: idSchema, stem: bilingualSchema, examples: z.array(bilingualSchema).min(1) }).strict())
      .min(2),
    quiz: z.array(classicQuestionSchema).min(2).max(10),
    reflection: z.object({ id: idSchema, question: bilingualSchema, placeholder: bilingualSchema }).strict(),
  })
  .strict();
export type ClassicBody = z.infer<typeof classicBodySchema>;

export const moduleBodySchema = z.discriminatedUnion('format', [adventureBodySchema, classicBodySchema]);
export type ModuleBody = z.infer<typeof moduleBodySchema>;
