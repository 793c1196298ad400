// The practice case (issue 24): today's practice (GET /api/practice) and one answer (POST /api/practice/answers)
// for learners with 100 and with 5,000 review cards, each against its limit: the same statements issued straight
// to the database by the same names (src/server/practice/practice-statements.ts), with no HTTP, session or grading.
import { loadModuleBody } from '../../src/content/module-bodies';
import type { ModuleBody } from '../../src/content/schema/module-body';
import { FORECAST_DAYS, PRACTICE_SESSION_SIZE } from '../../src/domain/constants';
import { addDays, forecastDays, practiceCountsAsStudyDay, scheduleReview } from '../../src/domain/review';
import { answerFingerprint, type ReviewAttempt } from '../../src/domain/review-question';
import { localDate, nextStreak } from '../../src/domain/streak';
import type { StatementText } from '../../src/server/db/statement';
import { PRACTICE_STATEMENTS } from '../../src/server/practice/practice-statements';
import { rightAdventureAttempt, rightClassicAnswer } from '../../src/server/progress/quiz-fixtures';
import type { DirectDatabase } from './direct-completion';
import { percentile, type CaseResult } from './stats';

/** Cards due today for every learner, whatever their history: the session's work is the same for both sizes. */
export const DUE_TODAY = 60;
/** Cards due over the rest of the week: the forecast reads these too. */
const DUE_THIS_WEEK = 20;
/** Share of a learner's past cards that were retired (a lesson changed): the index must skip them. */
const RETIRED_EVERY = 10;
const CANDIDATES = PRACTICE_SESSION_SIZE * 5;
const TIME_ZONE = 'UTC';

/** A real quiz question the server can grade and fingerprint, and a right answer to it. */
export type PracticeQuestion = { moduleId: string; questionId: string; hash: string; right: ReviewAttempt };

function rightAttempt(body: ModuleBody, questionId: string): ReviewAttempt {
  if (body.format === 'adventure') {
    const question = body.quiz5.find((q) => q.id === questionId);
    if (!question) throw new Error(`no ${questionId}`);
    return rightAdventureAttempt(question);
  }
  const question = body.quiz.find((q) => q.id === questionId);
  if (!question) throw new Error(`no ${questionId}`);
  const answer = rightClassicAnswer(question);
  return typeof answer === 'number' ? [answer] : answer;
}

/** The first `count` quiz questions of the course in the order given, with their fingerprints and right answers. */
export async function practiceQuestions(moduleIds: readonly string[], count: number): Promise<PracticeQuestion[]> {
  const questions: PracticeQuestion[] = [];
  for (const moduleId of moduleIds) {
    const body = await loadModuleBody(moduleId);
    if (!body) continue;
    for (const question of body.format === 'adventure' ? body.quiz5 : body.quiz) {
      const hash = answerFingerprint(body, question.id);
      if (hash === null) continue;
      questions.push({ moduleId, questionId: question.id, hash, right: rightAttempt(body, question.id) });
      if (questions.length >= count) return questions;
    }
  }
  throw new Error(`only ${questions.length} quiz questions, ${count} needed`);
}

/**
 * Gives each learner `total` review cards, as the server stores them: DUE_TODAY real questions due today (some
 * overdue), DUE_THIS_WEEK due later this week, and the rest of their history due months ahead or retired
 * (lessons that no longer exist, so the due read must never reach them).
 */
export async function giveReviewCards(database: DirectDatabase, userIds: readonly string[], questions: readonly PracticeQuestion[], total: number): Promise<void> {
  const now = new Date();
  const today = localDate(now, TIME_ZONE);
  const memory = scheduleReview(null, 'wrong', new Date(now.getTime() - 86_400_000), TIME_ZONE);
  const live = DUE_TODAY + DUE_THIS_WEEK;
  if (questions.length < live) throw new Error('not enough questions');
  for (const userId of userIds) {
    const rows: unknown[][] = [];
    for (let k = 0; k < total; k += 1) {
      const real = k < live ? questions[k] : undefined;
      const dueDay = k < DUE_TODAY ? addDays(today, -(k % 3)) : k < live ? addDays(today, 1 + (k % (FORECAST_DAYS - 1))) : addDays(today, 30 + (k % 300));
      rows.push([
        userId,
        real?.moduleId ?? `H${Math.floor(k / 10)}`,
        real?.questionId ?? `q${k % 10}`,
        real?.hash ?? '00000000',
        dueDay,
        k >= live && k % RETIRED_EVERY === 0,
      ]);
    }
    await database.transaction(async (query) => {
      await query(
        `INSERT INTO review_cards (user_id, module_id, question_id, answer_hash, stability, difficulty, reps, lapses, state, scheduled_days, last_day, due_day, retired_at)
         SELECT r.u, r.m, r.q, r.h, $7, $8, 1, 0, 2, 1, $9::date, r.d::date, CASE WHEN r.retired THEN now() END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[]) AS r(u, m, q, h, d, retired)`,
        [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3]), rows.map((r) => r[4]), rows.map((r) => r[5]), memory.stability, memory.difficulty, addDays(today, -1)],
      );
    });
  }
}

