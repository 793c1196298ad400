import { describe, expect, it } from 'vitest';
import { accessoryIslandsToUnlock, canOpenModule, isIslandUnlocked, isModuleFree, mayRecordModule, modulesNeededToUnlock, shouldUnlockAccessory, unlockRequirement } from './unlocking';
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

describe('unlockRequirement (what a locked island asks of the learner)', () => {
  const seedTen = ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10'];
  const route = (over: Partial<UnlockContext> = {}): UnlockContext => ({
    signedIn: true,
    completedModules: [],
    islands: ['seed', 'trust', 'risk', 'ledger', 'mind'],
    modulesByIsland: { seed: seedTen, trust: ['M11', 'M12', 'M13', 'M14', 'M15'], risk: ['M16', 'M17', 'M18', 'M19'], ledger: [], mind: ['M30'] },
    ...over,
  });

  it('the first island asks nothing, signed in or not', () => {
    expect(unlockRequirement('seed', route({ signedIn: false }))).toEqual({ kind: 'open' });
    expect(unlockRequirement('seed', route())).toEqual({ kind: 'open' });
  });

  it('a visitor is told to sign in, then finish 8 of the previous island\'s 10 lessons', () => {
    expect(unlockRequirement('trust', route({ signedIn: false }))).toEqual({ kind: 'sign-in', island: 'seed', total: 10, needed: 8, done: 0, left: 8 });
    // Even with all ten played as a guest, the island waits for an account.
    expect(unlockRequirement('trust', route({ signedIn: false, completedModules: seedTen }))).toMatchObject({ kind: 'sign-in', done: 10, left: 0 });
  });

  it('a signed-in learner sees how many lessons are left: 8, then 3, then 1, then none', () => {
    expect(unlockRequirement('trust', route())).toEqual({ kind: 'finish-previous', island: 'seed', total: 10, needed: 8, done: 0, left: 8 });
    expect(unlockRequirement('trust', route({ completedModules: seedTen.slice(0, 5) }))).toMatchObject({ kind: 'finish-previous', done: 5, left: 3 });
    expect(unlockRequirement('trust', route({ completedModules: seedTen.slice(0, 7) }))).toMatchObject({ kind: 'finish-previous', done: 7, left: 1 });
    expect(unlockRequirement('trust', route({ completedModules: seedTen.slice(0, 8) }))).toEqual({ kind: 'open' });
    expect(unlockRequirement('trust', route({ completedModules: seedTen }))).toEqual({ kind: 'open' });
  });

  it('a later island counts only the island just before it, with that island\'s own numbers', () => {
    // Risk Volcano follows Trust Island's 5 lessons: 80% is 4 of 5; Seed Island lessons do not count.
    expect(unlockRequirement('risk', route({ completedModules: [...seedTen, 'M11'] }))).toEqual({ kind: 'finish-previous', island: 'trust', total: 5, needed: 4, done: 1, left: 3 });
    // 4 lessons: 3 (75%) is short of 80%, so all 4 are needed.
    expect(unlockRequirement('ledger', route({ completedModules: ['M16', 'M17', 'M18'] }))).toMatchObject({ island: 'risk', needed: 4, left: 1 });
  });

  it('an island after one without lessons opens on sign-in; an island off the route never opens', () => {
    expect(unlockRequirement('mind', route())).toEqual({ kind: 'open' });
    expect(unlockRequirement('mind', route({ signedIn: false }))).toMatchObject({ kind: 'sign-in', island: 'ledger', needed: 0 });
    expect(unlockRequirement('crypto', route())).toEqual({ kind: 'not-on-route' });
  });

  it('needs the fewest lessons that reach 80% of any island size', () => {
    expect([1, 3, 4, 5, 6, 10, 12, 14, 17, 27].map(modulesNeededToUnlock)).toEqual([1, 3, 4, 4, 5, 8, 10, 12, 14, 22]);
    expect(modulesNeededToUnlock(0)).toBe(0);
  });

  it('agrees with isIslandUnlocked for every number of lessons done', () => {
    for (let done = 0; done <= seedTen.length; done += 1) {
      for (const signedIn of [true, false]) {
        const ctx = route({ signedIn, completedModules: seedTen.slice(0, done) });
        expect(unlockRequirement('trust', ctx).kind === 'open', `${done} done, signed in ${signedIn}`).toBe(isIslandUnlocked('trust', ctx));
        expect(isIslandUnlocked('trust', ctx)).toBe(signedIn && done / seedTen.length >= 0.8);
      }
    }
  });
});
