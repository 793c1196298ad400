import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgressView } from '../../domain/progress-api';
import { profiles, user } from '../db/schema';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';
import { openTrustIsland } from '../testing/open-islands';
import { adventureAttempts } from './quiz-fixtures';

// The server keeps each learner's progress view in memory (progress-views.ts). These tests change progress
// in every way it can change and check that the next reads show it.

let server: TestServer;
let counter = 0;
/** PostgreSQL delivers a notification a moment after the commit; PGlite before the write returns. */
const NOTIFICATION_WAIT_MS = 5_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function newLearner() {
  const jar = new CookieJar();
  const email = `views-${Date.now()}-${(counter += 1)}@example.com`;
  const response = await server.request('/api/auth/sign-up/email', { body: { name: 'Views', email, password: 'views-password' }, jar });
  expect(response.status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

async function viewOf(jar: CookieJar): Promise<ProgressView> {
  const response = await server.request('/api/progress', { jar });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as ProgressView;
}

/** Reads until the view satisfies `check`, or fails with the last view read. */
async function eventually(jar: CookieJar, check: (view: ProgressView) => boolean): Promise<ProgressView> {
  const deadline = Date.now() + NOTIFICATION_WAIT_MS;
  let view = await viewOf(jar);
  while (!check(view) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    view = await viewOf(jar);
  }
  expect(check(view), JSON.stringify(view)).toBe(true);
  return view;
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + NOTIFICATION_WAIT_MS;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}

describe('the progress view a learner reads', () => {
  it('shows a finished lesson on the very next read', async () => {
    const { jar } = await newLearner();
    expect((await viewOf(jar)).completedModules).toEqual([]);
    expect((await viewOf(jar)).gems).toBe(0); // read twice: the second comes from memory

    const body = { moduleId: 'M01', idempotencyKey: `views-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01') } };
    const done = await server.request('/api/progress/quiz', { body, jar });
    expect(done.status).toBe(200);

    const view = await viewOf(jar); // no waiting: the same request dropped the kept view before answering
    expect(view.completedModules).toEqual(['M01']);
    expect(view.gems).toBeGreaterThan(0);
  });

  it('shows a saved reflection and a mastered term on the very next read', async () => {
    const { jar } = await newLearner();
    await openTrustIsland(server, jar);
    await viewOf(jar);
    expect((await server.request('/api/progress/reflections/M11', { method: 'PUT', body: { text: 'I will save for a kite.' }, jar })).status).toBe(200);
    expect((await viewOf(jar)).reflections).toEqual({ M11: 'I will save for a kite.' });
    expect((await server.request('/api/progress/vocab', { body: { key: 'M11/credit' }, jar })).status).toBe(200);
    expect((await viewOf(jar)).vocabMastered).toEqual(['M11/credit']);
    expect((await server.request('/api/progress/vocab/M11%2Fcredit', { method: 'DELETE', jar })).status).toBe(200);
    expect((await viewOf(jar)).vocabMastered).toEqual([]);
  });

  it('shows a change made in the database by anyone else (another server process, a script, a fix by hand)', async () => {
    const { jar, id } = await newLearner();
    expect((await viewOf(jar)).gems).toBe(0);
    await viewOf(jar);

    await server.database.db.update(profiles).set({ jewels: 42 }).where(eq(profiles.userId, id));
    await eventually(jar, (view) => view.gems === 42);

    await server.database.db.execute(sql`update user_progress set longest_streak = 9 where user_id = ${id}`);
    await eventually(jar, (view) => view.longestStreak === 9);
  });

  it('is answered from memory once the server hears changes, so every change must be announced', async () => {
    const { jar, id } = await newLearner();
    await until(() => server.views.listening);
    expect((await viewOf(jar)).gems).toBe(0);

    // A write that fires no trigger (as a restore with triggers off would) announces nothing: the kept view
    // is still answered. This is why decision 013 has every change announced by the database itself.
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(profiles).set({ jewels: 5 }).where(eq(profiles.userId, id));
    });
    expect((await viewOf(jar)).gems).toBe(0);

    // Any change of the learner's own drops the kept view before it is answered.
    expect((await server.request('/api/progress/vocab', { body: { key: 'M01/barter' }, jar })).status).toBe(200);
    expect((await viewOf(jar)).gems).toBe(5);
  });

  it('is not changed by another learner’s changes', async () => {
    const ana = await newLearner();
    const ben = await newLearner();
    await viewOf(ana.jar);
    await server.database.db.update(profiles).set({ jewels: 7 }).where(eq(profiles.userId, ben.id));
    await eventually(ben.jar, (view) => view.gems === 7);
    expect((await viewOf(ana.jar)).gems).toBe(0);
  });
});