/** Every learner's cards due today, oldest first: what the answer cases answer, one card per request. */
export async function dueCards(database: DirectDatabase, userIds: readonly string[], questions: readonly PracticeQuestion[]): Promise<{ userId: string; cardId: string; attempts: ReviewAttempt[] }[][]> {
  const byKey = new Map(questions.map((q) => [`${q.moduleId}/${q.questionId}`, q]));
  const perLearner: { userId: string; cardId: string; attempts: ReviewAttempt[] }[][] = [];
  await database.transaction(async (query) => {
    for (const userId of userIds) {
      const { rows } = await query(`SELECT id, module_id, question_id FROM review_cards WHERE user_id = $1 AND retired_at IS NULL AND due_day <= $2 ORDER BY due_day, id`, [userId, localDate(new Date(), TIME_ZONE)]);
      perLearner.push(rows.map((row) => ({ userId, cardId: String(row.id), attempts: [byKey.get(`${String(row.module_id)}/${String(row.question_id)}`)?.right ?? true] })));
    }
  });
  return perLearner;
}

/** Interleaves the learners' cards, so requests in flight belong to different learners. */
export function interleave<T>(perLearner: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...perLearner.map((list) => list.length));
  for (let k = 0; k < longest; k += 1) for (const list of perLearner) if (list[k] !== undefined) out.push(list[k] as T);
  return out;
}

/** One of the server's practice statements, by its name and text. */
const run = (query: DirectDatabase['query'], statement: StatementText, params: unknown[]) => query(statement.text, params, statement.name);

/** The statements of GET /api/practice (practiceView): three, each on its own, as the server sends them (no transaction). */
async function viewOnce(database: DirectDatabase, userId: string): Promise<void> {
  const { rows: zone } = await run(database.query, PRACTICE_STATEMENTS.timeZone, [userId]);
  const today = localDate(new Date(), String(zone[0]?.time_zone ?? TIME_ZONE));
  await run(database.query, PRACTICE_STATEMENTS.due, [userId, today, CANDIDATES]);
  await run(database.query, PRACTICE_STATEMENTS.perDay, [userId, forecastDays(today).at(-1) ?? today]);
}

/** The statements of POST /api/practice/answers (answerCard), for a right first try, in one transaction. */
async function answerOnce(database: DirectDatabase, userId: string, cardId: string): Promise<void> {
  await database.transaction(async (query) => {
    const now = new Date();
    const { rows } = await run(query, PRACTICE_STATEMENTS.card, [cardId, userId]);
    const card = rows[0];
    if (!card) throw new Error(`no card ${cardId}`);
    const timeZone = String(card.time_zone);
    const today = localDate(now, timeZone);
    const next = scheduleReview(
      {
        stability: Number(card.stability),
        difficulty: Number(card.difficulty),
        reps: Number(card.reps),
        lapses: Number(card.lapses),
        state: Number(card.state),
        scheduledDays: Number(card.scheduled_days),
        lastDay: String(card.last_day),
        dueDay: String(card.due_day),
      },
      'right-first-try',
      now,
      timeZone,
    );
    await run(query, PRACTICE_STATEMENTS.reschedule, [cardId, next.stability, next.difficulty, next.reps, next.lapses, next.state, next.scheduledDays, next.lastDay, next.dueDay, now.toISOString(), today]);
    const { rows: counts } = await run(query, PRACTICE_STATEMENTS.counts, [userId, today]);
    const lastStudyDate = card.last_study_date === null ? null : String(card.last_study_date);
    // The streak is written when the server writes it: the day's practice done, the day not yet counted.
    if (practiceCountsAsStudyDay(Number(counts[0]?.answered ?? 0), Number(counts[0]?.still_due ?? 0)) && lastStudyDate !== today) {
      const after = nextStreak({ current: Number(card.current_streak), longest: Number(card.longest_streak), lastStudyDate }, today);
      if (after.lastStudyDate === today) await run(query, PRACTICE_STATEMENTS.streak, [userId, after.current, after.longest, today]);
    }
  });
}

/** `concurrency` workers run `work(n)` for n = 0, 1, … until `amount` are done or `seconds` pass. */
async function measure(name: string, concurrency: number, seconds: number, amount: number, work: (n: number) => Promise<void>): Promise<CaseResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && next < amount) {
      const n = next++;
      const started = performance.now();
      try {
        await work(n);
        latencies.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error(`${name} failed:`, error);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { name, concurrency, requestsPerSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

export const measureDirectPracticeView = (database: DirectDatabase, name: string, concurrency: number, seconds: number, userIds: readonly string[]) =>
  measure(name, concurrency, seconds, Number.POSITIVE_INFINITY, (n) => viewOnce(database, userIds[n % userIds.length] ?? ''));

export const measureDirectPracticeAnswers = (database: DirectDatabase, name: string, concurrency: number, seconds: number, cards: readonly { userId: string; cardId: string }[]) =>
  measure(name, concurrency, seconds, cards.length, (n) => {
    const card = cards[n];
    if (!card) throw new Error('no card left');
    return answerOnce(database, card.userId, card.cardId);
  });
