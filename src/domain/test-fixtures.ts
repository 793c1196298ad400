/**
 * Small content fixtures shared by the domain tests (never imported by production code).
 * Real catalogue data stays out of the domain so rules are tested with facts small enough to read.
 */
import type { Bilingual } from '../content/schema/bilingual';
import { ISLAND_KEYS, type IslandKey } from '../content/schema/ids';
import type { AdventureQuestion, ClassicQuestion, SentenceFrame } from '../content/schema/module-body';

export function bi(en: string, zh = `${en}（中）`): Bilingual {
  return { en, 'zh-TW': zh };
}

const hints = [bi('nudge'), bi('narrow'), bi('answer')] as [Bilingual, Bilingual, Bilingual];
const options = [bi('A'), bi('B'), bi('C'), bi('D')];

export function single(id: string, answer: number): AdventureQuestion {
  return { id, type: 'single', question: bi(`Question ${id}`), hintCycle: hints, why: bi('why'), options, answer: [answer] };
}

export function multi(id: string, answer: number[]): AdventureQuestion {
  return { id, type: 'multi', question: bi(`Question ${id}`), hintCycle: hints, why: bi('why'), options, answer };
}

export function bool(id: string, answer: boolean): AdventureQuestion {
  return { id, type: 'bool', question: bi(`Question ${id}`), hintCycle: hints, why: bi('why'), answer };
}

/** A five-question adventure quiz: q1 single(1), q2 multi([0,2]), q3 bool(true), q4 single(3), q5 bool(false). */
export const ADVENTURE_QUIZ: AdventureQuestion[] = [
  single('q1', 1),
  multi('q2', [0, 2]),
  bool('q3', true),
  single('q4', 3),
  bool('q5', false),
];

const base = (id: string) => ({ id, question: bi(`Question ${id}`), feedback: bi('Because.') });

/** A trust-style classic quiz: single(2), bool(false), multi([1,3]), two fill-blank. */
export const CLASSIC_QUIZ: ClassicQuestion[] = [
  { ...base('c1'), type: 'single', options, correctAnswer: 2 },
  { ...base('c2'), type: 'bool', correctAnswer: false },
  { ...base('c3'), type: 'multi', options, correctAnswer: [1, 3] },
  { ...base('c4'), type: 'fill-blank', acceptedAnswers: { en: ['saving', 'savings'], 'zh-TW': ['儲蓄', '存錢'] } },
  { ...base('c5'), type: 'fill-blank', acceptedAnswers: { en: ['Emergency Fund'], 'zh-TW': ['緊急預備金'] } },
];

export const FRAME: SentenceFrame = {
  id: 'frame-1',
  text: { en: 'I ______ my coins in a ______.', 'zh-TW': '我把零用錢______在______裡。' },
  wordPool: { en: ['save', 'spend', 'piggy bank', 'shop'], 'zh-TW': ['存', '花', '存錢筒', '商店'] },
  accepts: { en: [['save', 'keep'], ['piggy bank']], 'zh-TW': [['存'], ['存錢筒']] },
  hints,
};

export const HINTS = hints;

/** A small catalogue: 15 islands in route order; a few modules per island. */
export const ISLANDS: IslandKey[] = [...ISLAND_KEYS];

export interface FixtureModule {
  id: string;
  island: IslandKey;
  gems: number;
}

/** Island i (0-based) gets modules M{i*10+1}…; seed has 5, others 3; trust gives 15 gems, mind 2. */
export function fixtureModules(): FixtureModule[] {
  const modules: FixtureModule[] = [];
  ISLANDS.forEach((island, index) => {
    const count = island === 'seed' ? 5 : 3;
    for (let n = 1; n <= count; n += 1) {
      const number = index * 10 + n;
      const gems = island === 'trust' ? 15 : island === 'mind' ? 2 : 1;
      modules.push({ id: `M${String(number).padStart(2, '0')}`, island, gems });
    }
  });
  return modules;
}

export function fixtureCatalogue() {
  const modules = fixtureModules();
  const islandFirstModules: Partial<Record<IslandKey, string>> = {};
  for (const module of modules) islandFirstModules[module.island] ??= module.id;
  return { modules, islandFirstModules };
}

export function modulesOf(island: IslandKey): string[] {
  return fixtureModules()
    .filter((module) => module.island === island)
    .map((module) => module.id);
}
