import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModuleBody } from '../../content/module-bodies';
import type { AdventureBody, ClassicBody } from '../../content/schema/module-body';
import type { PracticeAnswerOutcome, PracticeView } from '../../domain/practice-api';
import type { ProgressView } from '../../domain/progress-api';
import { daysBetween } from '../../domain/streak';
import { reviewCards, user } from '../db/schema';
import { openTrustIsland } from '../testing/open-islands';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { adventureAttempts, classicAnswers, rightAdventureAttempt, wrongAdventureAttempt } from '../progress/quiz-fixtures';
import { TEST_CLOCK_HEADER } from './practice-routes';

let server: TestServer;
let counter = 0;
const key = (label: string) => `practice-${label}-${Date.now()}-${(counter += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function newLearner(label: string) {
  const jar = new CookieJar();
  const email = `${label.toLowerCase()}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'practice-pw' }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

const dayHeader = (days: number) => ({ [TEST_CLOCK_HEADER]: String(days) });

async function practice(jar: CookieJar, days = 0): Promise<PracticeView> {
  const response = await server.request('/api/practice', { jar, headers: dayHeader(days) });
  expect(response.status).toBe(200);
  return (await response.json()) as PracticeView;
}

async function answer(jar: CookieJar, cardId: string, attempts: unknown[], days: number) {
  return server.request('/api/practice/answers', { body: { cardId, attempts }, jar, headers: dayHeader(days) });
}

async function m01(): Promise<AdventureBody> {
  const body = await loadModuleBody('M01');
  if (body?.format !== 'adventure') throw new Error('M01 is an adventure');
  return body;
}

async function finishM01(jar: CookieJar, wrongFirst: number[]) {
  const response = await server.request('/api/progress/quiz', {
    body: { moduleId: 'M01', idempotencyKey: key('m01'), submission: { format: 'adventure', attempts: await adventureAttempts('M01', wrongFirst) } },
    jar,
  });
  expect(response.status).toBe(200);
}

