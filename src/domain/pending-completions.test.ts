import { describe, expect, it } from 'vitest';
import { withPendingCompletions } from './pending-completions';

const CATALOGUE = new Set(['M01', 'M02', 'M03', 'M04']);

describe('withPendingCompletions', () => {
  it('shows nothing more when nothing waits', () => {
    const progress = { completedModules: ['M01'], moduleScores: { M01: 90 } };
    expect(withPendingCompletions(progress, [], CATALOGUE)).toEqual({ ...progress, pendingModules: [] });
  });

  it('counts a lesson finished offline as done, waiting, with no score invented', () => {
    const shown = withPendingCompletions({ completedModules: ['M01'], moduleScores: { M01: 90 } }, ['M02'], CATALOGUE);
    expect(shown.completedModules).toEqual(['M01', 'M02']);
    expect(shown.pendingModules).toEqual(['M02']);
    expect(shown.moduleScores).toEqual({ M01: 90 });
    expect(shown.moduleScores).not.toHaveProperty('M02');
  });

  it('a lesson done before and taken again offline is counted once, waiting, keeping its best score', () => {
    const shown = withPendingCompletions({ completedModules: ['M01', 'M02'], moduleScores: { M01: 90, M02: 70 } }, ['M02', 'M02', 'M03'], CATALOGUE);
    expect(shown.completedModules).toEqual(['M01', 'M02', 'M03']);
    expect(shown.pendingModules).toEqual(['M02', 'M03']);
    expect(shown.moduleScores).toEqual({ M01: 90, M02: 70 });
  });

  it('ignores an id that is no lesson of the catalogue (a damaged or older outbox entry)', () => {
    const shown = withPendingCompletions({ completedModules: [], moduleScores: {} }, ['M99', 'M04'], CATALOGUE);
    expect(shown.completedModules).toEqual(['M04']);
    expect(shown.pendingModules).toEqual(['M04']);
  });

  it('once the server has the lesson (the outbox is empty again), the waiting mark is gone', () => {
    const waiting = withPendingCompletions({ completedModules: ['M01'], moduleScores: { M01: 90 } }, ['M02'], CATALOGUE);
    const synced = withPendingCompletions({ completedModules: ['M01', 'M02'], moduleScores: { M01: 90, M02: 80 } }, [], CATALOGUE);
    expect(waiting.pendingModules).toEqual(['M02']);
    expect(synced).toEqual({ completedModules: ['M01', 'M02'], moduleScores: { M01: 90, M02: 80 }, pendingModules: [] });
  });
});
