import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ModuleBody } from '../../content/schema/module-body';
import type { PracticeAnswerOutcome, PracticeAnswerRequest, PracticeView } from '../../domain/practice-api';
import { FORECAST_DAYS, PRACTICE_SESSION_SIZE } from '../../domain/constants';
import { addDays, forecast, isDue, mixByLesson, outcomeOf, practiceCountsAsStudyDay, scheduleReview, type ReviewMemory } from '../../domain/review';
import { answerFingerprint, attemptFits, firstCorrectAttempt, reviewQuestionOf, type ReviewAttempt } from '../../domain/review-question';
import { localDate, nextStreak } from '../../domain/streak';
import type { Db } from '../db/database';
import { profiles, reviewCards, userProgress } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { moduleBody } from '../progress/module-body-cache';
import type { Tx } from '../progress/progress-store';

/**
 * Spaced review's storage (issue 24, decision 024): a card per question missed first time, scheduled by the
 * domain's FSRS rules. Every query names the learner.
 */

/** Due cards read to mix a session from: enough lessons to mix, a bounded read whatever the learner's history. */
const CANDIDATES = PRACTICE_SESSION_SIZE * 5;

const memoryColumns = {
  stability: reviewCards.stability,
  difficulty: reviewCards.difficulty,
  reps: reviewCards.reps,
  lapses: reviewCards.lapses,
  state: reviewCards.state,
  scheduledDays: reviewCards.scheduledDays,
  lastDay: reviewCards.lastDay,
  dueDay: reviewCards.dueDay,
};

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
  const existing = await tx
    .select({ questionId: reviewCards.questionId, answerHash: reviewCards.answerHash, retiredAt: reviewCards.retiredAt, ...memoryColumns })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.moduleId, body.id)));
  const byQuestion = new Map(existing.map((card) => [card.questionId, card]));
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

async function timeZoneOf(db: Tx, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
  return row?.timeZone ?? 'UTC';
}

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
  const timeZone = await timeZoneOf(db, userId);
  const today = localDate(now, timeZone);
  const live = and(eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt));
  // The one indexed read a session needs: the most overdue live cards, bounded.
  const due = await db
    .select({ id: reviewCards.id, moduleId: reviewCards.moduleId, questionId: reviewCards.questionId, answerHash: reviewCards.answerHash })
    .from(reviewCards)
    .where(and(live, lte(reviewCards.dueDay, today)))
    .orderBy(asc(reviewCards.dueDay), asc(reviewCards.id))
    .limit(CANDIDATES);
  // Known fingerprints answer at once; only a question not yet seen waits for its lesson.
  const pending = due.map(isCurrent);
  const checks = pending.every((check) => typeof check === 'boolean') ? (pending as boolean[]) : await Promise.all(pending);
  const stale = due.filter((_, index) => !checks[index]).map((card) => card.id);
  if (stale.length > 0) await db.update(reviewCards).set({ retiredAt: now }).where(and(eq(reviewCards.userId, userId), inArray(reviewCards.id, stale)));
  const cards = mixByLesson(due.filter((_, index) => checks[index])).map(({ id, moduleId, questionId }) => ({ id, moduleId, questionId }));

  const lastDay = addDays(today, FORECAST_DAYS - 1);
  const perDay = await db
    .select({ dueDay: reviewCards.dueDay, count: count() })
    .from(reviewCards)
    .where(and(live, lte(reviewCards.dueDay, lastDay)))
    .groupBy(reviewCards.dueDay);
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
  const answered = await db.transaction(async (tx): Promise<PracticeAnswerOutcome | 'retired'> => {
    // The card, the learner's time zone and their streak, the card and the streak locked: one round trip.
    const [card] = await tx
      .select({
        id: reviewCards.id,
        moduleId: reviewCards.moduleId,
        questionId: reviewCards.questionId,
        answerHash: reviewCards.answerHash,
        practisedDay: reviewCards.practisedDay,
        ...memoryColumns,
        timeZone: profiles.timeZone,
        current: userProgress.currentStreak,
        longest: userProgress.longestStreak,
        lastStudyDate: userProgress.lastStudyDate,
      })
      .from(reviewCards)
      .innerJoin(profiles, eq(profiles.userId, reviewCards.userId))
      .innerJoin(userProgress, eq(userProgress.userId, reviewCards.userId))
      .where(and(eq(reviewCards.id, request.cardId), eq(reviewCards.userId, userId), isNull(reviewCards.retiredAt)))
      .for('update', { of: [reviewCards, userProgress] });
    if (!card) throw new ApiProblem(404, 'REVIEW_CARD_NOT_FOUND');
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
    await tx
      .update(reviewCards)
      .set({ ...memoryValues(next), practisedAt: now, practisedDay: today })
      .where(eq(reviewCards.id, card.id));

    // Today's answers and what is still due, from the two partial indexes in one statement.
    const [counts] = await tx
      .select({
        answered: sql<number>`count(*) FILTER (WHERE ${reviewCards.practisedDay} = ${today})`.mapWith(Number),
        stillDue: sql<number>`count(*) FILTER (WHERE ${reviewCards.retiredAt} IS NULL AND ${reviewCards.dueDay} <= ${today})`.mapWith(Number),
      })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), or(eq(reviewCards.practisedDay, today), and(isNull(reviewCards.retiredAt), lte(reviewCards.dueDay, today)))));
    const studyDay = practiceCountsAsStudyDay(counts?.answered ?? 0, counts?.stillDue ?? 0);
    if (studyDay && card.lastStudyDate !== today) {
      const after = nextStreak({ current: card.current, longest: card.longest, lastStudyDate: card.lastStudyDate }, today);
      if (after.lastStudyDate === today) {
        await tx
          .update(userProgress)
          .set({ currentStreak: after.current, longestStreak: after.longest, lastStudyDate: today })
          .where(eq(userProgress.userId, userId));
        return { cardId: card.id, outcome, nextDueDay: next.dueDay, studyDay, streak: { current: after.current, longest: after.longest, increased: after.current > card.current || card.lastStudyDate === null }, replayed: false };
      }
    }
    return { cardId: card.id, outcome, nextDueDay: next.dueDay, studyDay, streak, replayed: false };
  });
  if (answered === 'retired') throw new ApiProblem(409, 'REVIEW_CARD_RETIRED');
  return answered;
}
