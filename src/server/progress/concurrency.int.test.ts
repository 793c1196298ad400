import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMapOrder } from '../../content/catalogue-queries';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../../content/module-bodies';
import type { IslandKey } from '../../content/schema/ids';
import { applyCompletion, passScoreFor } from '../../domain/completion';
import { gradeAdventureQuiz, gradeClassicQuiz } from '../../domain/grading';
import { emptyProgress } from '../../domain/progress';
import type { ProgressView, QuizOutcome } from '../../domain/progress-api';
import type { ProfileView } from '../../domain/avatar';
import { quizResults, user } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { ACCESSORY_BY_ISLAND, COMPLETION_CATALOGUE } from './catalogue';
import { adventureAttempts, classicAnswers } from './quiz-fixtures';

/**
 * One learner finishing many modules at once from two tabs, each submission sent from both tabs, some
 * abandoned mid-flight and retried, some retried after they succeeded. The end state must be exactly what
 * the same distinct submissions give when applied one by one: modules, best scores, gems, badges,
 * accessories. Runs on PGlite (one connection, so submissions queue) and on PostgreSQL (a pool, so they
 * really race and the row locks do the work).
 */

const MODULE_COUNT = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A time zone where it is now between 01:00 and 21:59, so no submission straddles a local midnight or earns Midnight Learner by the clock. */
function calmTimeZone(now = new Date()): string {
  for (const zone of ['UTC', 'Asia/Taipei', 'America/New_York', 'Pacific/Auckland']) {
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
    if (hour >= 1 && hour <= 21) return zone;
  }
  throw new Error('no calm time zone found');
}

type Submission = { moduleId: string; idempotencyKey: string; submission: Record<string, unknown>; timeZone: string };

/** The submissions: per module one with some wrong answers, and for some a perfect one or a failing one. */
async function plan(timeZone: string): Promise<{ submissions: Submission[]; scores: Map<string, { score: number; completes: boolean; format: 'adventure' | 'classic' }> }> {
  const submissions: Submission[] = [];
  const scores = new Map<string, { score: number; completes: boolean; format: 'adventure' | 'classic' }>();
  const run = Date.now();
  for (const [index, moduleId] of inMapOrder(WRITTEN_MODULE_IDS).slice(0, MODULE_COUNT).entries()) {
    const body = await loadModuleBody(moduleId);
    if (!body) continue;
    const variants: number[][] = [[index % 5], ...(index % 2 === 0 ? [[]] : []), ...(index % 3 === 0 ? [[0, 1, 2]] : [])];
    for (const [variant, wrong] of variants.entries()) {
      const idempotencyKey = `tabs-${run}-${moduleId}-${variant}`;
      let submission: Record<string, unknown>;
      if (body.format === 'adventure') {
        const attempts = await adventureAttempts(moduleId, wrong);
        submission = { format: 'adventure', attempts };
        const graded = gradeAdventureQuiz(body.quiz5, attempts);
        scores.set(idempotencyKey, { score: graded.score, completes: graded.complete, format: 'adventure' });
      } else {
        const answers = await classicAnswers(moduleId, wrong);
        submission = { format: 'classic', answers };
        const graded = gradeClassicQuiz(body.quiz, answers);
        scores.set(idempotencyKey, { score: graded.score, completes: graded.score >= passScoreFor('classic'), format: 'classic' });
      }
      submissions.push({ moduleId, idempotencyKey, submission, timeZone });
    }
  }
  return { submissions, scores };
}

/**
 * Right answers, one after the other, that open every island the concurrent phase plays on: the server records a
 * lesson only once its island is open, and the tabs' submissions race in any order.
 */
async function openingSubmissions(timeZone: string, scores: Map<string, { score: number; completes: boolean; format: 'adventure' | 'classic' }>): Promise<Submission[]> {
  const run = Date.now();
  const opening: Submission[] = [];
  for (const moduleId of ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M11', 'M12', 'M13', 'M14', 'M21', 'M22', 'M23', 'M24']) {
    const body = await loadModuleBody(moduleId);
    if (!body) throw new Error(`${moduleId} has no body`);
    const idempotencyKey = `open-${run}-${moduleId}`;
    const submission =
      body.format === 'adventure' ? { format: 'adventure', attempts: await adventureAttempts(moduleId) } : { format: 'classic', answers: await classicAnswers(moduleId) };
    scores.set(idempotencyKey, { score: 100, completes: true, format: body.format });
    opening.push({ moduleId, idempotencyKey, submission, timeZone });
  }
  return opening;
}