describe('spaced review', () => {
  it('is closed to visitors', async () => {
    expect((await server.request('/api/practice')).status).toBe(401);
    expect((await server.request('/api/practice/answers', { body: { cardId: crypto.randomUUID(), attempts: [true] } })).status).toBe(401);
  });

  it('makes a card for each question missed first time only, due the next day, and schedules a right answer further out', async () => {
    const { jar, id } = await newLearner('Mina');
    await finishM01(jar, [0, 3]);
    const today = await practice(jar);
    expect(today.cards).toEqual([]);
    expect(today.dueToday).toBe(0);
    expect(today.forecast[1]).toEqual({ day: expect.any(String), count: 2 });
    expect(today.nextDueDay).toBe(today.forecast[1]?.day);

    const tomorrow = await practice(jar, 1);
    expect(tomorrow.dueToday).toBe(2);
    expect(tomorrow.cards.map((card) => card.questionId).sort()).toEqual(['q1', 'q4']);
    const body = await m01();
    const results: PracticeAnswerOutcome[] = [];
    for (const card of tomorrow.cards) {
      const question = body.quiz5.find((q) => q.id === card.questionId)!;
      const response = await answer(jar, card.id, [rightAdventureAttempt(question)], 1);
      expect(response.status).toBe(200);
      results.push((await response.json()) as PracticeAnswerOutcome);
    }
    for (const result of results) {
      expect(result.outcome).toBe('right-first-try');
      expect(daysBetween(tomorrow.today, result.nextDueDay)).toBeGreaterThan(1);
    }
    // Everything due was answered: a study day, the streak goes on from yesterday's lesson.
    expect(results.at(-1)).toMatchObject({ studyDay: true, streak: { current: 2, increased: true } });
    const progress = (await (await server.request('/api/progress', { jar })).json()) as ProgressView;
    expect(progress.longestStreak).toBe(2);
    expect((await practice(jar, 1)).dueToday).toBe(0);
    // A practice answer never changes the lesson's best score.
    expect(progress.moduleScores.M01).toBe(60);
    const rows = await server.database.db.select().from(reviewCards).where(eq(reviewCards.userId, id));
    expect(rows).toHaveLength(2);
  });

  it('rates by what the child did: a wrong try first brings the card back the next day', async () => {
    const { jar } = await newLearner('Kai');
    await finishM01(jar, [1]);
    const [card] = (await practice(jar, 1)).cards;
    const question = (await m01()).quiz5.find((q) => q.id === card!.questionId)!;
    const wrong = wrongAdventureAttempt(question);
    const late = (await (await answer(jar, card!.id, [wrong, wrong, rightAdventureAttempt(question)], 1)).json()) as PracticeAnswerOutcome;
    expect(late.outcome).toBe('wrong');
    expect(daysBetween((await practice(jar, 1)).today, late.nextDueDay)).toBe(1);
    // The same card again today: the first answer stands.
    const again = (await (await answer(jar, card!.id, [rightAdventureAttempt(question)], 1)).json()) as PracticeAnswerOutcome;
    expect(again).toMatchObject({ replayed: true, nextDueDay: late.nextDueDay });
  });

  it('replaying a lesson updates its cards: a new miss comes back, a due card answered right moves on', async () => {
    const { jar } = await newLearner('Remy');
    await finishM01(jar, [2]);
    await finishM01(jar, [2, 4]);
    const view = await practice(jar, 1);
    expect(view.cards.map((card) => card.questionId).sort()).toEqual(['q3', 'q5']);
  });

  it('answers only cards that are due, and refuses tries that do not fit the question', async () => {
    const { jar } = await newLearner('Noa');
    await finishM01(jar, [0]);
    const [card] = (await practice(jar, 1)).cards;
    const early = await answer(jar, card!.id, [[1]], 0);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('REVIEW_CARD_NOT_DUE');
    const unfit = await answer(jar, card!.id, [true], 1);
    expect(unfit.status).toBe(400);
    expect(((await unfit.json()) as { error: { code: string } }).error.code).toBe('ANSWERS_DO_NOT_FIT');
    const malformed = await server.request('/api/practice/answers', { body: { cardId: 'not-a-card', attempts: [] }, jar });
    expect(malformed.status).toBe(400);
  });

  it('keeps each learner\'s cards to themself', async () => {
    const a = await newLearner('Ana');
    const b = await newLearner('Ben');
    await finishM01(a.jar, [0]);
    const [card] = (await practice(a.jar, 1)).cards;
    expect((await practice(b.jar, 1)).cards).toEqual([]);
    const stolen = await answer(b.jar, card!.id, [[1]], 1);
    expect(stolen.status).toBe(404);
    expect((await practice(a.jar, 1)).dueToday).toBe(1);
  });

  it('retires a card whose question changed instead of asking it with a stale key', async () => {
    const { jar, id } = await newLearner('Lia');
    await finishM01(jar, [0, 1]);
    await server.database.db.update(reviewCards).set({ answerHash: 'deadbeef' }).where(and(eq(reviewCards.userId, id), eq(reviewCards.questionId, 'q1')));
    const view = await practice(jar, 1);
    expect(view.cards.map((card) => card.questionId)).toEqual(['q2']);
    expect(view.dueToday).toBe(1);
    const [retired] = await server.database.db.select().from(reviewCards).where(and(eq(reviewCards.userId, id), eq(reviewCards.questionId, 'q1')));
    expect(retired?.retiredAt).not.toBeNull();
    // A card that changes between the session's start and the answer is refused, and stays retired.
    const [card] = view.cards;
    await server.database.db.update(reviewCards).set({ answerHash: 'deadbeef' }).where(eq(reviewCards.id, card!.id));
    const late = await answer(jar, card!.id, [[1]], 1);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('REVIEW_CARD_RETIRED');
    const [gone] = await server.database.db.select().from(reviewCards).where(eq(reviewCards.id, card!.id));
    expect(gone?.retiredAt).not.toBeNull();
    expect((await practice(jar, 1)).dueToday).toBe(0);
  });

  it('mixes cards from different lessons, classic ones too', async () => {
    const { jar } = await newLearner('Theo');
    await finishM01(jar, [0, 1, 2]);
    await openTrustIsland(server, jar);
    const classic = (await loadModuleBody('M11')) as ClassicBody;
    const response = await server.request('/api/progress/quiz', {
      body: { moduleId: 'M11', idempotencyKey: key('m11'), submission: { format: 'classic', answers: await classicAnswers('M11', [0, 1]) } },
      jar,
    });
    expect(response.status).toBe(200);
    const view = await practice(jar, 1);
    expect(view.cards.slice(0, 2).map((card) => card.moduleId).sort()).toEqual(['M01', 'M11']);
    expect(view.cards.filter((card) => card.moduleId === 'M11').map((card) => card.questionId).sort()).toEqual([classic.quiz[0]!.id, classic.quiz[1]!.id].sort());
  });
});
