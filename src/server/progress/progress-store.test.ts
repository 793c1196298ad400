import { describe, expect, it } from 'vitest';
import { emptyProgress, type Completion, type ProgressState } from '../../domain/progress';
import { checkCompletion, checkForWrite } from './progress-store';

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
