import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IslandKey } from '../content/schema/ids';
import { applyCompletion, applyReflection, applyVocabMastered, passScoreFor } from './completion';
import type { CompletionInput, CompletionOutcome } from './completion';
import { emptyProgress, progressStateSchema } from './progress';
import type { ProgressState } from './progress';
import { fixtureCatalogue, fixtureModules } from './test-fixtures';

const catalogue = fixtureCatalogue();
const TAIPEI = 'Asia/Taipei';

function complete(
  state: ProgressState,
  moduleId: string,
  score: number,
  at: string,
  extra: Partial<CompletionInput> = {},
): CompletionOutcome {
  return applyCompletion(state, { moduleId, score, at: new Date(at), timeZone: TAIPEI, catalogue, ...extra });
}

function applied(outcome: CompletionOutcome) {
  if (!outcome.applied) throw new Error(`not applied: ${outcome.reason}`);
  return outcome;
}

describe('applyCompletion: a first completion', () => {
  it('adds the module, its score and gems, starts the streak and awards Starter Explorer', () => {
    const { state, changes } = applied(complete(emptyProgress(), 'M11', 85, '2024-05-01T02:00:00Z'));
    expect(state.completedModules).toEqual(['M11']);
    expect(state.moduleScores).toEqual({ M11: 85 });
    expect(state.gems).toBe(15);
    expect(state.currentStreak).toBe(1);
    expect(state.lastStudyDate).toBe('2024-05-01');
    expect(state.earnedBadges).toEqual(['starter-explorer']);
    expect(changes).toEqual({
      completedNow: true,
      previousBestScore: null,
      bestScore: 85,
      gemsAwarded: 15,
      newBadges: ['starter-explorer'],
      accessoryIslandUnlocked: 'trust',
      streak: { current: 1, longest: 1, increased: true },
      entry: { moduleId: 'M11', at: '2024-05-01T02:00:00.000Z', localHour: 10, localDate: '2024-05-01', island: 'trust', score: 85, firstCompletion: true },
    });
    expect(state.completions).toEqual([changes.entry]);
  });
});

describe('passScoreFor', () => {
  it('completes a finished adventure quest at any first-try score, a classic quiz only at 60 or above', () => {
    expect(passScoreFor('adventure')).toBe(0);
    expect(passScoreFor('classic')).toBe(60);
    const finishedQuest = applied(complete(emptyProgress(), 'M01', 40, '2024-05-01T02:00:00Z', { passScore: passScoreFor('adventure') }));
    expect(finishedQuest.state.completedModules).toEqual(['M01']);
    expect(finishedQuest.changes.bestScore).toBe(40);
    expect(complete(emptyProgress(), 'M11', 40, '2024-05-01T02:00:00Z', { passScore: passScoreFor('classic') }).applied).toBe(false);
  });
});

describe('applyCompletion: refusals', () => {
  it('saves nothing below the pass score of 60', () => {
    const before = emptyProgress();
    const outcome = complete(before, 'M01', 59, '2024-05-01T02:00:00Z');
    expect(outcome).toEqual({ applied: false, state: before, reason: 'below-pass-score' });
    expect(applied(complete(before, 'M01', 60, '2024-05-01T02:00:00Z')).state.completedModules).toEqual(['M01']);
  });

  it('refuses impossible scores, unknown modules, bad instants and bad time zones', () => {
    const before = emptyProgress();
    const reason = (outcome: CompletionOutcome) => (outcome.applied ? null : outcome.reason);
    expect(reason(complete(before, 'M01', 101, '2024-05-01T02:00:00Z'))).toBe('invalid-score');
    expect(reason(complete(before, 'M01', 70.5, '2024-05-01T02:00:00Z'))).toBe('invalid-score');
    expect(reason(complete(before, 'M999', 90, '2024-05-01T02:00:00Z'))).toBe('unknown-module');
    expect(reason(complete(before, 'M01', 90, 'not a date'))).toBe('invalid-time');
    expect(reason(complete(before, 'M01', 90, '2024-05-01T02:00:00Z', { timeZone: 'Mars/Base' }))).toBe('invalid-time-zone');
  });
});

