import { describe, expect, it } from 'vitest';
import { accessoryIslandsToUnlock, canOpenModule, isIslandUnlocked, isModuleFree, mayRecordModule, shouldUnlockAccessory } from './unlocking';
import type { UnlockContext } from './unlocking';

const context = (over: Partial<UnlockContext> = {}): UnlockContext => ({
  signedIn: true,
  completedModules: [],
  islands: ['seed', 'trust', 'risk'],
  modulesByIsland: { seed: ['M01', 'M02', 'M03', 'M04', 'M05'], trust: ['M11', 'M12', 'M13'], risk: ['M21'] },
  ...over,
});
const FREE = ['M01', 'M02', 'M03', 'M04', 'M05'];

describe('isIslandUnlocked', () => {
  it('always opens the first island, even to visitors', () => {
    expect(isIslandUnlocked('seed', context({ signedIn: false }))).toBe(true);
  });

  it('opens the next island at 80% of the previous island, for signed-in learners only', () => {
    expect(isIslandUnlocked('trust', context({ completedModules: ['M01', 'M02', 'M03'] }))).toBe(false);
    expect(isIslandUnlocked('trust', context({ completedModules: ['M01', 'M02', 'M03', 'M04'] }))).toBe(true);
    expect(isIslandUnlocked('trust', context({ signedIn: false, completedModules: FREE }))).toBe(false);
  });

  it('needs the whole 80%: 2 of 3 (67%) is not enough, 3 of 3 is', () => {
    expect(isIslandUnlocked('risk', context({ completedModules: ['M11', 'M12'] }))).toBe(false);
    expect(isIslandUnlocked('risk', context({ completedModules: ['M11', 'M12', 'M13'] }))).toBe(true);
  });

  it('only the previous island counts, and unknown islands stay locked', () => {
    expect(isIslandUnlocked('risk', context({ completedModules: FREE }))).toBe(false);
    expect(isIslandUnlocked('crypto', context({ completedModules: FREE }))).toBe(false);
  });
});

describe('mayRecordModule (what the server lets a signed-in learner record)', () => {
  const catalogue = { islands: context().islands, modulesByIsland: context().modulesByIsland, freeIds: FREE };
  it('records the free island always, a later island only once it is open on the map', () => {
    expect(mayRecordModule('M01', [], catalogue)).toBe(true);
    expect(mayRecordModule('M11', [], catalogue)).toBe(false);
    expect(mayRecordModule('M11', ['M01', 'M02', 'M03'], catalogue)).toBe(false);
    expect(mayRecordModule('M11', ['M01', 'M02', 'M03', 'M04'], catalogue)).toBe(true);
    expect(mayRecordModule('M21', ['M01', 'M02', 'M03', 'M04', 'M05'], catalogue)).toBe(false);
  });
  it('agrees with what the map opens for a signed-in learner, module by module', () => {
    for (const completed of [[], ['M01', 'M02', 'M03', 'M04'], ['M01', 'M02', 'M03', 'M04', 'M11', 'M12', 'M13']]) {
      for (const id of ['M01', 'M05', 'M11', 'M13', 'M21', 'M99']) {
        expect(mayRecordModule(id, completed, catalogue), `${id} after ${completed.join(',')}`).toBe(canOpenModule(id, { ...context({ completedModules: completed }), freeIds: FREE }));
      }
    }
  });
});

describe('opening modules', () => {
  it('free modules open for everyone; others need sign-in and an unlocked island', () => {
    expect(isModuleFree('M01', FREE)).toBe(true);
    expect(isModuleFree('M11', FREE)).toBe(false);
    expect(canOpenModule('M01', { ...context({ signedIn: false }), freeIds: FREE })).toBe(true);
    expect(canOpenModule('M11', { ...context({ signedIn: false, completedModules: FREE }), freeIds: FREE })).toBe(false);
    expect(canOpenModule('M11', { ...context({ completedModules: FREE }), freeIds: FREE })).toBe(true);
    expect(canOpenModule('M21', { ...context({ completedModules: FREE }), freeIds: FREE })).toBe(false);
    expect(canOpenModule('M99', { ...context(), freeIds: FREE })).toBe(false);
  });
});

describe('accessories', () => {
  it('unlock at a score of 70 or more', () => {
    expect(shouldUnlockAccessory(69)).toBe(false);
    expect(shouldUnlockAccessory(70)).toBe(true);
  });

  it('the retroactive check grants missing accessories of qualifying first modules only', () => {
    const firsts = { seed: 'M01', trust: 'M11', risk: 'M21' };
    const scores = { M01: 90, M11: 65, M21: 70, M02: 100 };
    expect(accessoryIslandsToUnlock(scores, firsts, [], ['seed', 'trust', 'risk'])).toEqual(['seed', 'risk']);
    expect(accessoryIslandsToUnlock(scores, firsts, ['seed'], ['seed', 'trust', 'risk'])).toEqual(['risk']);
  });
});
