import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ModuleBody } from '../../content/schema/module-body';
import type { PracticeAnswerOutcome, PracticeAnswerRequest, PracticeView } from '../../domain/practice-api';
import { PRACTICE_SESSION_SIZE } from '../../domain/constants';
import { forecast, forecastDays, isDue, mixByLesson, outcomeOf, practiceCountsAsStudyDay, scheduleReview, type ReviewMemory } from '../../domain/review';
import { answerFingerprint, attemptFits, firstCorrectAttempt, reviewQuestionOf, type ReviewAttempt } from '../../domain/review-question';
import { localDate, nextStreak } from '../../domain/streak';
import type { Db } from '../db/database';
import { reviewCards } from '../db/schema';
import { Statement } from '../db/statement';
import { ApiProblem } from '../http/problem';
import { moduleBody } from '../progress/module-body-cache';
import { PRACTICE_STATEMENTS } from './practice-statements';
import { COMPLETION_STATEMENTS } from '../progress/completion-statements';
import type { Tx } from '../progress/progress-store';
import { hotTransaction } from '../db/transaction';

/**
 * Spaced review's storage (issue 24, decision 024): a card per question missed first time, scheduled by the
 * domain's FSRS rules. Every query names the learner.
 */

/** Due cards read to mix a session from: enough lessons to mix, a bounded read whatever the learner's history. */
const CANDIDATES = PRACTICE_SESSION_SIZE * 5;

/** A card's scheduling memory as the fixed statements return it (snake case, dates as 'YYYY-MM-DD' text). */
type MemoryRow = {
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  scheduled_days: number;
  last_day: string;
  due_day: string;
};

const memoryOfRow = (row: MemoryRow) => ({
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  scheduledDays: row.scheduled_days,
  lastDay: row.last_day,
  dueDay: row.due_day,
});

const memoryValues = (memory: ReviewMemory) => ({
  stability: memory.stability,
  difficulty: memory.difficulty,
  reps: memory.reps,
  lapses: memory.lapses,
  state: memory.state,
  scheduledDays: memory.scheduledDays,
  lastDay: memory.lastDay,
  dueDay: memory.dueDay,
});

/** A learner's cards of one lesson, read after its quiz: a fixed statement the bench's limit sends too. */
const lessonCards = new Statement<MemoryRow & { question_id: string; answer_hash: string; retired_at: Date | string | null }>(COMPLETION_STATEMENTS.reviewCardsOfLesson);

/**
 * After a lesson's quiz: each question missed first time becomes (or goes back to) a card due tomorrow; a card that
 * is due and was now answered right first time moves on. Right-first-time questions never make a card.
 */
export async function recordLessonAnswers(
  tx: Tx,
  userId: string,
  body: ModuleBody,
  perQuestion: readonly { questionId: string; correct: boolean }[],
  now: Date,
  timeZone: string,
): Promise<void> {
  const today = localDate(now, timeZone);
  const existing = await lessonCards.rows(tx, [userId, body.id]);
  const byQuestion = new Map(
    existing.map((row) => [
      row.question_id,
      { answerHash: row.answer_hash, retiredAt: row.retired_at, ...memoryOfRow(row) },
    ]),
  );
  const writes: (typeof reviewCards.$inferInsert)[] = [];
  for (const { questionId, correct } of perQuestion) {
    const hash = answerFingerprint(body, questionId);
    if (hash === null) continue;
    const card = byQuestion.get(questionId);
    // A retired card, or one made for another answer key, starts again as a new card.
    const live = card && card.retiredAt === null && card.answerHash === hash ? card : null;
    if (!correct) writes.push({ userId, moduleId: body.id, questionId, answerHash: hash, retiredAt: null, ...memoryValues(scheduleReview(live, 'wrong', now, timeZone)) });
    else if (live && isDue(live, today)) writes.push({ userId, moduleId: body.id, questionId, answerHash: hash, retiredAt: null, ...memoryValues(scheduleReview(live, 'right-first-try', now, timeZone)) });
  }
  if (writes.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(reviewCards)
    .values(writes)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.moduleId, reviewCards.questionId],
      set: {
        answerHash: excluded('answer_hash'),
        stability: excluded('stability'),
        difficulty: excluded('difficulty'),
        reps: excluded('reps'),
        lapses: excluded('lapses'),
        state: excluded('state'),
        scheduledDays: excluded('scheduled_days'),
        lastDay: excluded('last_day'),
        dueDay: excluded('due_day'),
        retiredAt: sql`NULL`,
      },
    });
}

