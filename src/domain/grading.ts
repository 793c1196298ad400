import type { Language } from '../content/schema/bilingual';
import type { AdventureQuestion, ClassicQuestion } from '../content/schema/module-body';
import type { AdventureAttempt, ClassicAnswer } from './answers';

/** A value given per language, like the content's accepted answers. */
export type Localized<T> = Readonly<Record<Language, T>>;

/**
 * Grading of both quiz formats. The same code runs in the browser (instant feedback) and on the
 * server (the stored score). Graders never throw: a missing, unknown or wrongly typed answer is
 * simply incorrect. Use the validators below to reject a malformed submission instead.
 */

/** Own-property lookup, so an id like "constructor" never reads the prototype. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Rounded percentage of part in total; 0 when total is 0. */
export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 100);
}

function isIndexList(value: unknown): value is readonly number[] {
  return Array.isArray(value) && value.every((item) => Number.isInteger(item) && item >= 0);
}

/** The same set of indexes, order-insensitive; repeats are ignored. */
function sameIndexSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

// ---------- Fill-blank text ----------

/**
 * Normalises typed text for comparison: NFKC (full-width letters, digits and spaces become
 * half-width), lower case, inner whitespace collapsed to one space, trimmed.
 */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** True when the text equals any accepted answer of either language after normalising. */
export function matchesAcceptedAnswer(text: string, accepted: Localized<readonly string[]>): boolean {
  const typed = normalizeAnswer(text);
  if (typed === '') return false;
  return [...accepted.en, ...accepted['zh-TW']].some((answer) => normalizeAnswer(answer) === typed);
}

// ---------- Adventure quiz ----------

/**
 * Whether one attempt answers an adventure question: bool equals the answer; single needs exactly one
 * selected index contained in the answer; multi needs the same set as the answer.
 */
export function isAdventureAttemptCorrect(question: AdventureQuestion, attempt: unknown): boolean {
  switch (question.type) {
    case 'bool':
      return typeof attempt === 'boolean' && attempt === question.answer;
    case 'single':
      return isIndexList(attempt) && attempt.length === 1 && question.answer.includes(attempt[0] ?? -1);
    case 'multi':
      return isIndexList(attempt) && attempt.length > 0 && sameIndexSet(attempt, question.answer);
  }
}

export interface AdventureQuestionResult {
  questionId: string;
  /** Answered correctly on the first attempt (this is what the score counts). */
  firstTryCorrect: boolean;
  /** Eventually answered correctly: the last attempt is the first correct one. */
  completed: boolean;
  /** How many attempts were made. */
  attempts: number;
}

export interface AdventureQuizResult {
  /** Share of the questions answered correctly on the first attempt ×100, rounded. */
  score: number;
  /** Questions answered correctly on the first attempt. */
  firstTryCorrectCount: number;
  total: number;
  /** Every question eventually answered correctly (the quest is finished). */
  complete: boolean;
  /** In the order of the questions. */
  perQuestion: AdventureQuestionResult[];
}

export function gradeAdventureQuiz(
  questions: readonly AdventureQuestion[],
  attempts: Readonly<Record<string, readonly AdventureAttempt[]>>,
): AdventureQuizResult {
  const perQuestion = questions.map((question): AdventureQuestionResult => {
    const list: readonly unknown[] = own(attempts, question.id) ?? [];
    const firstCorrectAt = list.findIndex((attempt) => isAdventureAttemptCorrect(question, attempt));
    return {
      questionId: question.id,
      firstTryCorrect: firstCorrectAt === 0,
      // The quiz only advances on a correct answer, so nothing may follow the first correct attempt.
      completed: firstCorrectAt !== -1 && firstCorrectAt === list.length - 1,
      attempts: list.length,
    };
  });
  const firstTryCorrectCount = perQuestion.filter((result) => result.firstTryCorrect).length;
  return {
    score: percent(firstTryCorrectCount, questions.length),
    firstTryCorrectCount,
    total: questions.length,
    complete: questions.length > 0 && perQuestion.every((result) => result.completed),
    perQuestion,
  };
}

// ---------- Classic quiz ----------

/** The correct answer as the results view shows it; fill-blank lists the accepted answers per language. */
export type ClassicCorrectAnswer = number | readonly number[] | boolean | Localized<readonly string[]>;

export function classicCorrectAnswer(question: ClassicQuestion): ClassicCorrectAnswer {
  return question.type === 'fill-blank' ? question.acceptedAnswers : question.correctAnswer;
}

