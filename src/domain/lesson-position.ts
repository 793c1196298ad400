import { z } from 'zod';
import type { ModuleBody } from '../content/schema/module-body';
import { adventureAttemptsSchema, classicAnswersSchema, questionIdSchema } from './answers';
import { MAX_OPTIONS, MAX_QUIZ_QUESTIONS } from './constants';

/**
 * Where a learner left a lesson midway (issue 26, decision 027): the step, the steps done and the choices made in
 * the current step. Kept on the device and, for a signed-in learner, on the server. Never a grade: quiz answers in
 * here are only what the child picked; grading happens at submission, as always.
 */

export const LESSON_POSITION_VERSION = 1;
/** A position is a few hundred bytes; anything bigger than this is not one (the server answers 413). */
export const MAX_LESSON_POSITION_BYTES = 8 * 1024;
/** A sentence-practice draft, as long as the practice box allows. */
export const MAX_DRAFT_LENGTH = 300;
/** Sentence frames and stems per lesson: content has 2–3 frames and a handful of stems. */
const MAX_FRAMES = 10;
const MAX_STEMS = 10;
/** A word tile, as long as any word in a frame's pool. */
const MAX_TILE_LENGTH = 60;

export const ADVENTURE_STEPS = ['story', 'definitions', 'examples', 'sentence', 'quiz'] as const;
export const CLASSIC_STEPS = ['scenario', 'vocabulary', 'drills', 'quiz'] as const;
export type AdventureStep = (typeof ADVENTURE_STEPS)[number];
export type ClassicStep = (typeof CLASSIC_STEPS)[number];

const languageSchema = z.enum(['en', 'zh-TW']);
const adventureStepSchema = z.enum(ADVENTURE_STEPS);
const classicStepSchema = z.enum(CLASSIC_STEPS);
const indexSchema = (max: number) => z.number().int().min(0).max(max);
const fingerprintSchema = z.string().regex(/^[0-9a-f]{8}$/u);

/** The sentence challenge: which frame, and the tiles placed in it (in the language they were placed in). */
const sentenceChoicesSchema = z
  .object({
    frameIndex: indexSchema(MAX_FRAMES - 1),
    finished: z.boolean(),
    language: languageSchema,
    chosen: z.array(z.string().min(1).max(MAX_TILE_LENGTH)).max(MAX_OPTIONS * 2),
  })
  .strict();

/** The adventure quiz: which question, every press so far, what is ticked now, and whether its "Why" was showing. */
const adventureQuizChoicesSchema = z
  .object({
    index: indexSchema(MAX_QUIZ_QUESTIONS - 1),
    attempts: adventureAttemptsSchema,
    selection: z.union([z.array(indexSchema(MAX_OPTIONS - 1)).max(MAX_OPTIONS), z.boolean(), z.null()]),
    explaining: z.boolean(),
  })
  .strict();

const adventureChoicesSchema = z.object({ sentence: sentenceChoicesSchema.optional(), quiz: adventureQuizChoicesSchema.optional() }).strict();

/** The classic quiz: which question, the answers picked (not graded) and how many hints each showed. */
const classicQuizChoicesSchema = z
  .object({
    index: indexSchema(MAX_QUIZ_QUESTIONS - 1),
    answers: classicAnswersSchema,
    hints: z.record(questionIdSchema, indexSchema(MAX_OPTIONS)).refine((record) => Object.keys(record).length <= MAX_QUIZ_QUESTIONS, 'too many questions'),
  })
  .strict();

/** Sentence-practice drafts by stem id, each in the language it was typed in. */
const draftsSchema = z
  .record(questionIdSchema, z.object({ language: languageSchema, text: z.string().max(MAX_DRAFT_LENGTH) }).strict())
  .refine((record) => Object.keys(record).length <= MAX_STEMS, 'too many drafts');

const classicChoicesSchema = z.object({ drafts: draftsSchema.optional(), quiz: classicQuizChoicesSchema.optional() }).strict();

