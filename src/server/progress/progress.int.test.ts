import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSORIES } from '../../content/accessories';
import type { ProgressView, QuizOutcome } from '../../domain/progress-api';
import { profiles, quizResults, user, userInventory } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { openTrustIsland } from '../testing/open-islands';
import { adventureAttempts, classicAnswers } from './quiz-fixtures';

let server: TestServer;
let counter = 0;
const key = (label: string) => `key-${label}-${Date.now()}-${(counter += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function newLearner(label: string) {
  const jar = new CookieJar();
  const email = `${label}-${Date.now()}-${(counter += 1)}@example.com`;
  const response = await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'progress-pw' }, jar });
  expect(response.status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

async function submit(jar: CookieJar, body: Record<string, unknown>) {
  return server.request('/api/progress/quiz', { body, jar });
}

async function progressOf(jar: CookieJar): Promise<ProgressView> {
  const response = await server.request('/api/progress', { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as ProgressView;
}

describe('visitors', () => {
  it('get 401 "User not authenticated" on every progress route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/progress'],
      ['POST', '/api/progress/quiz', {}],
      ['GET', '/api/progress/quiz-results'],
      ['GET', '/api/progress/best-score/M01'],
      ['PUT', '/api/progress/reflections/M11', { text: 'hi' }],
      ['POST', '/api/progress/vocab', { key: 'M11/credit' }],
      ['DELETE', '/api/progress/vocab/M11%2Fcredit'],
      ['POST', '/api/progress/merge-guest', { version: 1, entries: [] }],
    ];
    for (const [method, path, body] of routes) {
      const response = await server.request(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'User not authenticated' } });
    }
  });
});

describe('completing an adventure module', () => {
  it('grades on the server and records gems, streak, badge and the island accessory', async () => {
    const { jar, id } = await newLearner('first');
    const response = await submit(jar, {
      moduleId: 'M01',
      idempotencyKey: key('m01'),
      submission: { format: 'adventure', attempts: await adventureAttempts('M01') },
      timeZone: 'Asia/Taipei',
    });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as QuizOutcome;
    const seedAccessory = ACCESSORIES.find((item) => item.island === 'seed')!;
    expect(outcome).toMatchObject({
      moduleId: 'M01',
      score: 100,
      completed: true,
      firstCompletion: true,
      bestScore: 100,
      gemsAwarded: 1,
      accessoriesUnlocked: [{ id: seedAccessory.id, island: 'seed' }],
      streak: { current: 1, longest: 1, increased: true },
      replayed: false,
    });
    expect(outcome.newBadges).toEqual(expect.arrayContaining(['starter-explorer', 'quiz-ace']));

    const view = await progressOf(jar);
    expect(view).toMatchObject({ completedModules: ['M01'], moduleScores: { M01: 100 }, gems: 1, currentStreak: 1, perfectScores: 1 });
    expect(view.recent).toEqual([expect.objectContaining({ moduleId: 'M01', score: 100 })]);
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ jewels: 1, timeZone: 'Asia/Taipei' });
    expect(await server.database.db.select().from(userInventory).where(eq(userInventory.userId, id))).toHaveLength(1);
  });

  it('scores first tries only, completes the finished quest, and never lowers the best score', async () => {
    const { jar } = await newLearner('tries');
    const twoWrong = (await (await submit(jar, { moduleId: 'M02', idempotencyKey: key('a'), submission: { format: 'adventure', attempts: await adventureAttempts('M02', [0, 3]) } })).json()) as QuizOutcome;
    expect(twoWrong).toMatchObject({ score: 60, completed: true, bestScore: 60, gemsAwarded: 1 });
    expect(twoWrong.perQuestion.map((q) => q.correct)).toEqual([false, true, true, false, true]);

    const perfect = (await (await submit(jar, { moduleId: 'M02', idempotencyKey: key('b'), submission: { format: 'adventure', attempts: await adventureAttempts('M02') } })).json()) as QuizOutcome;
    expect(perfect).toMatchObject({ score: 100, completed: true, firstCompletion: false, bestScore: 100, gemsAwarded: 0 });

    const worse = (await (await submit(jar, { moduleId: 'M02', idempotencyKey: key('c'), submission: { format: 'adventure', attempts: await adventureAttempts('M02', [0, 1, 2, 3, 4]) } })).json()) as QuizOutcome;
    expect(worse).toMatchObject({ score: 0, completed: true, bestScore: 100, gemsAwarded: 0 });
    const view = await progressOf(jar);
    expect(view.moduleScores).toEqual({ M02: 100 });
    expect(view.gems).toBe(1);
  });

  it('does not complete a quest that is not finished', async () => {
    const { jar } = await newLearner('unfinished');
    const attempts = await adventureAttempts('M03');
    const firstQuestion = Object.keys(attempts)[0]!;
    // The last attempt of the first question is wrong: the quest was abandoned there.
    attempts[firstQuestion] = [...attempts[firstQuestion]!, ...(await adventureAttempts('M03', [0]))[firstQuestion]!.slice(0, 1)];
    const outcome = (await (await submit(jar, { moduleId: 'M03', idempotencyKey: key('u'), submission: { format: 'adventure', attempts } })).json()) as QuizOutcome;
    expect(outcome.completed).toBe(false);
    expect((await progressOf(jar)).completedModules).toEqual([]);
  });
});

describe('the server trusts nothing the browser claims', () => {
  it('rejects a body carrying its own score, and changes nothing', async () => {
    const { jar, id } = await newLearner('forger');
    const response = await submit(jar, {
      moduleId: 'M01',
      idempotencyKey: key('forged'),
      submission: { format: 'adventure', attempts: await adventureAttempts('M01', [0, 1, 2, 3, 4]) },
      score: 100,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    expect((await progressOf(jar)).completedModules).toEqual([]);
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, id))).toHaveLength(0);
  });

  it('grades wrong answers as wrong whatever else is sent', async () => {
    const { jar } = await newLearner('wrong');
    await openTrustIsland(server, jar);
    const outcome = (await (await submit(jar, { moduleId: 'M11', idempotencyKey: key('w'), submission: { format: 'classic', answers: await classicAnswers('M11', [0, 1, 2, 3, 4]) } })).json()) as QuizOutcome;
    expect(outcome).toMatchObject({ score: 0, completed: false, bestScore: null, gemsAwarded: 0 });
  });

  it('answers malformed submissions with clear errors', async () => {
    const { jar } = await newLearner('malformed');
    const attempts = await adventureAttempts('M01');
    const cases: [Record<string, unknown> | string, number, string][] = [
      ['{"moduleId": "M01",', 400, 'VALIDATION_ERROR'],
      [{ moduleId: 'M01', idempotencyKey: key('x'), submission: { format: 'adventure', attempts: { q1: attempts.q1 } } }, 400, 'ANSWERS_DO_NOT_FIT'],
      [{ moduleId: 'M01', idempotencyKey: key('x'), submission: { format: 'adventure', attempts: { ...attempts, q99: [[0]] } } }, 400, 'ANSWERS_DO_NOT_FIT'],
      [{ moduleId: 'M01', idempotencyKey: key('x'), submission: { format: 'classic', answers: { q1: 0 } } }, 400, 'ANSWERS_DO_NOT_FIT'],
      [{ moduleId: 'M999', idempotencyKey: key('x'), submission: { format: 'adventure', attempts } }, 404, 'MODULE_NOT_FOUND'],
      [{ moduleId: 'M01', idempotencyKey: key('x'), submission: { format: 'adventure', attempts }, timeZone: 'Atlantis/Lost' }, 400, 'INVALID_TIME_ZONE'],
      [{ moduleId: 'M01', idempotencyKey: 'short', submission: { format: 'adventure', attempts } }, 400, 'VALIDATION_ERROR'],
      [{ moduleId: 'M01', idempotencyKey: key('x'), submission: { format: 'adventure', attempts: { q1: [[0, 0]] } } }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const response = await submit(jar, body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe(code);
      expect(json.error.message.length).toBeGreaterThan(0);
    }
    const zh = await server.request('/api/progress/quiz', { body: { moduleId: 'M999', idempotencyKey: key('zh'), submission: { format: 'adventure', attempts } }, jar, headers: { 'accept-language': 'zh-TW' } });
    expect(((await zh.json()) as { error: { message: string } }).error.message).toBe('找不到這個課程');
    expect((await progressOf(jar)).completedModules).toEqual([]);
  });
});

describe('idempotency and concurrency', () => {
  it('applies a repeated key once and returns the same outcome', async () => {
    const { jar } = await newLearner('repeat');
    const body = { moduleId: 'M04', idempotencyKey: key('same'), submission: { format: 'adventure', attempts: await adventureAttempts('M04') } };
    const first = (await (await submit(jar, body)).json()) as QuizOutcome;
    const second = (await (await submit(jar, body)).json()) as QuizOutcome;
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    expect((await progressOf(jar)).gems).toBe(1);
  });

  it('keeps state exact when the same quiz is sent many times at once', async () => {
    const { jar, id } = await newLearner('burst');
    const body = { moduleId: 'M05', idempotencyKey: key('burst'), submission: { format: 'adventure', attempts: await adventureAttempts('M05') } };
    const outcomes = (await Promise.all(Array.from({ length: 6 }, () => submit(jar, body).then((r) => r.json() as Promise<QuizOutcome>)))) as QuizOutcome[];
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.score === 100 && outcome.gemsAwarded === 1)).toBe(true);
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, id))).toHaveLength(1);
    const view = await progressOf(jar);
    expect(view).toMatchObject({ completedModules: ['M05'], gems: 1 });
  });

  it('applies different modules completed at once, each exactly once', async () => {
    const { jar, id } = await newLearner('parallel');
    const modules = ['M01', 'M02', 'M03', 'M06', 'M07'];
    const bodies = await Promise.all(modules.map(async (moduleId) => ({ moduleId, idempotencyKey: key(moduleId), submission: { format: 'adventure', attempts: await adventureAttempts(moduleId) } })));
    await Promise.all([...bodies, ...bodies].map((body) => submit(jar, body)));
    const view = await progressOf(jar);
    expect([...view.completedModules].sort()).toEqual(modules);
    expect(view.gems).toBe(modules.length);
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, id))).toHaveLength(modules.length);
    expect(await server.database.db.select().from(userInventory).where(eq(userInventory.userId, id))).toHaveLength(1);
  });
});

describe('classic quizzes', () => {
  it('grade fill-blank answers, complete at 60 and grant the island’s gems once', async () => {
    const { jar } = await newLearner('classic');
    await openTrustIsland(server, jar);
    const below = (await (await submit(jar, { moduleId: 'M11', idempotencyKey: key('c1'), submission: { format: 'classic', answers: await classicAnswers('M11', [0, 1, 2]) } })).json()) as QuizOutcome;
    expect(below).toMatchObject({ score: 40, completed: false });
    const answers = await classicAnswers('M11', [0, 1]);
    // Fill-blank answers are forgiving about case, spaces and full-width letters.
    for (const [questionId, answer] of Object.entries(answers)) {
      if (typeof answer === 'string') answers[questionId] = `  ${answer.toUpperCase().replace(/[A-Z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0))}  `;
    }
    const pass = (await (await submit(jar, { moduleId: 'M11', idempotencyKey: key('c2'), submission: { format: 'classic', answers } })).json()) as QuizOutcome;
    expect(pass).toMatchObject({ score: 60, completed: true, firstCompletion: true, gemsAwarded: 15 });
    const history = (await (await server.request('/api/progress/quiz-results?moduleId=M11', { jar })).json()) as { results: { score: number }[] };
    expect(history.results.map((result) => result.score)).toEqual([60, 40]);
    const best = await (await server.request('/api/progress/best-score/M11', { jar })).json();
    expect(best).toEqual({ moduleId: 'M11', bestScore: 60 });
  });
});

describe('reflections and vocabulary', () => {
  it('saves a reflection (counted once per module) and marks terms mastered', async () => {
    const { jar } = await newLearner('reflect');
    await openTrustIsland(server, jar);
    const save = (text: string) => server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text }, jar });
    expect(await (await save('I paid back Jay on Friday.')).json()).toMatchObject({ reflectionCount: 1 });
    expect(await (await save('I paid back Jay on Friday, as promised.')).json()).toMatchObject({ reflectionCount: 1 });
    expect((await save('   ')).status).toBe(400);
    expect((await save('x'.repeat(2001))).status).toBe(400);

    expect((await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar })).status).toBe(200);
    expect((await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar })).status).toBe(200);
    expect((await server.request('/api/progress/vocab', { body: { key: 'not a key' }, jar })).status).toBe(400);
    let view = await progressOf(jar);
    expect(view).toMatchObject({ reflectionCount: 1, reflections: { M11: 'I paid back Jay on Friday, as promised.' }, vocabMastered: ['M11/credit'] });
    expect((await server.request('/api/progress/vocab/M11%2Fcredit', { method: 'DELETE', jar })).status).toBe(200);
    view = await progressOf(jar);
    expect(view.vocabMastered).toEqual([]);
  });
});

describe('learners are separated', () => {
  it('never shows or changes one learner’s data for another', async () => {
    const a = await newLearner('alice');
    const b = await newLearner('bob');
    const body = { moduleId: 'M01', idempotencyKey: key('shared'), submission: { format: 'adventure', attempts: await adventureAttempts('M01') } };
    await submit(a.jar, body);
    // Bob sends Alice's key: it is his own first submission, not a replay of hers.
    const bobOutcome = (await (await submit(b.jar, body)).json()) as QuizOutcome;
    expect(bobOutcome.replayed).toBe(false);
    await server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text: 'Alice’s secret' }, jar: a.jar });

    const bobView = await progressOf(b.jar);
    expect(bobView.reflections).toEqual({});
    const bobHistory = (await (await server.request('/api/progress/quiz-results', { jar: b.jar })).json()) as { results: unknown[] };
    expect(bobHistory.results).toHaveLength(1);
    const aliceHistory = (await (await server.request('/api/progress/quiz-results', { jar: a.jar })).json()) as { results: unknown[] };
    expect(aliceHistory.results).toHaveLength(1);
    expect(await (await server.request('/api/progress/best-score/M02', { jar: b.jar })).json()).toEqual({ moduleId: 'M02', bestScore: 0 });
  });
});

describe('merging a visitor’s progress', () => {
  // A visitor can only have played Seed Island (the free lessons), so a merge never meets a locked island; a
  // forged entry for another island is ignored, whatever the learner has opened.
  it('replays free modules through grading once, and ignores anything else', async () => {
    const { jar } = await newLearner('guest');
    const at = new Date(Date.now() - 60_000).toISOString();
    const guest = {
      version: 1,
      entries: [
        { moduleId: 'M01', submission: { format: 'adventure', attempts: await adventureAttempts('M01', [2]) }, at },
        { moduleId: 'M02', submission: { format: 'adventure', attempts: await adventureAttempts('M02') }, at },
        { moduleId: 'M11', submission: { format: 'classic', answers: await classicAnswers('M11') }, at },
      ],
    };
    const first = (await (await server.request('/api/progress/merge-guest', { body: guest, jar })).json()) as { merged: number };
    expect(first.merged).toBe(2);
    const again = (await (await server.request('/api/progress/merge-guest', { body: guest, jar })).json()) as { merged: number };
    expect(again.merged).toBe(0);
    const view = await progressOf(jar);
    expect([...view.completedModules].sort()).toEqual(['M01', 'M02']);
    expect(view.moduleScores).toEqual({ M01: 80, M02: 100 });
    expect(view.gems).toBe(2);
  });
});
