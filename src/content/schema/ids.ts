import { z } from 'zod';

export const ISLAND_KEYS = [
  'seed',
  'trust',
  'risk',
  'ledger',
  'mind',
  'future',
  'decision',
  'shield',
  'crystal',
  'marketplace',
  'brand',
  'global',
  'worldtrade',
  'capital',
  'crypto',
] as const;
export const islandKeySchema = z.enum(ISLAND_KEYS);
export type IslandKey = z.infer<typeof islandKeySchema>;

export const CATEGORY_IDS = [
  'seed-money-basics',
  'trust-credit-trust',
  'risk-volcano-contingency',
  'ledger-cave-expense-management',
  'money-mindset',
  'future-harbor-planning',
  'decision-forest-boundaries',
  'shield-island-protection',
  'crystal-tower-transparency',
  'marketplace-business-microeconomics',
  'brand-reef-influence',
  'global-sky-islands-policy',
  'global-sky-islands-macroeconomics',
  'world-trade-port-systems',
  'credit-risk-investing',
  'capital-mountain-investment',
  'crypto-galaxy-digital-finance',
] as const;
export const categoryIdSchema = z.enum(CATEGORY_IDS);
export type CategoryId = z.infer<typeof categoryIdSchema>;

/** Module ids look like M01 … M172. */
export const moduleIdSchema = z.string().regex(/^M\d{2,3}$/, 'a module id looks like M01');
export type ModuleId = z.infer<typeof moduleIdSchema>;

export const BADGE_IDS = [
  'starter-explorer',
  'money-basics-master',
  'investment-genius',
  'mindset-master',
  'policy-expert',
  'digital-pioneer',
  'business-mogul',
  'seven-day-streak',
  'month-streak',
  'vocab-hero',
  'quiz-ace',
  'perfect-scorer',
  'reflection-writer',
  'midnight-learner',
  'speed-runner',
  'bridge-builder',
  'financial-champion',
] as const;
export const badgeIdSchema = z.enum(BADGE_IDS);
export type BadgeId = z.infer<typeof badgeIdSchema>;

export const AVATAR_BASE_IDS = [
  'explorer',
  'explorer-female',
  'guardian',
  'guardian-female',
  'innovator',
  'innovator-female',
  'navigator',
  'navigator-female',
] as const;
export const avatarBaseIdSchema = z.enum(AVATAR_BASE_IDS);
export type AvatarBaseId = z.infer<typeof avatarBaseIdSchema>;

export const ACCESSORY_CATEGORIES = ['headwear', 'eyewear', 'back', 'accessory', 'footwear'] as const;
export const accessoryCategorySchema = z.enum(ACCESSORY_CATEGORIES);
export type AccessoryCategory = z.infer<typeof accessoryCategorySchema>;
