import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyProgress, type Completion, type ProgressState } from '../../domain/progress';
import { changedPart, checkChangesForWrite, checkCompletion, checkForWrite } from './progress-store';

const entry = (moduleId: string, localHour = 9): Completion => ({
  moduleId,
  at: '2026-11-23T01:00:00.000Z',
  localHour,
  localDate: '2026-11-23',
  island: 'seed',
  score: 100,
  firstCompletion: true,
});

const stored = (): ProgressState => ({ ...emptyProgress(), completedModules: ['M01'], moduleScores: { M01: 100 }, completions: [entry('M01')], gems: 3 });

describe('checkForWrite', () => {
  it('accepts a valid record', () => {
    const next = { ...stored(), completedModules: ['M01', 'M02'], moduleScores: { M01: 100, M02: 80 }, gems: 4 };
    expect(() => checkForWrite(next)).not.toThrow();
  });

  it('refuses an invalid field', () => {
    expect(() => checkForWrite({ ...stored(), gems: -1 })).toThrow();
    expect(() => checkForWrite({ ...stored(), completedModules: ['not a module'] })).toThrow();
  });
});

describe('checkCompletion', () => {
  it('accepts a valid completion event and refuses an invalid one', () => {
    expect(() => checkCompletion(entry('M02'))).not.toThrow();
    expect(() => checkCompletion(entry('M02', 24))).toThrow();
    expect(() => checkCompletion({ ...entry('M01'), island: 'atlantis' } as unknown as Completion)).toThrow();
  });
});

describe('checkChangesForWrite', () => {
  it('parses only what changed: new list entries, new or changed keys, changed values', () => {
    const before = stored();
    const next = { ...before, completedModules: ['M01', 'M02'], moduleScores: { M01: 100, M02: 80 }, gems: 4 };
    expect(changedPart(before, next)).toEqual({ completedModules: ['M02'], moduleScores: { M02: 80 }, gems: 4 });
    expect(changedPart(before, { ...before })).toEqual({});
    // A list that did not just grow is checked whole.
    expect(changedPart(before, { ...before, completedModules: ['M02'] })).toEqual({ completedModules: ['M02'] });
  });

  it('refuses an invalid change as checkForWrite does', () => {
    const before = stored();
    expect(() => checkChangesForWrite(before, { ...before, gems: -1 })).toThrow();
    expect(() => checkChangesForWrite(before, { ...before, completedModules: ['M01', 'not a module'] })).toThrow();
    expect(() => checkChangesForWrite(before, { ...before, moduleScores: { M01: 100, M02: 101 } })).toThrow();
    expect(() => checkChangesForWrite(before, { ...before, lastStudyDate: '2026-02-30' })).toThrow();
    expect(() => checkChangesForWrite(before, { ...before, earnedBadges: ['no-such-badge' as never] })).toThrow();
    expect(() => checkChangesForWrite(before, { ...before, completedModules: ['M02', 'M03'], gems: 5 })).not.toThrow();
  });

  it('agrees with checking the whole record whenever the record it started from was valid', () => {
    const moduleId = fc.oneof(fc.integer({ min: 1, max: 136 }).map((n) => `M${String(n).padStart(2, '0')}`), fc.constantFrom('M1', 'X01', ''));
    const score = fc.integer({ min: -5, max: 105 });
    const count = fc.integer({ min: -2, max: 50 });
    const date = fc.constantFrom('2026-11-27', '2026-11-28', '2026-02-30', 'yesterday', null);
    const record = fc.record({
      completedModules: fc.array(moduleId, { maxLength: 6 }),
      moduleScores: fc.dictionary(moduleId, score, { maxKeys: 6 }),
      currentStreak: count,
      lastStudyDate: date,
      perfectScores: count,
      gems: count,
    });
    fc.assert(
      fc.property(record, record, fc.boolean(), (first, second, grow) => {
        const before = { ...emptyProgress(), ...first } as ProgressState;
        let valid = true;
        try {
          checkForWrite(before);
        } catch {
          valid = false;
        }
        fc.pre(valid);
        // Half the time the change grows the lists and maps (as completions do), half the time it replaces them.
        const next = {
          ...before,
          ...second,
          ...(grow ? { completedModules: [...before.completedModules, ...second.completedModules], moduleScores: { ...before.moduleScores, ...second.moduleScores } } : {}),
        } as ProgressState;
        const whole = (() => {
          try {
            checkForWrite(next);
            return true;
          } catch {
            return false;
          }
        })();
        const part = (() => {
          try {
            checkChangesForWrite(before, next);
            return true;
          } catch {
            return false;
          }
        })();
        expect(part).toBe(whole);
      }),
      { numRuns: 500 },
    );
  });
});
