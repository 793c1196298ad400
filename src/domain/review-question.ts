import { z } from 'zod';
import type { Bilingual } from '../content/schema/bilingual';
import type { AdventureQuestion, ClassicQuestion, ModuleBody } from '../content/schema/module-body';
import { MAX_REVIEW_ATTEMPTS } from './constants';
import { isAdventureAttemptCorrect, isClassicAnswerCorrect } from './grading';

/**
 * A quiz question of either lesson format, as practice shows and grades it (issue 24): the same question, options,
 * hints and "Why" as in its lesson. One shape, so practice has one question view and one grader.
 */
export type ReviewQuestion = {
  moduleId: string;
  questionId: string;
  type: 'single' | 'multi' | 'bool' | 'fill-blank';
  question: Bilingual;
  /** Single and multi only. */
  options: readonly Bilingual[];
  fixedOrder: boolean;
  /** Nudge, narrow, answer; classic questions may have none. */
  hints: readonly Bilingual[];
  why: Bilingual;
  /** How many options a multi answer has: practice says "choose 2". */
  answerCount: number;
};

/** One try: an option list (single, multi), true/false, or typed text (fill-blank). */
export const reviewAttemptSchema = z.union([z.boolean(), z.array(z.number().int().min(0).max(9)).min(1).max(6), z.string().max(200)]);
export type ReviewAttempt = z.infer<typeof reviewAttemptSchema>;
export const reviewAttemptsSchema = z.array(reviewAttemptSchema).min(1).max(MAX_REVIEW_ATTEMPTS);

type Source = { format: 'adventure'; question: AdventureQuestion } | { format: 'classic'; question: ClassicQuestion };

function sourceOf(body: ModuleBody, questionId: string): Source | null {
  if (body.format === 'adventure') {
    const question = body.quiz5.find((q) => q.id === questionId);
    return question ? { format: 'adventure', question } : null;
  }
  const question = body.quiz.find((q) => q.id === questionId);
  return question ? { format: 'classic', question } : null;
}

function answerCountOf(source: Source): number {
  if (source.format === 'adventure') return source.question.type === 'multi' ? source.question.answer.length : 1;
  return source.question.type === 'multi' ? source.question.correctAnswer.length : 1;
}

function view(moduleId: string, source: Source): ReviewQuestion {
  const { question } = source;
  const options = 'options' in question ? question.options : [];
  const fixedOrder = 'fixedOrder' in question && question.fixedOrder === true;
  return {
    moduleId,
    questionId: question.id,
    type: question.type,
    question: question.question,
    options,
    fixedOrder,
    hints: source.format === 'adventure' ? source.question.hintCycle : (source.question.hintCycle ?? []),
    why: source.format === 'adventure' ? source.question.why : source.question.feedback,
    answerCount: answerCountOf(source),
  };
}

/** The question as practice shows it; null when the lesson no longer has it. */
export function reviewQuestionOf(body: ModuleBody, questionId: string): ReviewQuestion | null {
  const source = sourceOf(body, questionId);
  return source ? view(body.id, source) : null;
}

/** Whether one try answers the question (the lesson's own grader; a single choice is a one-item list). */
export function isReviewAttemptCorrect(body: ModuleBody, questionId: string, attempt: ReviewAttempt): boolean {
  const source = sourceOf(body, questionId);
  if (!source) return false;
  if (source.format === 'adventure') return isAdventureAttemptCorrect(source.question, attempt);
  if (source.question.type === 'single') return Array.isArray(attempt) && attempt.length === 1 && isClassicAnswerCorrect(source.question, attempt[0]);
  return isClassicAnswerCorrect(source.question, attempt);
}

/** Whether one try is the right kind of answer for the question: true/false, typed text, or options that exist. */
export function attemptFits(question: ReviewQuestion, attempt: ReviewAttempt): boolean {
  if (question.type === 'bool') return typeof attempt === 'boolean';
  if (question.type === 'fill-blank') return typeof attempt === 'string' && attempt.trim() !== '';
  return Array.isArray(attempt) && new Set(attempt).size === attempt.length && attempt.every((index) => index < question.options.length) && (question.type === 'multi' || attempt.length === 1);
}

/** The 0-based attempt that was first right, -1 when none was. */
export function firstCorrectAttempt(body: ModuleBody, questionId: string, attempts: readonly ReviewAttempt[]): number {
  return attempts.findIndex((attempt) => isReviewAttemptCorrect(body, questionId, attempt));
}

function keyedAnswer(source: Source): unknown {
  // The option count too: an option added before the right one moves its index.
  const options = 'options' in source.question ? source.question.options.length : 0;
  if (source.format === 'adventure') return { type: source.question.type, answer: source.question.answer, options };
  const classic = source.question;
  if (classic.type === 'fill-blank') return { type: classic.type, answer: { en: [...classic.acceptedAnswers.en].sort(), 'zh-TW': [...classic.acceptedAnswers['zh-TW']].sort() } };
  return { type: classic.type, answer: classic.correctAnswer, options };
}

/**
 * A short fingerprint of a question's keyed answer (FNV-1a, 32 bits, hex). A card remembers it: when the lesson's
 * answer changes, the card is retired instead of being asked with a stale key. Not a secret, so no crypto.
 */
export function answerFingerprint(body: ModuleBody, questionId: string): string | null {
  const source = sourceOf(body, questionId);
  if (!source) return null;
  const text = JSON.stringify(keyedAnswer(source));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The keyed answer, as practice shows it after the last hint: option indexes, true/false, or the accepted words. */
export type ReviewAnswer = { kind: 'options'; indexes: readonly number[] } | { kind: 'bool'; value: boolean } | { kind: 'text'; answers: Readonly<Record<'en' | 'zh-TW', readonly string[]>> };

export function correctAnswerOf(body: ModuleBody, questionId: string): ReviewAnswer | null {
  const source = sourceOf(body, questionId);
  if (!source) return null;
  if (source.format === 'adventure') {
    const question = source.question;
    return question.type === 'bool' ? { kind: 'bool', value: question.answer } : { kind: 'options', indexes: question.answer };
  }
  const question = source.question;
  switch (question.type) {
    case 'bool':
      return { kind: 'bool', value: question.correctAnswer };
    case 'single':
      return { kind: 'options', indexes: [question.correctAnswer] };
    case 'multi':
      return { kind: 'options', indexes: question.correctAnswer };
    case 'fill-blank':
      return { kind: 'text', answers: question.acceptedAnswers };
  }
}