describe('applyCompletion: replays', () => {
  const first = applied(complete(emptyProgress(), 'M01', 90, '2024-05-01T02:00:00Z')).state;

  it('a lower replay keeps the best score and grants no gems', () => {
    const { state, changes } = applied(complete(first, 'M01', 60, '2024-05-01T03:00:00Z'));
    expect(state.completedModules).toEqual(['M01']);
    expect(state.moduleScores.M01).toBe(90);
    expect(state.gems).toBe(1);
    expect(changes).toMatchObject({ completedNow: false, previousBestScore: 90, bestScore: 90, gemsAwarded: 0, newBadges: [] });
  });

  it('a higher replay raises the best score', () => {
    const { state } = applied(complete(first, 'M01', 100, '2024-05-01T03:00:00Z'));
    expect(state.moduleScores.M01).toBe(100);
    expect(state.perfectScores).toBe(1);
  });

  it('scoring 100 on the same module again never counts as another perfect score', () => {
    let state = first;
    for (let i = 0; i < 6; i += 1) state = applied(complete(state, 'M01', 100, `2024-05-0${i + 2}T02:00:00Z`)).state;
    expect(state.perfectScores).toBe(1);
    expect(state.earnedBadges).not.toContain('perfect-scorer');
  });

  it('five different perfect modules earn Perfect Scorer', () => {
    let state = emptyProgress();
    let last: CompletionOutcome | null = null;
    for (const id of ['M01', 'M02', 'M03', 'M04', 'M05']) {
      last = complete(state, id, 100, '2024-05-01T02:00:00Z');
      state = applied(last).state;
    }
    expect(state.perfectScores).toBe(5);
    expect(last && applied(last).changes.newBadges).toContain('perfect-scorer');
  });
});

describe('applyCompletion: streaks in the learner\'s time zone', () => {
  it('grows on consecutive local days and says so, resets after a gap', () => {
    let outcome = complete(emptyProgress(), 'M01', 70, '2024-05-01T02:00:00Z');
    outcome = complete(applied(outcome).state, 'M02', 70, '2024-05-02T02:00:00Z');
    expect(applied(outcome).changes.streak).toEqual({ current: 2, longest: 2, increased: true });
    const sameDay = complete(applied(outcome).state, 'M03', 70, '2024-05-02T05:00:00Z');
    expect(applied(sameDay).changes.streak.increased).toBe(false);
    const gap = applied(complete(applied(sameDay).state, 'M04', 70, '2024-05-05T02:00:00Z'));
    expect(gap.changes.streak).toEqual({ current: 1, longest: 2, increased: false });
  });

  it('uses the local date: Taipei 23:30 then 00:30 is two days; in Los Angeles it is one', () => {
    const run = (timeZone: string) => {
      const one = applied(complete(emptyProgress(), 'M01', 70, '2024-06-01T15:30:00Z', { timeZone }));
      return applied(complete(one.state, 'M02', 70, '2024-06-01T16:30:00Z', { timeZone })).state.currentStreak;
    };
    expect(run(TAIPEI)).toBe(2);
    expect(run('America/Los_Angeles')).toBe(1);
  });

  it('earns Seven-Day Streak on the seventh local day in a row', () => {
    let state = emptyProgress();
    const ids = ['M01', 'M02', 'M03', 'M04', 'M05', 'M11', 'M12'];
    ids.forEach((id, day) => {
      state = applied(complete(state, id, 70, new Date(Date.UTC(2024, 4, 1 + day, 12)).toISOString())).state;
    });
    expect(state.currentStreak).toBe(7);
    expect(state.earnedBadges).toContain('seven-day-streak');
  });
});

