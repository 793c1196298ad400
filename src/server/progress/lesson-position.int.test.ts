import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LESSON_POSITION_BYTES, type LessonPosition } from '../../domain/lesson-position';
import { lessonPositions, user } from '../db/schema';
import { openTrustIsland } from '../testing/open-islands';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { adventureAttempts, lessonPositionFor } from './quiz-fixtures';

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
  expect((await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'position-pw' }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

const path = (moduleId: string) => `/api/progress/position/${moduleId}`;

async function positionOf(jar: CookieJar, moduleId: string): Promise<LessonPosition | null> {
  const response = await server.request(path(moduleId), { jar });
  expect(response.status).toBe(200);
  return ((await response.json()) as { position: LessonPosition | null }).position;
}

async function put(jar: CookieJar, moduleId: string, body: unknown, headers: Record<string, string> = {}) {
  return server.request(path(moduleId), { method: 'PUT', body, jar, headers });
}

describe('a lesson position', () => {
  it('is kept for the learner and read back on another device, and deleted on request', async () => {
    const learner = await newLearner('pos-keep');
    expect(await positionOf(learner.jar, 'M01')).toBeNull();
    const position = await lessonPositionFor('M01');
    const saved = await put(learner.jar, 'M01', position);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ position });
    // A second device: another session of the same account.
    const otherDevice = new CookieJar();
    const [row] = await server.database.db.select({ email: user.email }).from(user).where(eq(user.id, learner.id));
    expect((await server.request('/api/auth/sign-in/email', { body: { email: row!.email, password: 'position-pw' }, jar: otherDevice })).status).toBe(200);
    expect(await positionOf(otherDevice, 'M01')).toEqual(position);

    const deleted = await server.request(path('M01'), { method: 'DELETE', jar: otherDevice });
    expect(deleted.status).toBe(200);
    expect(await positionOf(learner.jar, 'M01')).toBeNull();
  });

  it('keeps the newer position when an older one arrives late (a device that was offline)', async () => {
    const learner = await newLearner('pos-newer');
    const newer = await lessonPositionFor('M01', '2026-11-27T10:05:00.000Z');
    const older = { ...(await lessonPositionFor('M01', '2026-11-27T10:00:00.000Z')), step: 'examples', done: ['story', 'definitions'], choices: {} };
    expect((await put(learner.jar, 'M01', newer)).status).toBe(200);
    const late = await put(learner.jar, 'M01', older);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ position: newer });
    expect(await positionOf(learner.jar, 'M01')).toEqual(newer);
  });

  it('belongs to one learner: another can neither read nor overwrite it', async () => {
    const alice = await newLearner('pos-alice');
    const bob = await newLearner('pos-bob');
    const aliceNote = `alice-draft-${Date.now()}`;
    await openTrustIsland(server, alice.jar, 'pos-alice');
    const alicePosition = await lessonPositionFor('M11', new Date().toISOString(), aliceNote);
    expect((await put(alice.jar, 'M11', alicePosition)).status).toBe(200);

    const bobRead = await server.request(path('M11'), { jar: bob.jar });
    expect(await bobRead.text()).not.toContain(aliceNote);
    // Bob's PUT and DELETE only ever touch his own row.
    const later = await lessonPositionFor('M11', new Date(Date.now() + 60_000).toISOString(), 'bob');
    expect((await put(bob.jar, 'M11', later)).status).toBe(200);
    expect((await server.request(path('M11'), { method: 'DELETE', jar: bob.jar })).status).toBe(200);
    expect(await positionOf(alice.jar, 'M11')).toEqual(alicePosition);
    const rows = await server.database.db.select().from(lessonPositions).where(eq(lessonPositions.userId, alice.id));
    expect(rows).toHaveLength(1);
  });

  it('is cleared when the quiz is submitted, in the same transaction as the result', async () => {
    const learner = await newLearner('pos-submit');
    expect((await put(learner.jar, 'M01', await lessonPositionFor('M01'))).status).toBe(200);
    expect((await put(learner.jar, 'M02', await lessonPositionFor('M02'))).status).toBe(200);
    const quiz = await server.request('/api/progress/quiz', {
      body: { moduleId: 'M01', idempotencyKey: `pos-${learner.id}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01') } },
      jar: learner.jar,
    });
    expect(quiz.status).toBe(200);
    expect(await positionOf(learner.jar, 'M01')).toBeNull();
    // Another lesson's position stays.
    expect(await positionOf(learner.jar, 'M02')).not.toBeNull();
    const left = await server.database.db
      .select()
      .from(lessonPositions)
      .where(and(eq(lessonPositions.userId, learner.id), eq(lessonPositions.moduleId, 'M01')));
    expect(left).toEqual([]);
  });

  it('refuses bad bodies with a bilingual 400, a body over the limit with 413, an unknown module with 404', async () => {
    const learner = await newLearner('pos-bad');
    const good = await lessonPositionFor('M01');
    const bad: unknown[] = [
      { ...good, step: 'treasure' },
      { ...good, version: 2 },
      { ...good, updatedAt: 'yesterday' },
      { ...good, grade: 100 },
      { ...good, choices: { quiz: { index: 0, attempts: {}, selection: [99], explaining: false } } },
      // M01 is an adventure lesson: a classic position does not fit it.
      await lessonPositionFor('M11'),
      [],
      'text',
    ];
    for (const body of bad) {
      const response = await put(learner.jar, 'M01', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    const chinese = await put(learner.jar, 'M01', { ...good, step: 'treasure' }, { 'accept-language': 'zh-TW' });
    expect(((await chinese.json()) as { error: { message: string } }).error.message).toBe('有些資料缺少或格式不正確。');
    const broken = await put(learner.jar, 'M01', '{"version":');
    expect(broken.status).toBe(400);

    const huge = { ...good, choices: { sentence: { frameIndex: 0, finished: false, language: 'en', chosen: ['x'.repeat(MAX_LESSON_POSITION_BYTES)] } } };
    const tooBig = await put(learner.jar, 'M01', huge);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');

    for (const [method, body] of [['GET', undefined], ['PUT', good], ['DELETE', undefined]] as const) {
      const response = await server.request(path('M999'), { method, body, jar: learner.jar });
      expect(response.status, method).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('MODULE_NOT_FOUND');
    }
    expect(await server.database.db.select().from(lessonPositions).where(eq(lessonPositions.userId, learner.id))).toEqual([]);
  });

  it('is closed to visitors', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await server.request(path('M01'), { method, body: method === 'PUT' ? await lessonPositionFor('M01') : undefined });
      expect(response.status, method).toBe(401);
    }
  });
});
