import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMapOrder } from '../../content/catalogue-queries';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../../content/module-bodies';
import type { QuizSubmission } from '../../domain/answers';
import { exportAccount } from '../account/account-store';
import type { Database } from '../db/database';
import { profiles, quizResults, user, userProgress } from '../db/schema';
import { seedReferenceData } from '../db/seed';
import { createTestDatabase } from '../testing/test-database';
import { readProgress } from './progress-store';
import { adventureAttempts, classicAnswers } from './quiz-fixtures';
import { submitQuiz } from './submit-quiz';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(async () => {
  await database.close();
});

let learners = 0;
async function newLearner(): Promise<string> {
  learners += 1;
  const id = `history-${learners}-${Date.now()}`;
  await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  await database.db.insert(profiles).values({ userId: id });
  await database.db.insert(userProgress).values({ userId: id });
  return id;
}

async function rightAnswers(moduleId: string): Promise<QuizSubmission> {
  const body = await loadModuleBody(moduleId);
  if (!body) throw new Error(`${moduleId} has no body`);
  return body.format === 'classic' ? { format: 'classic', answers: await classicAnswers(moduleId) } : { format: 'adventure', attempts: await adventureAttempts(moduleId) };
}

const MINUTE = 60_000;
const FIRST_MODULES = inMapOrder(WRITTEN_MODULE_IDS).slice(0, 4);
let keys = 0;
const complete = async (userId: string, moduleId: string, at: Date) =>
  submitQuiz(database.db, userId, { moduleId, idempotencyKey: `k-${(keys += 1)}`, submission: await rightAnswers(moduleId), timeZone: 'UTC' }, at);

describe('completions kept one row each (decision 017)', () => {
  it('earns Speed Runner from the first completions stored within the hour, and not from older ones', async () => {
    const [a, b, c, d] = FIRST_MODULES;
    if (!a || !b || !c || !d) throw new Error('too few modules');
    const slow = await newLearner();
    const start = Date.UTC(2026, 0, 5, 9, 0);
    await complete(slow, a, new Date(start));
    await complete(slow, b, new Date(start + 50 * MINUTE));
    // A replay in between is not a first completion and does not count.
    await complete(slow, a, new Date(start + 70 * MINUTE));
    expect((await complete(slow, c, new Date(start + 80 * MINUTE))).newBadges).not.toContain('speed-runner');
    expect((await complete(slow, d, new Date(start + 109 * MINUTE))).newBadges).toContain('speed-runner');
  });

  it('keeps every completion, replays too, far past the old 400-entry cap, and shows the latest in the view', async () => {
    const [a, b] = FIRST_MODULES;
    if (!a || !b) throw new Error('too few modules');
    const veteran = await newLearner();
    const start = Date.UTC(2026, 1, 1, 9, 0);
    await complete(veteran, a, new Date(start));
    await complete(veteran, b, new Date(start + MINUTE));
    // 420 more, stored as the server stores them, then one more through the server.
    const [first] = await database.db.select().from(quizResults).where(and(eq(quizResults.userId, veteran), eq(quizResults.moduleId, a)));
    if (!first) throw new Error('no first result');
    await database.db.insert(quizResults).values(
      Array.from({ length: 420 }, (_, index) => ({
        ...first,
        id: undefined,
        idempotencyKey: `replay-${index}`,
        firstCompletion: false,
        completedAt: new Date(start + (index + 2) * MINUTE),
      })),
    );
    const last = await complete(veteran, b, new Date(start + 500 * MINUTE));
    expect(last.completed).toBe(true);
    expect(last.firstCompletion).toBe(false);

    const stored = await database.db.select({ id: quizResults.id }).from(quizResults).where(and(eq(quizResults.userId, veteran), isNotNull(quizResults.firstCompletion)));
    expect(stored).toHaveLength(423);
    const exported = await exportAccount(database.db, veteran);
    expect(exported?.progress?.completions).toHaveLength(423);
    expect(exported?.progress?.completions.at(-1)).toMatchObject({ moduleId: b, at: new Date(start + 500 * MINUTE).toISOString(), firstCompletion: false });

    const { state } = await readProgress(database.db, veteran);
    expect(state.completions.map((entry) => [entry.moduleId, entry.at])).toEqual([
      [a, new Date(start + 421 * MINUTE).toISOString()],
      [b, new Date(start + 500 * MINUTE).toISOString()],
    ]);
  });
});
