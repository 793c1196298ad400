import { describe, expect, it } from 'vitest';
import { BADGE_IDS } from '../content/schema/ids';
import type { IslandKey } from '../content/schema/ids';
import { CATEGORY_BADGE_ISLANDS, evaluateBadges, hasSpeedRun, newBadges } from './badges';
import { emptyProgress } from './progress';
import type { Completion, ProgressState } from './progress';
import { fixtureModules, modulesOf } from './test-fixtures';

const catalogue = { modules: fixtureModules() };

function entry(moduleId: string, at: string, over: Partial<Completion> = {}): Completion {
  const island = fixtureModules().find((m) => m.id === moduleId)?.island ?? 'seed';
  return { moduleId, at, localHour: 10, localDate: at.slice(0, 10), island, score: 80, firstCompletion: true, ...over };
}

/** A state where the given modules are completed (one hour apart) with the given score. */
function completed(ids: readonly string[], score = 70, over: Partial<ProgressState> = {}): ProgressState {
  return {
    ...emptyProgress(),
    completedModules: [...ids],
    moduleScores: Object.fromEntries(ids.map((id) => [id, score])),
    completions: ids.map((id, i) => entry(id, new Date(Date.UTC(2024, 0, 1, i * 2)).toISOString(), { score })),
    ...over,
  };
}

const badges = (state: ProgressState) => [...evaluateBadges(state, catalogue)];

describe('evaluateBadges', () => {
  it('earns nothing with no progress, and Starter Explorer with one module', () => {
    expect(badges(emptyProgress())).toEqual([]);
    expect(badges(completed(['M01']))).toEqual(['starter-explorer']);
  });

  it.each(Object.entries(CATEGORY_BADGE_ISLANDS))('%s needs every module of %s island', (badge, island) => {
    const ids = modulesOf(island as IslandKey);
    expect(badges(completed(ids.slice(0, -1)))).not.toContain(badge);
    expect(badges(completed(ids))).toContain(badge);
  });

  it('category badges are not earned for an island with no modules in the catalogue', () => {
    const state = completed(['M01']);
    expect([...evaluateBadges(state, { modules: [{ id: 'M01', island: 'seed' }] })]).toContain('money-basics-master');
    expect([...evaluateBadges(state, { modules: [] })]).not.toContain('investment-genius');
  });

  it('streak badges at 7 and 30 days', () => {
    expect(badges(completed(['M01'], 70, { currentStreak: 6 }))).not.toContain('seven-day-streak');
    expect(badges(completed(['M01'], 70, { currentStreak: 7 }))).toContain('seven-day-streak');
    expect(badges(completed(['M01'], 70, { currentStreak: 29 }))).not.toContain('month-streak');
    expect(badges(completed(['M01'], 70, { currentStreak: 30 }))).toEqual(expect.arrayContaining(['seven-day-streak', 'month-streak']));
  });

  it('Vocab Hero at 50 distinct mastered terms', () => {
    const terms = Array.from({ length: 50 }, (_, i) => `M01/term-${i}`);
    expect(badges({ ...emptyProgress(), vocabMastered: terms.slice(0, 49) })).toEqual([]);
    expect(badges({ ...emptyProgress(), vocabMastered: [...terms.slice(0, 49), 'M01/term-0'] })).toEqual([]);
    expect(badges({ ...emptyProgress(), vocabMastered: terms })).toEqual(['vocab-hero']);
  });

  it('Quiz Ace at any score of 90 or more', () => {
    expect(badges(completed(['M01'], 89))).not.toContain('quiz-ace');
    expect(badges(completed(['M01'], 90))).toContain('quiz-ace');
  });

  it('Perfect Scorer at 5 perfect scores', () => {
    expect(badges({ ...emptyProgress(), perfectScores: 4 })).toEqual([]);
    expect(badges({ ...emptyProgress(), perfectScores: 5 })).toEqual(['perfect-scorer']);
  });

  it('Reflection Writer at 10 reflections', () => {
    expect(badges({ ...emptyProgress(), reflectionCount: 9 })).toEqual([]);
    expect(badges({ ...emptyProgress(), reflectionCount: 10 })).toEqual(['reflection-writer']);
  });

  it('Midnight Learner for a completion at local hour 23, not 22 or 0', () => {
    const at = (localHour: number) => completed(['M01'], 70, { completions: [entry('M01', '2024-01-01T15:00:00.000Z', { localHour })] });
    expect(badges(at(22))).not.toContain('midnight-learner');
    expect(badges(at(0))).not.toContain('midnight-learner');
    expect(badges(at(23))).toContain('midnight-learner');
  });

  it('Bridge Builder for completed modules on 5 different islands', () => {
    expect(badges(completed(['M01', 'M11', 'M21', 'M31']))).not.toContain('bridge-builder');
    expect(badges(completed(['M01', 'M11', 'M21', 'M31', 'M41']))).toContain('bridge-builder');
    expect(badges(completed(['M01', 'M02', 'M03', 'M04', 'M05']))).not.toContain('bridge-builder');
  });

  it('Financial Champion at 44 modules with an average of 80', () => {
    const ids = fixtureModules().map((m) => m.id).slice(0, 44);
    expect(badges(completed(ids.slice(0, 43), 100))).not.toContain('financial-champion');
    expect(badges(completed(ids, 79))).not.toContain('financial-champion');
    expect(badges(completed(ids, 80))).toContain('financial-champion');
  });
});

describe('Speed Runner', () => {
  const t = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 9, minutes)).toISOString();

  it('needs 3 different modules first-completed within 60 minutes', () => {
    expect(hasSpeedRun([entry('M01', t(0)), entry('M02', t(30)), entry('M03', t(60))])).toBe(true);
    expect(hasSpeedRun([entry('M01', t(0)), entry('M02', t(30)), entry('M03', t(61))])).toBe(false);
    expect(hasSpeedRun([entry('M01', t(0)), entry('M02', t(61)), entry('M03', t(90)), entry('M04', t(120))])).toBe(true);
  });

  it('does not count replays of the same module', () => {
    const replay = { firstCompletion: false };
    expect(hasSpeedRun([entry('M01', t(0)), entry('M01', t(10), replay), entry('M02', t(20)), entry('M02', t(30), replay)])).toBe(false);
  });

  it('is awarded through evaluateBadges', () => {
    const state = completed(['M01', 'M02', 'M03'], 70, { completions: [entry('M01', t(0)), entry('M02', t(20)), entry('M03', t(40))] });
    expect(badges(state)).toContain('speed-runner');
  });
});

describe('newBadges', () => {
  it('returns only badges not yet earned, in the fixed badge order', () => {
    const state = completed(['M01', 'M11', 'M21', 'M31', 'M41'], 95, { earnedBadges: ['starter-explorer'] });
    expect(newBadges(state, catalogue)).toEqual(['quiz-ace', 'bridge-builder']);
  });

  it('every one of the 17 badges is earnable', () => {
    const all = fixtureModules().map((m) => m.id);
    const state = completed(all, 100, {
      currentStreak: 30,
      perfectScores: all.length,
      reflectionCount: 10,
      vocabMastered: Array.from({ length: 50 }, (_, i) => `v${i}`),
      completions: [
        ...all.map((id, i) => entry(id, new Date(Date.UTC(2024, 0, 1, 0, i * 10)).toISOString())),
        entry('M01', '2024-02-01T15:30:00.000Z', { localHour: 23, firstCompletion: false }),
      ],
    });
    expect(badges(state)).toEqual([...BADGE_IDS]);
  });
});