type DueRow = { id: string; module_id: string; question_id: string; answer_hash: string };
type CardRow = DueRow & MemoryRow & {
  practised_day: string | null;
  time_zone: string;
  current_streak: number;
  longest_streak: number;
  last_study_date: string | null;
};

/** The hot statements, prepared once (see db/statement.ts and practice-statements.ts). */
const statements = {
  timeZone: new Statement<{ time_zone: string }>(PRACTICE_STATEMENTS.timeZone),
  due: new Statement<DueRow>(PRACTICE_STATEMENTS.due),
  perDay: new Statement<{ due_day: string; count: number }>(PRACTICE_STATEMENTS.perDay),
  card: new Statement<CardRow>(PRACTICE_STATEMENTS.card),
  reschedule: new Statement<never>(PRACTICE_STATEMENTS.reschedule),
  counts: new Statement<{ answered: number; still_due: number }>(PRACTICE_STATEMENTS.counts),
  streak: new Statement<never>(PRACTICE_STATEMENTS.streak),
};

/**
 * Each question's answer fingerprint, by "module/question" (null: no such question). Bodies never change while the
 * server runs, so each is computed once, not for every due card of every request.
 */
const fingerprints = new Map<string, string | null>();

async function fingerprintOf(moduleId: string, questionId: string): Promise<string | null> {
  const key = `${moduleId}/${questionId}`;
  const known = fingerprints.get(key);
  if (known !== undefined) return known;
  const body = await moduleBody(moduleId).catch(() => undefined);
  if (!body) return null; // Not remembered: a lesson that failed to load may load next time.
  const hash = answerFingerprint(body, questionId);
  fingerprints.set(key, hash);
  return hash;
}

/** Whether a card still asks the question it was made for: the question exists and its key is unchanged. */
function isCurrent(card: { moduleId: string; questionId: string; answerHash: string }): boolean | Promise<boolean> {
  const known = fingerprints.get(`${card.moduleId}/${card.questionId}`);
  if (known !== undefined) return known === card.answerHash;
  return fingerprintOf(card.moduleId, card.questionId).then((hash) => hash === card.answerHash);
}

/** Today's practice: a mixed session of due cards, how many are due, and the week ahead. */
export async function practiceView(db: Db, userId: string, now: Date): Promise<PracticeView> {
  const [profile] = await statements.timeZone.rows(db, [userId]);
  const today = localDate(now, profile?.time_zone ?? 'UTC');
  const due = (await statements.due.rows(db, [userId, today, CANDIDATES])).map((row) => ({ id: row.id, moduleId: row.module_id, questionId: row.question_id, answerHash: row.answer_hash }));
  // Known fingerprints answer at once; only a question not yet seen waits for its lesson.
  const pending = due.map(isCurrent);
  const checks = pending.every((check) => typeof check === 'boolean') ? (pending as boolean[]) : await Promise.all(pending);
  const stale = due.filter((_, index) => !checks[index]).map((card) => card.id);
  if (stale.length > 0) await db.update(reviewCards).set({ retiredAt: now }).where(and(eq(reviewCards.userId, userId), inArray(reviewCards.id, stale)));
  const cards = mixByLesson(due.filter((_, index) => checks[index])).map(({ id, moduleId, questionId }) => ({ id, moduleId, questionId }));

  const lastDay = forecastDays(today).at(-1) ?? today;
  const perDay = (await statements.perDay.rows(db, [userId, lastDay])).map((row) => ({ dueDay: row.due_day, count: row.count }));
  const week = forecast(perDay, today);
  const nextInWeek = week.slice(1).find((day) => day.count > 0)?.day ?? null;
  return { today, cards, dueToday: week[0]?.count ?? 0, forecast: week, nextDueDay: nextInWeek ?? (await firstDueAfter(db, userId, lastDay)) };
}