const common = {
  version: z.literal(LESSON_POSITION_VERSION),
  /** lessonFingerprint of the body the position was made with: another body means the position is dropped. */
  fingerprint: fingerprintSchema,
  updatedAt: z.iso.datetime({ offset: true }),
};

export const lessonPositionSchema = z.discriminatedUnion('format', [
  z
    .object({
      format: z.literal('adventure'),
      step: adventureStepSchema,
      done: z.array(adventureStepSchema).max(ADVENTURE_STEPS.length),
      choices: adventureChoicesSchema,
      ...common,
    })
    .strict(),
  z
    .object({
      format: z.literal('classic'),
      step: classicStepSchema,
      done: z.array(classicStepSchema).max(CLASSIC_STEPS.length),
      choices: classicChoicesSchema,
      ...common,
    })
    .strict(),
]);
export type LessonPosition = z.infer<typeof lessonPositionSchema>;
export type AdventurePosition = Extract<LessonPosition, { format: 'adventure' }>;
export type ClassicPosition = Extract<LessonPosition, { format: 'classic' }>;
export type AdventureChoices = AdventurePosition['choices'];
export type ClassicChoices = ClassicPosition['choices'];
export type AdventureQuizChoices = NonNullable<AdventureChoices['quiz']>;
export type SentenceChoices = NonNullable<AdventureChoices['sentence']>;
export type ClassicQuizChoices = NonNullable<ClassicChoices['quiz']>;

/** What GET /api/progress/position/:moduleId answers: the kept position, or null. */
export const lessonPositionResponseSchema = z.object({ position: lessonPositionSchema.nullable() });

/** UTF-8 bytes of a JSON text, the measure MAX_LESSON_POSITION_BYTES limits. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/**
 * A short fingerprint of a lesson's whole body (FNV-1a, 32 bits, hex), as review cards do for answers: a position
 * made with other content (a question added, a frame rewritten) could point at a step or tile that no longer
 * exists, so it is dropped and the lesson starts fresh. Not a secret, so no crypto.
 */
export function lessonFingerprint(body: ModuleBody): string {
  const text = JSON.stringify(body);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function fitsAdventure(position: AdventurePosition, body: Extract<ModuleBody, { format: 'adventure' }>): boolean {
  const { sentence, quiz } = position.choices;
  if (sentence && sentence.frameIndex >= body.sentenceBuilder.frames.length) return false;
  if (quiz && quiz.index >= body.quiz5.length) return false;
  return true;
}

function fitsClassic(position: ClassicPosition, body: Extract<ModuleBody, { format: 'classic' }>): boolean {
  const quiz = position.choices.quiz;
  return !quiz || quiz.index < body.quiz.length;
}

/**
 * The position to restore for this body, or null: anything that does not validate, belongs to another format or
 * was made with other content is dropped (never throws). A position at its first step with nothing done and no
 * choices is not worth a "Welcome back" either.
 */
export function usablePosition(raw: unknown, body: ModuleBody): LessonPosition | null {
  const parsed = lessonPositionSchema.safeParse(raw);
  if (!parsed.success) return null;
  const position = parsed.data;
  if (position.format !== body.format || position.fingerprint !== lessonFingerprint(body)) return null;
  if (position.format === 'adventure' && body.format === 'adventure' && !fitsAdventure(position, body)) return null;
  if (position.format === 'classic' && body.format === 'classic' && !fitsClassic(position, body)) return null;
  if (!hasProgress(position)) return null;
  return position;
}

/** Whether a position says anything beyond "opened the lesson": a step done, a later step, or a choice made. */
export function hasProgress(position: LessonPosition): boolean {
  const first = position.format === 'adventure' ? ADVENTURE_STEPS[0] : CLASSIC_STEPS[0];
  return position.done.length > 0 || position.step !== first || Object.values(position.choices).some((value) => value !== undefined);
}

/** The newer of two positions by updatedAt (the device's wins a tie: it is the one the child just used). */
export function newerPosition(device: LessonPosition | null, server: LessonPosition | null): LessonPosition | null {
  if (!device) return server;
  if (!server) return device;
  return Date.parse(server.updatedAt) > Date.parse(device.updatedAt) ? server : device;
}
