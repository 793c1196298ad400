import { describe, expect, it } from 'vitest';
import {
  emptyGuestProgress,
  guestProgressSchema,
  parseGuestProgress,
  planGuestReplay,
  recordGuestSubmission,
} from './merge-guest-progress';
import type { GuestEntry } from './merge-guest-progress';

const adventure = (q1: boolean) => ({ format: 'adventure' as const, attempts: { q1: [q1] } });
const entry = (moduleId: string, at: string, q1 = true): GuestEntry => ({ moduleId, at, submission: adventure(q1) });

describe('guest progress in local storage', () => {
  it('parses what the browser stored', () => {
    const stored = { version: 1, entries: [entry('M01', '2024-05-01T10:00:00.000Z')] };
    expect(guestProgressSchema.parse(stored)).toEqual(stored);
    expect(parseGuestProgress(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('keeps the good entries when some are damaged, and never throws on junk', () => {
    const raw = {
      version: 1,
      entries: [entry('M01', '2024-05-01T10:00:00.000Z'), { moduleId: 'M02' }, entry('oops', '2024-05-01T10:00:00.000Z'), 42],
    };
    expect(parseGuestProgress(raw).entries.map((e) => e.moduleId)).toEqual(['M01']);
    for (const junk of [null, 'text', 7, {}, { entries: 'x' }]) expect(parseGuestProgress(junk)).toEqual(emptyGuestProgress());
  });

  it('recording a module again replaces its earlier submission', () => {
    let progress = recordGuestSubmission(emptyGuestProgress(), entry('M01', '2024-05-01T10:00:00.000Z', false));
    progress = recordGuestSubmission(progress, entry('M02', '2024-05-01T11:00:00.000Z'));
    progress = recordGuestSubmission(progress, entry('M01', '2024-05-01T12:00:00.000Z', true));
    expect(progress.entries.map((e) => [e.moduleId, e.at])).toEqual([
      ['M02', '2024-05-01T11:00:00.000Z'],
      ['M01', '2024-05-01T12:00:00.000Z'],
    ]);
  });
});

describe('planGuestReplay', () => {
  it('replays one submission per module, the latest, oldest first', () => {
    const progress = {
      version: 1 as const,
      entries: [
        entry('M02', '2024-05-01T12:00:00.000Z', false),
        entry('M01', '2024-05-01T11:00:00.000Z'),
        entry('M02', '2024-05-01T13:00:00.000Z', true),
        entry('M03', '2024-05-01T09:00:00.000Z'),
      ],
    };
    const plan = planGuestReplay(progress);
    expect(plan.map((r) => [r.moduleId, r.at.toISOString()])).toEqual([
      ['M03', '2024-05-01T09:00:00.000Z'],
      ['M01', '2024-05-01T11:00:00.000Z'],
      ['M02', '2024-05-01T13:00:00.000Z'],
    ]);
    expect(plan[2]?.submission).toEqual(adventure(true));
  });

  it('on equal times keeps the one recorded later', () => {
    const at = '2024-05-01T12:00:00.000Z';
    const plan = planGuestReplay({ version: 1, entries: [entry('M01', at, false), entry('M01', at, true)] });
    expect(plan).toHaveLength(1);
    expect(plan[0]?.submission).toEqual(adventure(true));
  });

  it('skips modules a visitor could not play and moves future times back to the merge time', () => {
    const notAfter = new Date('2024-05-02T00:00:00.000Z');
    const plan = planGuestReplay(
      { version: 1, entries: [entry('M01', '2030-01-01T00:00:00.000Z'), entry('M42', '2024-05-01T00:00:00.000Z')] },
      { allowedModuleIds: ['M01', 'M02'], notAfter },
    );
    expect(plan).toEqual([{ moduleId: 'M01', submission: adventure(true), at: notAfter }]);
  });

  it('gives nothing to replay for a visitor who did nothing', () => {
    expect(planGuestReplay(emptyGuestProgress())).toEqual([]);
  });
});