export function isClassicAnswerCorrect(question: ClassicQuestion, answer: unknown): boolean {
  switch (question.type) {
    case 'single':
      return typeof answer === 'number' && answer === question.correctAnswer;
    case 'multi':
      return isIndexList(answer) && answer.length > 0 && sameIndexSet(answer, question.correctAnswer);
    case 'bool':
      return typeof answer === 'boolean' && answer === question.correctAnswer;
    case 'fill-blank':
      return typeof answer === 'string' && matchesAcceptedAnswer(answer, question.acceptedAnswers);
  }
}

export interface ClassicQuestionResult {
  questionId: string;
  isCorrect: boolean;
  correctAnswer: ClassicCorrectAnswer;
  /** What was submitted; null when nothing was. */
  userAnswer: ClassicAnswer | null;
}

export interface ClassicQuizResult {
  /** Rounded percent correct. */
  score: number;
  correctCount: number;
  total: number;
  /** In the order of the questions. */
  perQuestion: ClassicQuestionResult[];
}

export function gradeClassicQuiz(
  questions: readonly ClassicQuestion[],
  answers: Readonly<Record<string, ClassicAnswer>>,
): ClassicQuizResult {
  const perQuestion = questions.map((question): ClassicQuestionResult => {
    const answer = own(answers, question.id);
    return {
      questionId: question.id,
      isCorrect: isClassicAnswerCorrect(question, answer),
      correctAnswer: classicCorrectAnswer(question),
      userAnswer: answer ?? null,
    };
  });
  const correctCount = perQuestion.filter((result) => result.isCorrect).length;
  return { score: percent(correctCount, questions.length), correctCount, total: questions.length, perQuestion };
}

// ---------- Validation of a submission against its questions ----------

export interface SubmissionReport {
  /** True when nothing is missing, unknown or invalid. */
  ok: boolean;
  /** Questions with no answer (classic: absent, empty text or empty selection; adventure: no attempt). */
  missing: string[];
  /** Submitted ids that are not questions of this quiz. */
  unknown: string[];
  /** Questions whose answer has the wrong type for the question or an option index out of range. */
  invalid: string[];
}

function report(missing: string[], unknown: string[], invalid: string[]): SubmissionReport {
  return { ok: missing.length === 0 && unknown.length === 0 && invalid.length === 0, missing, unknown, invalid };
}

function unknownIds(questionIds: ReadonlySet<string>, submitted: object): string[] {
  return Object.keys(submitted).filter((id) => !questionIds.has(id));
}

function isSelection(value: unknown, optionCount: number, single: boolean): boolean {
  return (
    isIndexList(value) &&
    value.length > 0 &&
    (!single || value.length === 1) &&
    new Set(value).size === value.length &&
    value.every((index) => index < optionCount)
  );
}

function isWellFormedAdventureAttempt(question: AdventureQuestion, attempt: unknown): boolean {
  if (question.type === 'bool') return typeof attempt === 'boolean';
  return isSelection(attempt, question.options.length, question.type === 'single');
}

/** Reports missing, unknown and malformed entries of an adventure submission (does not grade). */
export function validateAdventureAttempts(
  questions: readonly AdventureQuestion[],
  attempts: Readonly<Record<string, readonly unknown[]>>,
): SubmissionReport {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const question of questions) {
    const list = own(attempts, question.id);
    if (!Array.isArray(list) || list.length === 0) missing.push(question.id);
    else if (!list.every((attempt) => isWellFormedAdventureAttempt(question, attempt))) invalid.push(question.id);
  }
  return report(missing, unknownIds(new Set(questions.map((q) => q.id)), attempts), invalid);
}

function isClassicAnswerEmpty(answer: unknown): boolean {
  return (
    answer === undefined ||
    answer === null ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

function isWellFormedClassicAnswer(question: ClassicQuestion, answer: unknown): boolean {
  switch (question.type) {
    case 'single':
      return typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < question.options.length;
    case 'multi':
      return isSelection(answer, question.options.length, false);
    case 'bool':
      return typeof answer === 'boolean';
    case 'fill-blank':
      return typeof answer === 'string';
  }
}

/** Reports missing, unknown and malformed answers of a classic submission (does not grade). */
export function validateClassicAnswers(
  questions: readonly ClassicQuestion[],
  answers: Readonly<Record<string, unknown>>,
): SubmissionReport {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const question of questions) {
    const answer = own(answers, question.id);
    if (isClassicAnswerEmpty(answer)) missing.push(question.id);
    else if (!isWellFormedClassicAnswer(question, answer)) invalid.push(question.id);
  }
  return report(missing, unknownIds(new Set(questions.map((q) => q.id)), answers), invalid);
}