describe('applyCompletion: time-of-day badges', () => {
  it('Midnight Learner at 23:00 local time, judged in the learner\'s own zone', () => {
    const instant = '2024-06-01T15:30:00Z'; // 23:30 in Taipei, 08:30 in Los Angeles
    expect(applied(complete(emptyProgress(), 'M01', 70, instant)).changes.newBadges).toContain('midnight-learner');
    expect(applied(complete(emptyProgress(), 'M01', 70, instant, { timeZone: 'America/Los_Angeles' })).changes.newBadges).not.toContain(
      'midnight-learner',
    );
  });

  it('Speed Runner for three new modules within an hour; replays do not help', () => {
    let state = emptyProgress();
    for (const [id, at] of [['M01', '2024-05-01T02:00:00Z'], ['M01', '2024-05-01T02:10:00Z'], ['M02', '2024-05-01T02:20:00Z']] as const) {
      state = applied(complete(state, id, 70, at)).state;
    }
    expect(state.earnedBadges).not.toContain('speed-runner');
    state = applied(complete(state, 'M03', 70, '2024-05-01T02:59:00Z')).state;
    expect(state.earnedBadges).toContain('speed-runner');
  });
});

describe('applyCompletion: accessories', () => {
  it('unlocks the island accessory from its first module at 70 or more, once', () => {
    const low = applied(complete(emptyProgress(), 'M01', 65, '2024-05-01T02:00:00Z'));
    expect(low.changes.accessoryIslandUnlocked).toBeNull();
    const high = applied(complete(low.state, 'M01', 75, '2024-05-01T03:00:00Z'));
    expect(high.changes.accessoryIslandUnlocked).toBe('seed');
    const again = applied(complete(high.state, 'M01', 80, '2024-05-01T04:00:00Z', { unlockedAccessoryIslands: ['seed'] }));
    expect(again.changes.accessoryIslandUnlocked).toBeNull();
  });

  it('other modules of the island never unlock it', () => {
    expect(applied(complete(emptyProgress(), 'M02', 100, '2024-05-01T02:00:00Z')).changes.accessoryIslandUnlocked).toBeNull();
  });

  it('a replay grants a missed accessory when the best score already qualified', () => {
    const earlier = applied(complete(emptyProgress(), 'M01', 90, '2024-05-01T02:00:00Z')).state;
    expect(applied(complete(earlier, 'M01', 60, '2024-05-02T02:00:00Z')).changes.accessoryIslandUnlocked).toBe('seed');
  });
});

describe('applyCompletion: the completion event', () => {
  it('returns the event to store and appends it to the completions it was given, replays too', () => {
    const first = applied(complete(emptyProgress(), 'M01', 70, '2024-05-01T02:00:00Z'));
    const replay = applied(complete(first.state, 'M01', 90, '2024-05-01T03:00:00Z'));
    expect(replay.changes.entry).toMatchObject({ moduleId: 'M01', at: '2024-05-01T03:00:00.000Z', score: 90, firstCompletion: false });
    expect(replay.state.completions).toEqual([first.changes.entry, replay.changes.entry]);
    expect(progressStateSchema.safeParse(replay.state).success).toBe(true);
  });
});

describe('applyReflection and applyVocabMastered', () => {
  const badgeCatalogue = { modules: fixtureModules() };

  it('counts distinct reflections; the tenth earns Reflection Writer, re-saving never farms it', () => {
    let state = emptyProgress();
    for (let i = 0; i < 12; i += 1) state = applyReflection(state, 'M11', badgeCatalogue).state;
    expect(state.reflectionCount).toBe(1);
    let result = applyReflection(state, 'M12', badgeCatalogue);
    for (let i = 3; i <= 10; i += 1) result = applyReflection(result.state, `M${10 + i}`, badgeCatalogue);
    expect(result.state.reflectionCount).toBe(10);
    expect(result.newBadges).toEqual(['reflection-writer']);
  });

  it('adds a mastered term once; the fiftieth earns Vocab Hero', () => {
    let state = emptyProgress();
    const first = applyVocabMastered(state, 'M01/budget', badgeCatalogue);
    expect(first.changed).toBe(true);
    expect(applyVocabMastered(first.state, 'M01/budget', badgeCatalogue)).toEqual({ state: first.state, changed: false, newBadges: [] });
    expect(applyVocabMastered(first.state, '  ', badgeCatalogue).changed).toBe(false);
    state = first.state;
    let last = first;
    for (let i = 1; i < 50; i += 1) {
      last = applyVocabMastered(state, `M01/term-${i}`, badgeCatalogue);
      state = last.state;
    }
    expect(state.vocabMastered).toHaveLength(50);
    expect(last.newBadges).toEqual(['vocab-hero']);
  });
});

