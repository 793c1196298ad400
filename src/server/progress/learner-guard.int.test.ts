import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressView } from '../../domain/progress-api';
import { quizResults, user } from '../db/schema';
import { openTrustIsland } from '../testing/open-islands';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { LEARNER_HEADER } from './progress-routes';
import { adventureAttempts } from './quiz-fixtures';

// Decision 026: a request queued on a shared tablet for one learner never counts for the learner signed in when it is sent.

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function newLearner(label: string) {
  const jar = new CookieJar();
  const email = `${label}-${Date.now()}-${(counter += 1)}@example.com`;
  const response = await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'guard-pw-1' }, jar });
  expect(response.status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

async function progressOf(jar: CookieJar): Promise<ProgressView> {
  return (await (await server.request('/api/progress', { jar })).json()) as ProgressView;
}

describe('the queued-learner guard', () => {
  it('answers 409 LEARNER_CHANGED, in the page’s language, and saves nothing when the request was queued for someone else', async () => {
    const childA = await newLearner('child-a');
    const childB = await newLearner('child-b');
    await openTrustIsland(server, childB.jar);
    const before = await progressOf(childB.jar);
    const resultsBefore = (await server.database.db.select().from(quizResults).where(eq(quizResults.userId, childB.id))).length;
    const asA = { [LEARNER_HEADER]: childA.id };
    const requests: { method: string; path: string; body?: unknown }[] = [
      { method: 'POST', path: '/api/progress/quiz', body: { moduleId: 'M10', idempotencyKey: `guard-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M10') } } },
      { method: 'PUT', path: '/api/progress/reflections/M11', body: { text: 'A’s thoughts' } },
      { method: 'POST', path: '/api/progress/vocab', body: { key: 'M11/credit' } },
      { method: 'DELETE', path: '/api/progress/vocab/M11%2Fcredit' },
    ];
    for (const { method, path, body } of requests) {
      const response = await server.request(path, { method, body, jar: childB.jar, headers: asA });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(await response.json()).toEqual({
        error: { code: 'LEARNER_CHANGED', message: 'This was saved on this device by someone else who used it before you, so it was not added to your progress.' },
      });
    }
    const inChinese = await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar: childB.jar, headers: { ...asA, 'accept-language': 'zh-TW' } });
    expect(((await inChinese.json()) as { error: { message: string } }).error.message).toBe('這是之前在這台裝置上的另一位使用者存下的內容，所以沒有加進你的學習紀錄。');

    const view = await progressOf(childB.jar);
    expect(view).toEqual(before);
    expect(view).toMatchObject({ reflectionCount: 0, reflections: {}, vocabMastered: [] });
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, childB.id))).toHaveLength(resultsBefore);
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, childA.id))).toEqual([]);
  });

  it('lets a request queued for the signed-in learner through, and a replay of it changes nothing', async () => {
    const child = await newLearner('child');
    await openTrustIsland(server, child.jar);
    const headers = { [LEARNER_HEADER]: child.id };
    const resultsBefore = (await server.database.db.select().from(quizResults).where(eq(quizResults.userId, child.id))).length;
    const quiz = { moduleId: 'M10', idempotencyKey: `own-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M10') } };
    for (let i = 0; i < 2; i += 1) {
      expect((await server.request('/api/progress/quiz', { body: quiz, jar: child.jar, headers })).status).toBe(200);
      expect((await server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text: 'Mine' }, jar: child.jar, headers })).status).toBe(200);
      expect((await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar: child.jar, headers })).status).toBe(200);
    }
    const view = await progressOf(child.jar);
    expect(view.completedModules).toContain('M10');
    expect(view).toMatchObject({ reflectionCount: 1, reflections: { M11: 'Mine' }, vocabMastered: ['M11/credit'] });
    expect(await server.database.db.select().from(quizResults).where(eq(quizResults.userId, child.id))).toHaveLength(resultsBefore + 1);
    expect((await server.request('/api/progress/vocab/M11%2Fcredit', { method: 'DELETE', jar: child.jar, headers })).status).toBe(200);
    expect((await server.request('/api/progress/vocab/M11%2Fcredit', { method: 'DELETE', jar: child.jar, headers })).status).toBe(200);
    expect((await progressOf(child.jar)).vocabMastered).toEqual([]);
  });
});
