import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { Database } from './database';
import { profiles, user } from './schema';
import { Statement } from './statement';
import { hotTransaction } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const jewelsOf = new Statement<{ jewels: number }>({ name: 'test_jewels_of', params: 1, text: 'SELECT jewels FROM profiles WHERE user_id = $1' });
const setJewels = new Statement<never>({ name: 'test_set_jewels', params: 2, text: 'UPDATE profiles SET jewels = $2 WHERE user_id = $1' });

async function learner(id: string): Promise<string> {
  await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  await database.db.insert(profiles).values({ userId: id });
  return id;
}

const jewels = async (id: string) => (await jewelsOf.rows(database.db, [id]))[0]?.jewels;

describe('hotTransaction', () => {
  it('commits what the work wrote, by fixed statement and by Drizzle alike', async () => {
    const id = await learner(`hot-commit-${Date.now()}`);
    const seen = await hotTransaction(database.db, async (tx) => {
      await setJewels.rows(tx, [id, 5]);
      await tx.update(profiles).set({ timeZone: 'Asia/Taipei' }).where(eq(profiles.userId, id));
      return (await jewelsOf.rows(tx, [id]))[0]?.jewels;
    });
    expect(seen).toBe(5);
    expect(await jewels(id)).toBe(5);
    const [row] = await database.db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, id));
    expect(row?.timeZone).toBe('Asia/Taipei');
  });

  it('rolls everything back when the work throws, and the connection serves the next request', async () => {
    const id = await learner(`hot-rollback-${Date.now()}`);
    await expect(
      hotTransaction(database.db, async (tx) => {
        await setJewels.rows(tx, [id, 7]);
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect(await jewels(id)).toBe(0);
    // A statement that fails inside (PostgreSQL then refuses everything until the rollback) is rolled back too.
    await expect(
      hotTransaction(database.db, async (tx) => {
        await setJewels.rows(tx, [id, 8]);
        await setJewels.rows(tx, [id, 'not a number']);
      }),
    ).rejects.toThrow();
    expect(await jewels(id)).toBe(0);
    // Every pooled connection came back in a usable state: as many transactions as the pool holds, at once.
    const results = await Promise.all(Array.from({ length: 12 }, (_, k) => hotTransaction(database.db, async (tx) => (await setJewels.rows(tx, [id, k]), k))));
    expect(results).toEqual([...Array(12).keys()]);
    expect([...Array(12).keys()]).toContain(await jewels(id));
  });
});
