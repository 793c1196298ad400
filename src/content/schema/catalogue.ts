import { z } from 'zod';
import { bilingualSchema } from './bilingual';
import {
  accessoryCategorySchema,
  avatarBaseIdSchema,
  badgeIdSchema,
  categoryIdSchema,
  islandKeySchema,
  moduleIdSchema,
} from './ids';

export const islandSchema = z
  .object({
    key: islandKeySchema,
    /** 1-based position on the route; also the unlock order. */
    order: z.number().int().min(1).max(15),
    /** URL path, e.g. /seed-island. */
    path: z.string().regex(/^\/[a-z-]+$/),
    title: bilingualSchema,
    subtitle: bilingualSchema,
    description: bilingualSchema,
    topics: z.array(bilingualSchema).min(1),
    /** Tailwind-friendly accent name used by the emblem and progress bars. */
    accent: z.string().min(1),
    /** True once every module of the island has a written body (the content check then requires them). */
    written: z.boolean(),
  })
  .strict();
/** An island as the content check reads it: ISLANDS with its description from ISLAND_DESCRIPTIONS. */
export type CheckedIsland = z.infer<typeof islandSchema>;
/** An island as ISLANDS holds it: its description is in ISLAND_DESCRIPTIONS (off the home page's bundle). */
export type Island = Omit<CheckedIsland, 'description'>;

export const categorySchema = z
  .object({
    id: categoryIdSchema,
    island: islandKeySchema,
    order: z.number().int().min(1),
    title: bilingualSchema,
    description: bilingualSchema,
    color: z.string().min(1),
  })
  .strict();
export type Category = z.infer<typeof categorySchema>;

export const MODULE_FORMATS = ['adventure', 'classic'] as const;
export const moduleFormatSchema = z.enum(MODULE_FORMATS);
export type ModuleFormat = z.infer<typeof moduleFormatSchema>;

/** What the catalogue index knows of a module without loading its body. */
export const moduleMetaSchema = z
  .object({
    id: moduleIdSchema,
    island: islandKeySchema,
    categoryId: categoryIdSchema,
    /** 1-based position within its island. */
    order: z.number().int().min(1),
    format: moduleFormatSchema,
    title: bilingualSchema,
    description: bilingualSchema,
    outcome: z.enum(['remember', 'understand']),
    estimatedMinutes: z.number().int().min(5).max(60),
    /** Number of quiz questions in the body (checked against it). */
    questionCount: z.number().int().min(1).max(10),
    rewards: z.object({ gems: z.number().int().min(0), badgeName: bilingualSchema }).strict(),
  })
  .strict();
export type ModuleMeta = z.infer<typeof moduleMetaSchema>;

export const BADGE_TYPES = ['starter', 'category', 'streak', 'skill', 'achievement', 'hidden', 'ultimate'] as const;

export const badgeSchema = z
  .object({
    id: badgeIdSchema,
    type: z.enum(BADGE_TYPES),
    name: bilingualSchema,
    description: bilingualSchema,
    /** A lucide-react icon name, e.g. "Sprout". */
    icon: z.string().min(1),
    /** How to earn it, in words a child understands. */
    condition: bilingualSchema,
    /** What changes on the map when it is earned. */
    mapEffect: bilingualSchema,
  })
  .strict();
export type Badge = z.infer<typeof badgeSchema>;

export const avatarBaseSchema = z
  .object({
    id: avatarBaseIdSchema,
    name: bilingualSchema,
    pillar: z.enum(['Empowerment', 'Resilience', 'Independence', 'Agility']),
    subtitle: bilingualSchema,
    accent: z.enum(['emerald', 'blue', 'orange', 'purple']),
  })
  .strict();
export type AvatarBase = z.infer<typeof avatarBaseSchema>;

export const accessorySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: bilingualSchema,
    description: bilingualSchema,
    category: accessoryCategorySchema,
    island: islandKeySchema,
  })
  .strict();
export type Accessory = z.infer<typeof accessorySchema>;
