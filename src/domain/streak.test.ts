import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  daysBetween,
  isValidTimeZone,
  liveStreak,
  localDate,
  localDateSchema,
  localHour,
  nextStreak,
} from './streak';

const fresh = { current: 0, longest: 0, lastStudyDate: null };

describe('time zones', () => {
  it('accepts IANA names and refuses anything else', () => {
    for (const tz of ['Asia/Taipei', 'America/Los_Angeles', 'Europe/London', 'UTC']) expect(isValidTimeZone(tz)).toBe(true);
    for (const tz of ['', 'Mars/Olympus', 'Taipei', '+08:00', 'x'.repeat(100)]) expect(isValidTimeZone(tz)).toBe(false);
  });

  it('canonicalises the spelling', () => {
    expect(canonicalTimeZone('asia/taipei')).toBe('Asia/Taipei');
    expect(canonicalTimeZone('Nowhere/City')).toBeNull();
  });

  it('the same instant is a different local day and hour in Taipei and Los Angeles', () => {
    const instant = new Date('2024-06-01T02:30:00Z');
    expect(localDate(instant, 'Asia/Taipei')).toBe('2024-06-01');
    expect(localHour(instant, 'Asia/Taipei')).toBe(10);
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2024-05-31');
    expect(localHour(instant, 'America/Los_Angeles')).toBe(19);
  });

  it('reports hour 0 (not 24) just after local midnight and 23 just before', () => {
    expect(localHour(new Date('2024-01-01T16:00:00Z'), 'Asia/Taipei')).toBe(0);
    expect(localHour(new Date('2024-01-01T15:59:00Z'), 'Asia/Taipei')).toBe(23);
  });

  it('refuses an unknown zone or an invalid instant', () => {
    expect(() => localDate(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localHour(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('local dates', () => {
  it('validates real calendar dates', () => {
    expect(localDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(localDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(localDateSchema.safeParse('2024-2-1').success).toBe(false);
  });

  it('counts days across month, leap-day and year boundaries', () => {
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
  });
});

describe('nextStreak', () => {
  it('starts at 1 on the first study day', () => {
    expect(nextStreak(fresh, '2024-05-01')).toEqual({ current: 1, longest: 1, lastStudyDate: '2024-05-01' });
  });

  it('stays the same on the same day, grows on the next day, resets after a gap', () => {
    const day1 = nextStreak(fresh, '2024-05-01');
    expect(nextStreak(day1, '2024-05-01')).toEqual(day1);
    const day2 = nextStreak(day1, '2024-05-02');
    expect(day2.current).toBe(2);
    const later = nextStreak(day2, '2024-05-05');
    expect(later).toEqual({ current: 1, longest: 2, lastStudyDate: '2024-05-05' });
  });

  it('continues over the year boundary', () => {
    const state = { current: 6, longest: 6, lastStudyDate: '2024-12-31' };
    expect(nextStreak(state, '2025-01-01')).toEqual({ current: 7, longest: 7, lastStudyDate: '2025-01-01' });
  });

  it('ignores an earlier date (the learner travelled west) instead of breaking the streak', () => {
    const state = { current: 4, longest: 9, lastStudyDate: '2024-05-10' };
    expect(nextStreak(state, '2024-05-09')).toEqual(state);
  });

  it('counts consecutive local days across the spring-forward change (23-hour day)', () => {
    const tz = 'America/Los_Angeles';
    const sat = localDate(new Date('2024-03-10T07:30:00Z'), tz); // Sat 23:30 PST
    const sun = localDate(new Date('2024-03-11T06:45:00Z'), tz); // Sun 23:45 PDT, 23h15m later
    expect([sat, sun]).toEqual(['2024-03-09', '2024-03-10']);
    expect(nextStreak(nextStreak(fresh, sat), sun).current).toBe(2);
  });

  it('counts consecutive local days across the fall-back change (25-hour day), not two days', () => {
    const tz = 'America/Los_Angeles';
    const sun = localDate(new Date('2024-11-03T07:00:00Z'), tz); // Sun 00:00 PDT
    const stillSun = localDate(new Date('2024-11-04T07:30:00Z'), tz); // Sun 23:30 PST, 24.5 h later
    const mon = localDate(new Date('2024-11-04T08:30:00Z'), tz); // Mon 00:30 PST
    expect([sun, stillSun, mon]).toEqual(['2024-11-03', '2024-11-03', '2024-11-04']);
    const once = nextStreak(nextStreak(fresh, sun), stillSun);
    expect(once.current).toBe(1);
    expect(nextStreak(once, mon).current).toBe(2);
  });

  it('uses the learner\'s calendar: two instants an hour apart can be two days in Taipei', () => {
    const first = localDate(new Date('2024-06-01T15:30:00Z'), 'Asia/Taipei'); // 23:30
    const second = localDate(new Date('2024-06-01T16:30:00Z'), 'Asia/Taipei'); // 00:30 next day
    expect(nextStreak(nextStreak(fresh, first), second).current).toBe(2);
  });

  it('never lets longest fall below current, and longest never shrinks (property)', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 40 }), (days) => {
        let state: { current: number; longest: number; lastStudyDate: string | null } = fresh;
        for (const today of days) {
          const next = nextStreak(state, today);
          expect(next.longest).toBeGreaterThanOrEqual(state.longest);
          expect(next.longest).toBeGreaterThanOrEqual(next.current);
          expect(next.current).toBeGreaterThanOrEqual(1);
          state = next;
        }
      }),
    );
  });
});

describe('liveStreak', () => {
  it('shows the streak while it is alive and 0 once a day was missed', () => {
    const state = { current: 5, longest: 5, lastStudyDate: '2024-05-10' };
    expect(liveStreak(state, '2024-05-10')).toBe(5);
    expect(liveStreak(state, '2024-05-11')).toBe(5);
    expect(liveStreak(state, '2024-05-12')).toBe(0);
    expect(liveStreak(fresh, '2024-05-12')).toBe(0);
  });
});
