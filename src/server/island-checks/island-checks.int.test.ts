import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS_BY_ISLAND } from '../../content/catalogue-queries';
import type { GroupCheckGains, IslandCheckOutcome, IslandCheckView, MyIslandChecks } from '../../domain/island-check-api';
import type { OwnedGroup } from '../../domain/groups';
import type { ProgressView } from '../../domain/progress-api';
import { islandChecks, profiles, user } from '../db/schema';
import { adventureAttempts } from '../progress/quiz-fixtures';
import { checkAnswers } from '../testing/island-check-answers';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Person = { jar: CookieJar; id: string };

async function signUp(label: string): Promise<Person> {
  const jar = new CookieJar();
  const email = `check-${label.toLowerCase()}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'check-pw' }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

async function view(jar: CookieJar, island = 'seed'): Promise<IslandCheckView> {
  const response = await server.request(`/api/island-checks/${island}`, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as IslandCheckView;
}

const submit = (jar: CookieJar, phase: 'before' | 'after', body: unknown, island = 'seed', language = 'en') =>
  server.request(`/api/island-checks/${island}/${phase}`, { body, jar, headers: { 'accept-language': language } });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Finishes every lesson of Seed Island through the real quiz route. */
async function finishSeed(jar: CookieJar) {
  for (const moduleId of MODULE_IDS_BY_ISLAND.seed ?? []) {
    const body = { moduleId, idempotencyKey: `check-${moduleId}-${Date.now()}-${(counter += 1)}`, submission: { format: 'adventure', attempts: await adventureAttempts(moduleId) } };
    expect((await server.request('/api/progress/quiz', { body, jar })).status).toBe(200);
  }
}

async function rewards(person: Person) {
  const progress = (await (await server.request('/api/progress', { jar: person.jar })).json()) as ProgressView;
  const [profile] = await server.database.db.select({ gems: profiles.jewels }).from(profiles).where(eq(profiles.userId, person.id));
  return { scores: progress.moduleScores, badges: progress.earnedBadges, streak: progress.currentStreak, completed: progress.completedModules, gems: profile?.gems };
}

describe('island checks', () => {
  it('offers a five-question warm-up on Seed Island, grades it on one try, and changes no score, gem, streak or badge', async () => {
    const mia = await signUp('Mia');
    const first = await view(mia.jar);
    expect(first).toMatchObject({ island: 'seed', before: null, after: null, offer: 'before' });
    expect(first.questions).toHaveLength(5);
    const before = await rewards(mia);

    const response = await submit(mia.jar, 'before', { answers: await checkAnswers(first.questions, 2) });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as IslandCheckOutcome;
    expect(outcome).toMatchObject({ replayed: false, offer: null, before: { correct: 2, total: 5, skipped: false }, after: null });
    expect(await rewards(mia)).toEqual(before);

    // A second warm-up (a retry, another tab): the first result stands.
    const again = (await (await submit(mia.jar, 'before', { answers: await checkAnswers(first.questions, 5) })).json()) as IslandCheckOutcome;
    expect(again).toMatchObject({ replayed: true, before: { correct: 2 } });
    expect(await server.database.db.select().from(islandChecks).where(eq(islandChecks.userId, mia.id))).toHaveLength(1);
  });

  it('asks the same questions again once the island is finished, and shows before → after', async () => {
    const leo = await signUp('Leo');
    const { questions } = await view(leo.jar);
    expect((await submit(leo.jar, 'before', { answers: await checkAnswers(questions, 1) })).status).toBe(200);

    const early = await submit(leo.jar, 'after', { answers: await checkAnswers(questions, 5) }, 'seed', 'zh-TW');
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: 'ISLAND_NOT_FINISHED', message: '先學完這座島上的每一課，再來測一次吧！' });

    await finishSeed(leo.jar);
    const finished = await view(leo.jar);
    expect(finished.offer).toBe('after');
    expect(finished.questions).toEqual(questions);

    const partial = Object.fromEntries(Object.entries(await checkAnswers(questions, 5)).slice(1));
    const unfit = await submit(leo.jar, 'after', { answers: partial });
    expect(unfit.status).toBe(400);
    expect((await errorOf(unfit)).code).toBe('ANSWERS_DO_NOT_FIT');
    const wrongKind = await submit(leo.jar, 'after', { answers: Object.fromEntries(questions.map((question) => [`${question.moduleId}/${question.questionId}`, 'typed'])) });
    expect((await errorOf(wrongKind)).code).toBe('ANSWERS_DO_NOT_FIT');
    expect((await errorOf(await submit(leo.jar, 'after', { skipped: true }))).code).toBe('VALIDATION_ERROR');

    const rewardsBefore = await rewards(leo);
    const after = (await (await submit(leo.jar, 'after', { answers: await checkAnswers(questions, 5) })).json()) as IslandCheckOutcome;
    expect(after).toMatchObject({ replayed: false, offer: null, before: { correct: 1, total: 5 }, after: { correct: 5, total: 5, skipped: false } });
    expect(await rewards(leo)).toEqual(rewardsBefore);

    const mine = (await (await server.request('/api/island-checks', { jar: leo.jar })).json()) as MyIslandChecks;
    expect(mine.islands).toEqual([{ island: 'seed', before: expect.objectContaining({ correct: 1, total: 5 }), after: expect.objectContaining({ correct: 5, total: 5 }) }]);
  });

  it('lets a child skip the warm-up, and then offers no check after the island (there is no "before" to compare)', async () => {
    const ana = await signUp('Ana');
    const skipped = (await (await submit(ana.jar, 'before', { skipped: true })).json()) as IslandCheckOutcome;
    expect(skipped).toMatchObject({ before: { skipped: true, correct: 0, total: 5 }, offer: null });
    await finishSeed(ana.jar);
    expect((await view(ana.jar)).offer).toBeNull();
    const refused = await submit(ana.jar, 'after', { answers: await checkAnswers(skipped.questions, 5) });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('ISLAND_CHECK_NO_WARM_UP');
  });

  it('refuses a warm-up on a locked island, on a finished one, and on an island that does not exist', async () => {
    const kai = await signUp('Kai');
    const trust = await view(kai.jar, 'trust');
    expect(trust.offer).toBeNull();
    const locked = await submit(kai.jar, 'before', { skipped: true }, 'trust', 'zh-TW');
    expect(locked.status).toBe(403);
    expect(await errorOf(locked)).toEqual({ code: 'ISLAND_LOCKED', message: '這座島還沒有為你解鎖喔！請先完成地圖上前一座島的大部分課程。' });

    await finishSeed(kai.jar);
    expect((await view(kai.jar)).offer).toBeNull();
    const tooLate = await submit(kai.jar, 'before', { skipped: true });
    expect(tooLate.status).toBe(409);
    expect((await errorOf(tooLate)).code).toBe('ISLAND_ALREADY_FINISHED');
    // Finishing Seed Island opened Trust Island: its warm-up is offered now.
    expect((await view(kai.jar, 'trust')).offer).toBe('before');

    const unknown = await server.request('/api/island-checks/atlantis', { jar: kai.jar });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe('ISLAND_NOT_FOUND');
    expect((await submit(kai.jar, 'before', { skipped: true }, 'atlantis')).status).toBe(404);
    expect(await server.database.db.select().from(islandChecks).where(eq(islandChecks.userId, kai.id))).toEqual([]);
  });

  it('shows a grown-up their own group\'s average gain per island, and nobody else\'s group', async () => {
    const teacher = await signUp('Teacher');
    expect((await server.request('/api/account/role', { method: 'PUT', body: { role: 'grown-up' }, jar: teacher.jar })).status).toBe(200);
    const group = (await (await server.request('/api/groups', { body: { name: 'Class 3A', kind: 'class' }, jar: teacher.jar })).json()) as OwnedGroup;
    const gains = async (person: Person) => server.request(`/api/groups/${group.id}/check-gains`, { jar: person.jar });
    expect(((await (await gains(teacher)).json()) as GroupCheckGains).islands).toEqual([]);

    // Two children gain 3 and 2; a third only took the warm-up; a child outside the group gains 5.
    for (const [label, before, after] of [
      ['Ivy', 2, 5],
      ['Ray', 3, 5],
      ['Zoe', 1, null],
      ['Out', 0, 5],
    ] as const) {
      const child = await signUp(label);
      if (label !== 'Out') expect((await server.request('/api/groups/join', { body: { code: group.joinCode }, jar: child.jar })).status).toBe(200);
      const { questions } = await view(child.jar);
      expect((await submit(child.jar, 'before', { answers: await checkAnswers(questions, before) })).status).toBe(200);
      if (after === null) continue;
      await finishSeed(child.jar);
      expect((await submit(child.jar, 'after', { answers: await checkAnswers(questions, after) })).status).toBe(200);
    }
    const result = (await (await gains(teacher)).json()) as GroupCheckGains;
    expect(result.islands).toEqual([{ island: 'seed', children: 2, averageGain: 2.5 }]);

    const otherTeacher = await signUp('Other');
    expect((await server.request('/api/account/role', { method: 'PUT', body: { role: 'grown-up' }, jar: otherTeacher.jar })).status).toBe(200);
    const stranger = await gains(otherTeacher);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).code).toBe('GROUP_NOT_FOUND');
  });
});