async function firstDueAfter(db: Db, userId: string, day: string): Promise<string | null> {
  const [next] = await db
    .select({ dueDay: reviewCards.dueDay })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt), sql`${reviewCards.dueDay} > ${day}`))
    .orderBy(asc(reviewCards.dueDay))
    .limit(1);
  return next?.dueDay ?? null;
}

/** Whether an answer's tries fit the question: the right kind of answer each time, options that exist. */
function triesFit(body: ModuleBody, questionId: string, attempts: readonly ReviewAttempt[]): boolean {
  const question = reviewQuestionOf(body, questionId);
  return question !== null && attempts.every((attempt) => attemptFits(question, attempt));
}

/**
 * One practice answer, graded and scheduled in one transaction. Never touches a lesson's score or gems. When the
 * day's practice is done (a session's worth, or nothing left due) it is a study day for the streak.
 */
export async function answerCard(db: Db, userId: string, request: PracticeAnswerRequest, now: Date): Promise<PracticeAnswerOutcome> {
  const answered = await hotTransaction(db, async (tx): Promise<PracticeAnswerOutcome | 'retired'> => {
    const [row] = await statements.card.rows(tx, [request.cardId, userId]);
    if (!row) throw new ApiProblem(404, 'REVIEW_CARD_NOT_FOUND');
    const card = {
      id: row.id,
      moduleId: row.module_id,
      questionId: row.question_id,
      answerHash: row.answer_hash,
      practisedDay: row.practised_day,
      ...memoryOfRow(row),
      timeZone: row.time_zone,
      current: row.current_streak,
      longest: row.longest_streak,
      lastStudyDate: row.last_study_date,
    };
    const today = localDate(now, card.timeZone);
    const streak = { current: card.current, longest: card.longest, increased: false };
    if (!isDue(card, today)) {
      // Answered already today (a retry of the same request, or a second tab): the first answer stands.
      if (card.practisedDay === today) return { cardId: card.id, outcome: 'right-first-try', nextDueDay: card.dueDay, studyDay: card.lastStudyDate === today, streak, replayed: true };
      throw new ApiProblem(409, 'REVIEW_CARD_NOT_DUE');
    }
    const body = await moduleBody(card.moduleId).catch(() => undefined);
    if (!body || (await fingerprintOf(card.moduleId, card.questionId)) !== card.answerHash) {
      // Committed, then refused: the card must stay retired.
      await tx.update(reviewCards).set({ retiredAt: now }).where(eq(reviewCards.id, card.id));
      return 'retired';
    }
    if (!triesFit(body, card.questionId, request.attempts)) throw new ApiProblem(400, 'ANSWERS_DO_NOT_FIT', { attempts: 'do not fit the question' });
    const outcome = outcomeOf(firstCorrectAttempt(body, card.questionId, request.attempts));
    const next = scheduleReview(card, outcome, now, card.timeZone);
    await statements.reschedule.rows(tx, [card.id, next.stability, next.difficulty, next.reps, next.lapses, next.state, next.scheduledDays, next.lastDay, next.dueDay, now.toISOString(), today]);
    const [counts] = await statements.counts.rows(tx, [userId, today]);
    const studyDay = practiceCountsAsStudyDay(counts?.answered ?? 0, counts?.still_due ?? 0);
    if (studyDay && card.lastStudyDate !== today) {
      const after = nextStreak({ current: card.current, longest: card.longest, lastStudyDate: card.lastStudyDate }, today);
      if (after.lastStudyDate === today) {
        await statements.streak.rows(tx, [userId, after.current, after.longest, today]);
        return { cardId: card.id, outcome, nextDueDay: next.dueDay, studyDay, streak: { current: after.current, longest: after.longest, increased: after.current > card.current || card.lastStudyDate === null }, replayed: false };
      }
    }
    return { cardId: card.id, outcome, nextDueDay: next.dueDay, studyDay, streak, replayed: false };
  });
  if (answered === 'retired') throw new ApiProblem(409, 'REVIEW_CARD_RETIRED');
  return answered;
}
