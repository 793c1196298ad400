import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ACCESSORIES } from '../../content/accessories';
import { ISLANDS } from '../../content/islands';
import type { AccessoryCategory, IslandKey } from '../../content/schema/ids';
import { applyEquip, equipRequestSchema, sanitizeEquipped, setBaseRequestSchema, type ProfileView } from '../../domain/avatar';
import { readingSettingsFrom } from '../../domain/reading-settings-options';
import { accessoryIslandsToUnlock } from '../../domain/unlocking';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { groupMembers, groups, profiles, userInventory, userProgress } from '../db/schema';
import { ApiProblem, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { ACCESSORY_BY_ISLAND, COMPLETION_CATALOGUE } from '../progress/catalogue';
import type { Tx } from '../progress/progress-store';

const CATEGORY_BY_ACCESSORY = new Map<string, AccessoryCategory>(ACCESSORIES.map((item) => [item.id, item.category]));
const categoryOf = (id: string) => CATEGORY_BY_ACCESSORY.get(id);

async function owned(tx: Tx, userId: string) {
  return tx.select({ accessoryId: userInventory.accessoryId, unlockedAt: userInventory.unlockedAt }).from(userInventory).where(eq(userInventory.userId, userId));
}

/** Whether any group the learner is in has "read questions aloud automatically" on. */
export async function autoReadQuestionsFor(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ groupId: groups.id })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groups.autoReadQuestions, true)))
    .limit(1);
  return row !== undefined;
}

async function profileView(tx: Tx, userId: string): Promise<ProfileView> {
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  // One after another: inside a transaction the queries share one connection.
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  const inventory = await owned(tx, userId);
  const autoReadQuestions = await autoReadQuestionsFor(tx, userId);
  const ids = inventory.map((item) => item.accessoryId);
  return {
    avatarBaseId: (profile?.avatarBaseId as ProfileView['avatarBaseId']) ?? null,
    equipped: sanitizeEquipped(profile?.avatarConfig.equipped ?? {}, ids, categoryOf),
    jewels: profile?.jewels ?? 0,
    inventory: inventory.map((item) => ({ accessoryId: item.accessoryId, unlockedAt: item.unlockedAt.toISOString() })),
    role: profile?.role === 'grown-up' ? 'grown-up' : 'learner',
    readingSettings: readingSettingsFrom(profile?.readingSettings),
    autoReadQuestions,
  };
}

/** The learner's explorer: base, equipment and accessories; every query scoped to the signed-in learner. */
export function avatarRoutes(db: Db, sessions: SessionReader) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(sessions));

  app.get('/', async (c) => c.json(await profileView(db, c.get('user').id)));

  app.put('/base', async (c) => {
    const { baseId } = await readBody(c, setBaseRequestSchema);
    const userId = c.get('user').id;
    await db.insert(profiles).values({ userId }).onConflictDoNothing();
    await db.update(profiles).set({ avatarBaseId: baseId }).where(eq(profiles.userId, userId));
    return c.json(await profileView(db, userId));
  });

  app.put('/equipped', async (c) => {
    const request = await readBody(c, equipRequestSchema);
    const userId = c.get('user').id;
    const result = await db.transaction(async (tx) => {
      await tx.insert(profiles).values({ userId }).onConflictDoNothing();
      const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
      const ids = (await owned(tx, userId)).map((item) => item.accessoryId);
      const outcome = applyEquip(sanitizeEquipped(profile?.avatarConfig.equipped ?? {}, ids, categoryOf), request, ids, categoryOf);
      if (!outcome.ok) {
        if (outcome.reason === 'not-owned') throw new ApiProblem(403, 'NOT_OWNED');
        if (outcome.reason === 'wrong-category') throw new ApiProblem(400, 'WRONG_SLOT');
        throw new ApiProblem(404, 'ACCESSORY_NOT_FOUND');
      }
      await tx.update(profiles).set({ avatarConfig: { equipped: outcome.equipped } }).where(eq(profiles.userId, userId));
      return { view: await profileView(tx, userId), action: outcome.action };
    });
    return c.json({ ...result.view, action: result.action });
  });

  // The retroactive check: accessories for islands whose first module was completed with ≥ 70 before
  // the accessory existed (or before this rule), granted once each.
  app.post('/claim', async (c) => {
    const userId = c.get('user').id;
    const granted = await db.transaction(async (tx) => {
      const [progress] = await tx.select({ moduleScores: userProgress.moduleScores }).from(userProgress).where(eq(userProgress.userId, userId));
      const have = (await owned(tx, userId)).map((item) => item.accessoryId);
      const unlockedIslands = ACCESSORIES.filter((item) => have.includes(item.id)).map((item) => item.island);
      const islands: IslandKey[] = accessoryIslandsToUnlock(
        progress?.moduleScores ?? {},
        COMPLETION_CATALOGUE.islandFirstModules,
        unlockedIslands,
        ISLANDS.map((island) => island.key),
      );
      const added: { id: string; island: IslandKey }[] = [];
      for (const island of islands) {
        const accessoryId = ACCESSORY_BY_ISLAND[island];
        if (!accessoryId) continue;
        const inserted = await tx.insert(userInventory).values({ userId, accessoryId }).onConflictDoNothing().returning({ id: userInventory.id });
        if (inserted.length > 0) added.push({ id: accessoryId, island });
      }
      return added;
    });
    return c.json({ granted });
  });

  return app;
}
