import { ISLAND_TOPIC_COUNTS } from './topic-counts';
import { WRITTEN_MODULE_IDS } from './module-bodies';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORIES } from './categories';
import {
  FREE_MODULE_IDS,
  categoriesOfIsland,
  firstModuleOfIsland,
  getIsland,
  getIslandByPath,
  getModuleMeta,
  isFreeModule,
  modulesOfCategory,
  modulesOfIsland,
} from './catalogue-queries';
import { ISLAND_DESCRIPTIONS } from './island-descriptions';
import { ISLANDS } from './islands';
import { MODULE_CATALOGUE } from './module-catalogue';
import { categorySchema, islandSchema, moduleMetaSchema } from './schema/catalogue';
import { CATEGORY_IDS, ISLAND_KEYS } from './schema/ids';
import type { IslandKey } from './schema/ids';

/** decisions.md: the catalogue table, island by island. */
const EXPECTED_MODULES: Record<IslandKey, readonly string[]> = {
  seed: range(1, 10),
  trust: range(11, 15),
  risk: range(21, 24),
  ledger: [...range(18, 20), ...range(25, 29)],
  mind: [...range(30, 34), ...range(93, 95), ...range(116, 134)],
  future: range(35, 44),
  decision: range(45, 49),
  shield: range(50, 54),
  crystal: range(62, 67),
  marketplace: [...range(55, 61), ...range(68, 72), 'M171', 'M172'],
  brand: range(77, 79),
  global: [...range(73, 76), ...range(80, 82), ...range(83, 92)],
  worldtrade: range(100, 105),
  capital: [...range(16, 17), ...range(106, 115)],
  crypto: range(96, 99),
};

const EXPECTED_PATHS: Record<IslandKey, string> = {
  seed: '/seed-island',
  trust: '/trust-island',
  risk: '/risk-volcano',
  ledger: '/ledger-cave',
  mind: '/mind-desert',
  future: '/future-harbor',
  decision: '/decision-forest',
  shield: '/shield-island',
  crystal: '/crystal-tower',
  marketplace: '/marketplace-island',
  brand: '/brand-reef',
  global: '/global-sky-islands',
  worldtrade: '/world-trade-port',
  capital: '/capital-mountain',
  crypto: '/crypto-galaxy',
};

const TOPIC_COUNTS = ISLAND_TOPIC_COUNTS;

const GEMS: Record<IslandKey, number> = {
  seed: 1,
  trust: 15,
  risk: 1,
  ledger: 1,
  mind: 2,
  future: 2,
  decision: 1,
  shield: 1,
  crystal: 1,
  marketplace: 1,
  brand: 1,
  global: 1,
  worldtrade: 1,
  capital: 1,
  crypto: 1,
};

const ADVENTURE_ISLANDS: readonly IslandKey[] = ['seed', 'risk', 'ledger', 'global'];

function range(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `M${String(from + i).padStart(2, '0')}`);
}

describe('islands', () => {
  it('are the 15 islands in decisions.md order, each valid', () => {
    expect(ISLANDS.map((island) => island.key)).toEqual([...ISLAND_KEYS]);
    expect(ISLANDS.map((island) => island.order)).toEqual(range(1, 15).map((_, i) => i + 1));
    expect(() => z.array(islandSchema).parse(ISLANDS.map((island) => ({ ...island, description: ISLAND_DESCRIPTIONS[island.key] })))).not.toThrow();
  });

  it('have the decided paths and unique accents', () => {
    for (const island of ISLANDS) expect(island.path).toBe(EXPECTED_PATHS[island.key]);
    expect(new Set(ISLANDS.map((island) => island.accent)).size).toBe(ISLANDS.length);
  });

  it('have the topic counts of spec.md', () => {
    for (const island of ISLANDS) expect([island.key, island.topics.length]).toEqual([island.key, TOPIC_COUNTS[island.key]]);
  });

  it('are marked written exactly when every one of their modules has a body', () => {
    const written = new Set(WRITTEN_MODULE_IDS);
    const complete = ISLANDS.filter((island) => modulesOfIsland(island.key).every((module) => written.has(module.id))).map((island) => island.key);
    expect(ISLANDS.filter((island) => island.written).map((island) => island.key)).toEqual(complete);
    expect(complete).toEqual(expect.arrayContaining(['seed', 'trust', 'risk', 'ledger']));
  });

  it('are found by key and by path', () => {
    expect(getIsland('ledger').title.en).toBe('Ledger Cave');
    expect(getIsland('atlantis')).toBeUndefined();
    expect(getIslandByPath('/crystal-tower')?.key).toBe('crystal');
    expect(getIslandByPath('/crystal-tower/')?.key).toBe('crystal');
    expect(getIslandByPath('/nowhere')).toBeUndefined();
    expect(getIslandByPath('/')).toBeUndefined();
  });
});

describe('categories', () => {
  it('are the 17 category ids in order, each valid', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    expect(CATEGORIES.map((category) => category.order)).toEqual(CATEGORY_IDS.map((_, i) => i + 1));
    expect(() => z.array(categorySchema).parse(CATEGORIES)).not.toThrow();
  });

  it('belong to the decided islands', () => {
    expect(categoriesOfIsland('shield').map((category) => category.id)).toEqual(['shield-island-protection']);
    expect(categoriesOfIsland('capital').map((category) => category.id)).toEqual([
      'credit-risk-investing',
      'capital-mountain-investment',
    ]);
    expect(categoriesOfIsland('global').map((category) => category.id)).toEqual([
      'global-sky-islands-policy',
      'global-sky-islands-macroeconomics',
    ]);
    for (const key of ISLAND_KEYS) expect(categoriesOfIsland(key).length).toBeGreaterThanOrEqual(1);
  });
});

