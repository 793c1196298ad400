import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSORIES } from '../../content/accessories';
import type { ProfileView } from '../../domain/avatar';
import { user, userInventory, userProgress } from '../db/schema';
import { adventureAttempts } from '../progress/quiz-fixtures';
import { CookieJar, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let counter = 0;
const seedItem = ACCESSORIES.find((item) => item.island === 'seed')!;
const otherItem = ACCESSORIES.find((item) => item.island === 'trust')!;
const otherSlotCategory = ACCESSORIES.find((item) => item.category !== seedItem.category)!.category;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function newLearner(label: string) {
  const jar = new CookieJar();
  const email = `${label}-${Date.now()}-${(counter += 1)}@example.com`;
  expect((await server.request('/api/auth/sign-up/email', { body: { name: label, email, password: 'avatar-pw' }, jar })).status).toBe(200);
  const [row] = await server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { jar, id: row!.id };
}

const view = async (jar: CookieJar) => (await (await server.request('/api/avatar', { jar })).json()) as ProfileView;
const equip = (jar: CookieJar, body: unknown) => server.request('/api/avatar/equipped', { method: 'PUT', body, jar });
const completeM01 = async (jar: CookieJar, key: string) =>
  server.request('/api/progress/quiz', { body: { moduleId: 'M01', idempotencyKey: key, submission: { format: 'adventure', attempts: await adventureAttempts('M01') } }, jar });

describe('the avatar API', () => {
  it('is closed to visitors', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/avatar'],
      ['PUT', '/api/avatar/base', { baseId: 'explorer' }],
      ['PUT', '/api/avatar/equipped', { category: 'headwear', accessoryId: null }],
      ['POST', '/api/avatar/claim', {}],
    ] as const) {
      expect((await server.request(path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts a new learner with no explorer, nothing equipped, no accessories and default reading settings, then saves the chosen explorer', async () => {
    const { jar } = await newLearner('fresh');
    expect(await view(jar)).toEqual({
      avatarBaseId: null,
      equipped: {},
      jewels: 0,
      inventory: [],
      role: 'learner',
      readingSettings: { textSize: 'normal', spacious: false, reduceMotion: false, speechRate: 1 },
      autoReadQuestions: false,
    });
    const saved = await server.request('/api/avatar/base', { method: 'PUT', body: { baseId: 'navigator-female' }, jar });
    expect(((await saved.json()) as ProfileView).avatarBaseId).toBe('navigator-female');
    const bad = await server.request('/api/avatar/base', { method: 'PUT', body: { baseId: 'dragon' }, jar });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    expect((await view(jar)).avatarBaseId).toBe('navigator-female');
  });

  it('unlocks the island accessory with the first module, and equips, replaces and takes it off', async () => {
    const { jar } = await newLearner('equipper');
    const notOwned = await equip(jar, { category: seedItem.category, accessoryId: seedItem.id });
    expect(notOwned.status).toBe(403);
    expect(await notOwned.json()).toEqual({ error: { code: 'NOT_OWNED', message: 'You have not unlocked this accessory yet.' } });

    expect((await completeM01(jar, `m01-${Date.now()}`)).status).toBe(200);
    expect((await view(jar)).inventory.map((item) => item.accessoryId)).toEqual([seedItem.id]);

    const on = (await (await equip(jar, { category: seedItem.category, accessoryId: seedItem.id })).json()) as ProfileView & { action: string };
    expect(on).toMatchObject({ action: 'equipped', equipped: { [seedItem.category]: seedItem.id } });
    const off = (await (await equip(jar, { category: seedItem.category, accessoryId: seedItem.id })).json()) as ProfileView & { action: string };
    expect(off).toMatchObject({ action: 'unequipped', equipped: {} });
    await equip(jar, { category: seedItem.category, accessoryId: seedItem.id });
    const cleared = (await (await equip(jar, { category: seedItem.category, accessoryId: null })).json()) as ProfileView;
    expect(cleared.equipped).toEqual({});

    expect((await equip(jar, { category: otherSlotCategory, accessoryId: seedItem.id })).status).toBe(400);
    expect((await equip(jar, { category: 'headwear', accessoryId: 'golden-dragon-hat' })).status).toBe(404);
    expect((await equip(jar, { category: 'hat', accessoryId: seedItem.id })).status).toBe(400);
  });

  it('never duplicates an accessory when the same first module is completed many times at once', async () => {
    const { jar, id } = await newLearner('burst');
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => completeM01(jar, `burst-${Date.now()}-${i}`)));
    expect(results.every((response) => response.status === 200)).toBe(true);
    expect(await server.database.db.select().from(userInventory).where(eq(userInventory.userId, id))).toHaveLength(1);
  });

  it('keeps learners apart: nobody wears or changes another learner’s things', async () => {
    const alice = await newLearner('alice');
    const bob = await newLearner('bob');
    await completeM01(alice.jar, `alice-${Date.now()}`);
    await equip(alice.jar, { category: seedItem.category, accessoryId: seedItem.id });
    expect((await equip(bob.jar, { category: seedItem.category, accessoryId: seedItem.id })).status).toBe(403);
    await server.request('/api/avatar/base', { method: 'PUT', body: { baseId: 'guardian' }, jar: bob.jar });
    expect(await view(alice.jar)).toMatchObject({ avatarBaseId: null, equipped: { [seedItem.category]: seedItem.id } });
    expect(await view(bob.jar)).toMatchObject({ avatarBaseId: 'guardian', equipped: {}, inventory: [] });
  });

  it('grants accessories earned before, once, on the retroactive check', async () => {
    const { jar, id } = await newLearner('retro');
    // Progress saved before accessories existed: M01 at 80 (earns it), M11 at 60 (below 70, does not).
    await server.database.db.update(userProgress).set({ completedModules: ['M01', 'M11'], moduleScores: { M01: 80, M11: 60 } }).where(eq(userProgress.userId, id));
    const first = await (await server.request('/api/avatar/claim', { body: {}, jar })).json();
    expect(first).toEqual({ granted: [{ id: seedItem.id, island: 'seed' }] });
    expect(await (await server.request('/api/avatar/claim', { body: {}, jar })).json()).toEqual({ granted: [] });
    expect((await view(jar)).inventory.map((item) => item.accessoryId)).toEqual([seedItem.id]);
    expect((await view(jar)).inventory.map((item) => item.accessoryId)).not.toContain(otherItem.id);
  });
});