describe('applyCompletion: properties over random histories', () => {
  const ids = fixtureModules().map((m) => m.id);
  const gemsOf = new Map(fixtureModules().map((m) => [m.id, m.gems]));
  const zones = ['Asia/Taipei', 'America/Los_Angeles', 'Europe/London', 'Pacific/Kiritimati', 'UTC'];
  const event = fc.record({
    // Mostly a handful of modules (so replays are common), some from anywhere, a few unknown ids.
    moduleId: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ids.slice(0, 6)) },
      { weight: 3, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.constantFrom('M999', 'M00') },
    ),
    score: fc.integer({ min: 0, max: 100 }),
    at: fc.date({ min: new Date('2023-12-25T00:00:00Z'), max: new Date('2024-02-10T00:00:00Z'), noInvalidDate: true }),
    timeZone: fc.constantFrom(...zones),
    unlocked: fc.subarray(['seed', 'trust', 'risk'] as IslandKey[]),
  });

  it('never loses progress, never lowers a best, never duplicates badges or gems', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = emptyProgress();
        const gemsGranted = new Set<string>();
        for (const { moduleId, score, at, timeZone, unlocked } of events) {
          const outcome = applyCompletion(state, { moduleId, score, at, timeZone, catalogue, unlockedAccessoryIslands: unlocked });
          const next = outcome.state;
          if (!outcome.applied) {
            expect(next).toBe(state);
            expect(score < 60 || !gemsOf.has(moduleId)).toBe(true);
            continue;
          }
          // never loses a completed module, and lists each once
          expect(next.completedModules.slice(0, state.completedModules.length)).toEqual(state.completedModules);
          expect(new Set(next.completedModules).size).toBe(next.completedModules.length);
          // never lowers a best score
          for (const [id, best] of Object.entries(state.moduleScores)) expect(next.moduleScores[id]).toBeGreaterThanOrEqual(best);
          expect(next.moduleScores[moduleId]).toBe(Math.max(state.moduleScores[moduleId] ?? 0, score));
          // gems only once per module
          if (outcome.changes.gemsAwarded > 0) {
            expect(gemsGranted.has(moduleId)).toBe(false);
            gemsGranted.add(moduleId);
          }
          // earned badges only grow, never repeat
          expect(next.earnedBadges.slice(0, state.earnedBadges.length)).toEqual(state.earnedBadges);
          expect(new Set(next.earnedBadges).size).toBe(next.earnedBadges.length);
          expect(next.longestStreak).toBeGreaterThanOrEqual(next.currentStreak);
          state = next;
        }
        const expectedGems = state.completedModules.reduce((sum, id) => sum + (gemsOf.get(id) ?? 0), 0);
        expect(state.gems).toBe(expectedGems);
        expect(state.perfectScores).toBe(state.completedModules.filter((id) => state.moduleScores[id] === 100).length);
        expect(progressStateSchema.safeParse(state).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('replaying the same history gives the same result (pure)', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const run = () =>
          events.reduce(
            (state, { moduleId, score, at, timeZone }) => applyCompletion(state, { moduleId, score, at, timeZone, catalogue }).state,
            emptyProgress(),
          );
        expect(run()).toEqual(run());
      }),
      { numRuns: 50 },
    );
  });
});