describe('module catalogue', () => {
  it('has 136 valid modules with unique ids', () => {
    expect(MODULE_CATALOGUE).toHaveLength(136);
    expect(new Set(MODULE_CATALOGUE.map((meta) => meta.id)).size).toBe(136);
    expect(() => z.array(moduleMetaSchema).parse(MODULE_CATALOGUE)).not.toThrow();
  });

  it('assigns every module to the island of the decisions.md table, in island then module order', () => {
    expect(MODULE_CATALOGUE.map((meta) => meta.id)).toEqual(ISLAND_KEYS.flatMap((key) => EXPECTED_MODULES[key]));
    for (const key of ISLAND_KEYS) {
      const modules = modulesOfIsland(key);
      expect(modules.length).toBeGreaterThanOrEqual(1);
      expect(modules.map((meta) => meta.id)).toEqual(EXPECTED_MODULES[key]);
      expect(modules.map((meta) => meta.order)).toEqual(modules.map((_, i) => i + 1));
      expect(firstModuleOfIsland(key).id).toBe(EXPECTED_MODULES[key][0]);
    }
  });

  it('puts each module in exactly one category, on the same island as the module', () => {
    const categoryIsland = new Map(CATEGORIES.map((category) => [category.id, category.island]));
    for (const meta of MODULE_CATALOGUE) expect([meta.id, categoryIsland.get(meta.categoryId)]).toEqual([meta.id, meta.island]);
    const perCategory = CATEGORY_IDS.flatMap((id) => modulesOfCategory(id).map((meta) => meta.id));
    expect(perCategory.sort()).toEqual(MODULE_CATALOGUE.map((meta) => meta.id).sort());
    for (const id of CATEGORY_IDS) expect(modulesOfCategory(id).length).toBeGreaterThanOrEqual(1);
  });

  it('uses the split categories of decisions.md', () => {
    expect(modulesOfCategory('credit-risk-investing').map((meta) => meta.id)).toEqual(['M16', 'M17']);
    expect(modulesOfCategory('capital-mountain-investment').map((meta) => meta.id)).toEqual(range(106, 115));
    expect(modulesOfCategory('global-sky-islands-policy').map((meta) => meta.id)).toEqual([...range(73, 76), ...range(80, 82)]);
    expect(modulesOfCategory('global-sky-islands-macroeconomics').map((meta) => meta.id)).toEqual(range(83, 92));
  });

  it('grants gems per island as decided', () => {
    for (const meta of MODULE_CATALOGUE) expect([meta.id, meta.rewards.gems]).toEqual([meta.id, GEMS[meta.island]]);
  });

  it('uses the adventure format on seed, risk, ledger and global islands only', () => {
    for (const meta of MODULE_CATALOGUE) {
      expect([meta.id, meta.format]).toEqual([meta.id, ADVENTURE_ISLANDS.includes(meta.island) ? 'adventure' : 'classic']);
    }
  });

  it('has five questions and 20–25 minutes per module', () => {
    for (const meta of MODULE_CATALOGUE) {
      expect(meta.questionCount).toBe(5);
      expect(meta.estimatedMinutes).toBeGreaterThanOrEqual(20);
      expect(meta.estimatedMinutes).toBeLessThanOrEqual(25);
    }
  });

  it('keeps titles short and descriptions to one short sentence', () => {
    for (const meta of MODULE_CATALOGUE) {
      expect(meta.title.en.split(/\s+/).length, meta.id).toBeLessThanOrEqual(6);
      expect(meta.description.en.length, meta.id).toBeLessThanOrEqual(120);
    }
  });

  it('uses the fixed Seed and Trust titles', () => {
    expect([...range(1, 15)].map((id) => getModuleMeta(id)?.title.en)).toEqual([
      'What Is Money?',
      'Earning Income',
      'Needs and Wants',
      'Saving Starts Small',
      'Setting a Savings Goal',
      'My First Budget',
      'Choices and Opportunity Cost',
      'Banks Keep Money Safe',
      'Interest Helps Savings Grow',
      'Sharing and Giving',
      'What Is Credit? Trust and Promises',
      'Borrowing and Paying Back',
      'Interest: The Price of Borrowing',
      'Building a Good Record',
      'When to Say No to Borrowing',
    ]);
  });
});

describe('module look-ups', () => {
  it('finds a module by id and gives undefined for unknown ids', () => {
    expect(getModuleMeta('M01')?.island).toBe('seed');
    expect(getModuleMeta('M172')?.island).toBe('marketplace');
    expect(getModuleMeta('M64')?.categoryId).toBe('crystal-tower-transparency');
    expect(getModuleMeta('M00')).toBeUndefined();
    expect(getModuleMeta('M135')).toBeUndefined();
    expect(getModuleMeta('m01')).toBeUndefined();
    expect(getModuleMeta('')).toBeUndefined();
  });

  it('frees exactly M01–M10', () => {
    expect(FREE_MODULE_IDS).toEqual(range(1, 10));
    expect(isFreeModule('M10')).toBe(true);
    expect(isFreeModule('M11')).toBe(false);
    expect(isFreeModule('nope')).toBe(false);
  });
});