/** Deterministic shuffle, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

describe('completing many modules at once from two tabs', () => {
  it('ends with exactly the modules, best scores, gems, badges and accessories of the distinct submissions', async () => {
    const email = `tabs-${Date.now()}@example.com`;
    const tab1 = new CookieJar();
    const tab2 = new CookieJar();
    expect((await server.request('/api/auth/sign-up/email', { body: { name: 'Tabs', email, password: 'two-tabs-pw' }, jar: tab1 })).status).toBe(200);
    expect((await server.request('/api/auth/sign-in/email', { body: { email, password: 'two-tabs-pw' }, jar: tab2 })).status).toBe(200);
    const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));

    const timeZone = calmTimeZone();
    const { submissions, scores } = await plan(timeZone);
    expect(submissions.length).toBeGreaterThanOrEqual(30);
    const opening = await openingSubmissions(timeZone, scores);

    const send = (jar: CookieJar, submission: Submission, signal?: AbortSignal) => server.request('/api/progress/quiz', { body: submission, jar, ...(signal ? { signal } : {}) });
    const outcomes: QuizOutcome[] = [];
    const collect = async (response: Response) => {
      expect(response.status).toBe(200);
      outcomes.push((await response.json()) as QuizOutcome);
    };
    for (const submission of opening) expect((await send(tab1, submission)).status, submission.moduleId).toBe(200);

    // Every submission from both tabs at once; every third one also sent and abandoned a moment later.
    const abandoned = submissions.filter((_, index) => index % 3 === 0);
    const first = shuffled(
      [
        ...submissions.map((submission) => () => send(tab1, submission).then(collect)),
        ...submissions.map((submission) => () => send(tab2, submission).then(collect)),
        ...abandoned.map((submission) => async () => {
          const controller = new AbortController();
          const pending = send(tab1, submission, controller.signal).catch(() => undefined);
          setTimeout(() => controller.abort(), 5);
          await pending;
        }),
      ],
      submissions.length,
    );
    await Promise.all(first.map((task) => task()));
    // The abandoned ones retried, and a handful of successful ones retried again, from the other tab.
    await Promise.all([...abandoned, ...submissions.slice(0, 5)].map((submission) => send(tab2, submission).then(collect)));
    const sent = submissions.length * 2 + abandoned.length * 2 + 5;

    // Each key was applied once: one first answer per key, every other answer a replay of it.
    for (const submission of submissions) {
      const answers = outcomes.filter((outcome) => outcome.moduleId === submission.moduleId && outcome.score === scores.get(submission.idempotencyKey)!.score);
      expect(answers.length, submission.idempotencyKey).toBeGreaterThanOrEqual(2);
    }
    const stored = await server.database.db.select({ key: quizResults.idempotencyKey, score: quizResults.score }).from(quizResults).where(eq(quizResults.userId, row!.id));
    expect(stored.map((item) => item.key).sort()).toEqual([...opening, ...submissions].map((submission) => submission.idempotencyKey).sort());
    for (const item of stored) expect(item.score, item.key).toBe(scores.get(item.key)!.score);
    // An abandoned request may have been the one applied, so its answer was never read.
    const applied = outcomes.filter((outcome) => !outcome.replayed).length;
    expect(applied).toBeLessThanOrEqual(submissions.length);
    expect(applied).toBeGreaterThanOrEqual(submissions.length - abandoned.length);

    // The same distinct submissions applied one by one, by the domain rules, after the ones that opened the islands.
    let state = emptyProgress();
    let events = 0;
    const unlocked: IslandKey[] = [];
    const now = new Date();
    for (const submission of [...opening, ...submissions]) {
      const graded = scores.get(submission.idempotencyKey)!;
      if (!graded.completes) continue;
      const applied = applyCompletion(state, {
        moduleId: submission.moduleId,
        score: graded.score,
        at: now,
        timeZone,
        catalogue: COMPLETION_CATALOGUE,
        unlockedAccessoryIslands: unlocked,
        passScore: passScoreFor(graded.format),
      });
      if (!applied.applied) continue;
      events += 1;
      state = applied.state;
      if (applied.changes.accessoryIslandUnlocked) unlocked.push(applied.changes.accessoryIslandUnlocked);
    }
    expect(state.completedModules.length).toBeGreaterThanOrEqual(MODULE_COUNT - 2);
    // One completion row per applied completion, and exactly one first completion per module (decision 017).
    const completions = await server.database.db
      .select({ moduleId: quizResults.moduleId, first: quizResults.firstCompletion })
      .from(quizResults)
      .where(and(eq(quizResults.userId, row!.id), isNotNull(quizResults.firstCompletion)));
    expect(completions).toHaveLength(events);
    expect(completions.filter((item) => item.first).map((item) => item.moduleId).sort()).toEqual([...state.completedModules].sort());

    for (const jar of [tab1, tab2]) {
      const view = (await (await server.request('/api/progress', { jar })).json()) as ProgressView;
      expect([...view.completedModules].sort()).toEqual([...state.completedModules].sort());
      expect(view.moduleScores).toEqual(state.moduleScores);
      expect(view.gems).toBe(state.gems);
      expect(view.perfectScores).toBe(state.perfectScores);
      expect([...view.earnedBadges].sort()).toEqual([...state.earnedBadges].sort());
      expect(view.currentStreak).toBe(1);
      const avatar = (await (await server.request('/api/avatar', { jar })).json()) as ProfileView;
      expect(avatar.inventory.map((item) => item.accessoryId).sort()).toEqual(unlocked.map((island) => ACCESSORY_BY_ISLAND[island]).sort());
    }
    console.info(
      `[concurrency] ${server.database.kind}: ${sent} requests for ${submissions.length} distinct submissions (${state.completedModules.length} modules, ` +
        `${state.gems} gems, ${state.earnedBadges.length} badges, ${unlocked.length} accessories) — end state exact`,
    );
  }, 120_000);
});
