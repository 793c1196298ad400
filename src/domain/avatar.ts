import { z } from 'zod';
import { accessoryCategorySchema, avatarBaseIdSchema, islandKeySchema, type AccessoryCategory } from '../content/schema/ids';
import { readingSettingsSchema } from './reading-settings';

/** What a learner's explorer wears: at most one accessory per category. */
export const equippedSchema = z.partialRecord(accessoryCategorySchema, z.string());
export type Equipped = z.infer<typeof equippedSchema>;

export const accessoryIdSchema = z.string().min(1).max(64).regex(/^[a-z0-9-]+$/);

export const profileViewSchema = z.object({
  avatarBaseId: avatarBaseIdSchema.nullable(),
  equipped: equippedSchema,
  jewels: z.number().int().min(0),
  inventory: z.array(z.object({ accessoryId: z.string(), unlockedAt: z.string() })),
  /** A grown-up (teacher or parent) also sees the Teach page in the menu. */
  role: z.enum(['learner', 'grown-up']),
  /** How the learner reads (issue 28): text size, spacing, motion and read-aloud speed. */
  readingSettings: readingSettingsSchema,
  /** A grown-up of one of the learner's groups asked for the questions to be read aloud to them. */
  autoReadQuestions: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const setBaseRequestSchema = z.object({ baseId: avatarBaseIdSchema }).strict();

/** Equip an owned accessory in its category, or `accessoryId: null` to take that category off. */
export const equipRequestSchema = z.object({ category: accessoryCategorySchema, accessoryId: accessoryIdSchema.nullable() }).strict();
export type EquipRequest = z.infer<typeof equipRequestSchema>;

export const claimResponseSchema = z.object({ granted: z.array(z.object({ id: z.string(), island: islandKeySchema })) });

export type EquipResult =
  | { ok: true; equipped: Equipped; action: 'equipped' | 'unequipped' }
  | { ok: false; reason: 'not-owned' | 'wrong-category' | 'unknown-accessory' };

/**
 * spec.md: each category holds at most one item; equipping replaces that category's item; equipping the
 * item already equipped takes it off. Only owned accessories can be worn.
 */
export function applyEquip(
  equipped: Equipped,
  request: EquipRequest,
  owned: readonly string[],
  categoryOf: (accessoryId: string) => AccessoryCategory | undefined,
): EquipResult {
  const { category, accessoryId } = request;
  const without = (): Equipped => Object.fromEntries(Object.entries(equipped).filter(([slot]) => slot !== category));
  if (accessoryId === null) return { ok: true, equipped: without(), action: 'unequipped' };
  const actual = categoryOf(accessoryId);
  if (!actual) return { ok: false, reason: 'unknown-accessory' };
  if (actual !== category) return { ok: false, reason: 'wrong-category' };
  if (!owned.includes(accessoryId)) return { ok: false, reason: 'not-owned' };
  if (equipped[category] === accessoryId) return { ok: true, equipped: without(), action: 'unequipped' };
  return { ok: true, equipped: { ...equipped, [category]: accessoryId }, action: 'equipped' };
}

/** Drops anything no longer owned or in the wrong slot (e.g. an accessory removed from the catalogue). */
export function sanitizeEquipped(equipped: Equipped, owned: readonly string[], categoryOf: (accessoryId: string) => AccessoryCategory | undefined): Equipped {
  const clean: Equipped = {};
  for (const [category, id] of Object.entries(equipped) as [AccessoryCategory, string | undefined][]) {
    if (id && owned.includes(id) && categoryOf(id) === category) clean[category] = id;
  }
  return clean;
}
