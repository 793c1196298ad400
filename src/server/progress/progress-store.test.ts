import { describe, expect, it } from 'vitest';
import { COMPLETION_LOG_LIMIT } from '../../domain/constants';
import { emptyProgress, type Completion, type ProgressState } from '../../domain/progress';
import { checkForWrite } from './progress-store';

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
  it('accepts a record built on the stored one with a valid new completion', () => {
    const previous = stored();
    const next = { ...previous, completedModules: ['M01', 'M02'], moduleScores: { M01: 100, M02: 80 }, completions: [...previous.completions, entry('M02')], gems: 4 };
    expect(() => checkForWrite(next, previous)).not.toThrow();
  });

  it('refuses a new completion entry that is not valid', () => {
    const previous = stored();
    const next = { ...previous, completions: [...previous.completions, entry('M02', 24)] };
    expect(() => checkForWrite(next, previous)).toThrow();
  });

  it('checks a copied entry again: only the very objects read are taken as checked', () => {
    const previous = stored();
    const copy = { ...entry('M01'), island: 'atlantis' } as unknown as Completion;
    expect(() => checkForWrite({ ...previous, completions: [copy] }, previous)).toThrow();
  });

  it('refuses an invalid field outside the log', () => {
    const previous = stored();
    expect(() => checkForWrite({ ...previous, gems: -1 }, previous)).toThrow();
    expect(() => checkForWrite({ ...previous, completedModules: ['not a module'] }, previous)).toThrow();
  });

  it('refuses a log longer than the limit, even of entries already stored', () => {
    const previous = { ...stored(), completions: Array.from({ length: COMPLETION_LOG_LIMIT + 1 }, () => entry('M01')) };
    expect(() => checkForWrite(previous, previous)).toThrow();
  });
});
