import type { IslandKey } from '../content/schema/ids';
import type { ModuleBody } from '../content/schema/module-body';
import { ISLAND_CHECK_SIZE } from './constants';
import { attemptFits, isReviewAttemptCorrect, reviewQuestionOf, type ReviewAttempt } from './review-question';

/**
 * The warm-up check before an island and the same questions after it (issue 24, part 2; decision 024 "Island
 * checks"). It measures what a child already knows and what they learned; it never teaches, so it has no hints,
 * and it never counts toward scores, gems, streaks or badges.
 */

export type CheckQuestion = { moduleId: string; questionId: string };
export type CheckPhase = 'before' | 'after';

/** The key of a question in a check's answers: `M01/q3`. */
export const checkKey = (question: CheckQuestion) => `${question.moduleId}/${question.questionId}`;

/** An island's lesson in map order, with its body when it is written. */
export type CheckLesson = { moduleId: string; body: ModuleBody | undefined };

function quizOf(body: ModuleBody): { id: string; type: string }[] {
  return body.format === 'adventure' ? body.quiz5 : body.quiz;
}

/** Which lesson each of the first round's `size` slots takes: spread from the first lesson to the last. */
function spread(lessons: number, size: number): number[] {
  if (lessons <= size) return Array.from({ length: lessons }, (_, index) => index);
  if (size === 1) return [0];
  return Array.from({ length: size }, (_, slot) => Math.round((slot * (lessons - 1)) / (size - 1)));
}

/**
 * The check's questions: one from each written lesson in turn, spread over the island, then round again while
 * lessons are fewer than `size`. Typed (fill-blank) answers are skipped: a poor warm-up for an eight-year-old.
 * Pure and deterministic: the same content always gives the same questions, so before and after ask the same.
 * In map order (lesson, then its quiz order), so the check walks through the island as the lessons do.
 */
export function pickIslandCheck(lessons: readonly CheckLesson[], size: number = ISLAND_CHECK_SIZE): CheckQuestion[] {
  const eligible = lessons.flatMap((lesson) => {
    if (!lesson.body) return [];
    const ids = quizOf(lesson.body)
      .filter((question) => question.type !== 'fill-blank')
      .map((question) => question.id);
    return ids.length > 0 ? [{ moduleId: lesson.moduleId, ids }] : [];
  });
  const lessonsWithChoices = eligible.map((lesson) => ({ ...lesson, chosen: new Set<number>() }));
  let count = 0;
  for (let round = 0; count < size; round += 1) {
    const before = count;
    const order = round === 0 ? spread(lessonsWithChoices.length, size) : lessonsWithChoices.map((_, index) => index);
    for (const [slot, lessonIndex] of order.entries()) {
      const lesson = lessonsWithChoices[lessonIndex];
      if (count >= size || !lesson) break;
      // A different position in each lesson (q1 from the first, q2 from the next …), so the check is not all openers.
      const start = (slot + round) % lesson.ids.length;
      const free = Array.from({ length: lesson.ids.length }, (_, step) => (start + step) % lesson.ids.length).find((index) => !lesson.chosen.has(index));
      if (free !== undefined) {
        lesson.chosen.add(free);
        count += 1;
      }
    }
    if (count === before) break;
  }
  return lessonsWithChoices.flatMap((lesson) =>
    [...lesson.chosen].sort((a, b) => a - b).flatMap((index) => {
      const questionId = lesson.ids[index];
      return questionId === undefined ? [] : [{ moduleId: lesson.moduleId, questionId }];
    }),
  );
}

/**
 * The score of a check: how many questions were right on the first and only try, 0 to the number asked. Null when
 * the answers do not fit the check: not exactly its questions, or an answer of the wrong kind for its question.
 */
export function scoreIslandCheck(
  questions: readonly CheckQuestion[],
  bodies: ReadonlyMap<string, ModuleBody>,
  answers: Readonly<Record<string, ReviewAttempt>>,
): { correct: number; total: number } | null {
  const keys = Object.keys(answers);
  if (keys.length !== questions.length) return null;
  let correct = 0;
  for (const question of questions) {
    const key = checkKey(question);
    if (!Object.hasOwn(answers, key)) return null;
    const body = bodies.get(question.moduleId);
    const view = body ? reviewQuestionOf(body, question.questionId) : null;
    const attempt = answers[key];
    if (!body || !view || attempt === undefined || !attemptFits(view, attempt)) return null;
    if (isReviewAttemptCorrect(body, question.questionId, attempt)) correct += 1;
  }
  return { correct, total: questions.length };
}

/** What a learner's stored check says, for the offer. */
export type CheckState = { skipped: boolean } | null;

/**
 * Which check the island page offers: the warm-up while there is none and the island is open and not yet
 * finished (after the island it would measure nothing); the check again once every lesson is finished, only when
 * the warm-up was taken (a skipped one leaves no "before" to compare with); otherwise none.
 */
export function islandCheckOffer(facts: { hasQuestions: boolean; unlocked: boolean; finished: boolean; before: CheckState; after: CheckState }): CheckPhase | null {
  if (!facts.hasQuestions) return null;
  if (facts.before === null) return facts.unlocked && !facts.finished ? 'before' : null;
  if (facts.after === null && facts.finished && !facts.before.skipped) return 'after';
  return null;
}

/** One stored check, as the group view reads it. */
export type CheckRow = { userId: string; island: string; phase: CheckPhase; correct: number; skipped: boolean };

/**
 * Per island, the children with both a taken warm-up and an after check, and their average gain (after − before,
 * in questions), rounded to one decimal. Only islands with at least one such child, in map order.
 */
export function averageGains(rows: readonly CheckRow[], islandOrder: readonly IslandKey[]): { island: IslandKey; children: number; averageGain: number }[] {
  const byIsland = new Map<string, Map<string, { before?: number; after?: number }>>();
  for (const row of rows) {
    if (row.skipped) continue;
    const learners = byIsland.get(row.island) ?? new Map<string, { before?: number; after?: number }>();
    byIsland.set(row.island, learners);
    const entry = learners.get(row.userId) ?? {};
    entry[row.phase] = row.correct;
    learners.set(row.userId, entry);
  }
  return islandOrder.flatMap((island) => {
    const gains = [...(byIsland.get(island)?.values() ?? [])].flatMap((entry) => (entry.before !== undefined && entry.after !== undefined ? [entry.after - entry.before] : []));
    if (gains.length === 0) return [];
    const average = gains.reduce((sum, gain) => sum + gain, 0) / gains.length;
    return [{ island, children: gains.length, averageGain: Math.round(average * 10) / 10 }];
  });
}
