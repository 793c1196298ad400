import { describe, expect, it } from 'vitest';
import { dueSummaryWeek, isoWeek, lessonsPerWeek, mondayOf } from './weekly-summary';

describe('ISO weeks', () => {
  it('start on Monday, and week 1 holds the year’s first Thursday', () => {
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2026-11-29')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});

describe('when a weekly summary is due', () => {
  const taipei = 'Asia/Taipei';
  it('is due from Monday 07:00 in the grown-up’s own time zone, once a week', () => {
    // Monday 30 November 2026, 06:30 in Taipei (22:30 UTC on Sunday): not yet.
    expect(dueSummaryWeek(new Date('2026-11-29T22:30:00Z'), taipei, '2026-W48')).toBeNull();
    // 07:00 in Taipei.
    expect(dueSummaryWeek(new Date('2026-11-29T23:00:00Z'), taipei, '2026-W48')).toBe('2026-W49');
    // Sent already this week.
    expect(dueSummaryWeek(new Date('2026-12-02T03:00:00Z'), taipei, '2026-W49')).toBeNull();
  });

  it('is still sent later in the week when the server was off on Monday, and the first time at once', () => {
    expect(dueSummaryWeek(new Date('2026-12-03T03:00:00Z'), taipei, '2026-W48')).toBe('2026-W49');
    expect(dueSummaryWeek(new Date('2026-12-03T03:00:00Z'), taipei, null)).toBe('2026-W49');
  });
});

describe('lessons finished per week', () => {
  it('counts each completion into its week (Monday to Sunday), the last 8 weeks, oldest first, empty weeks included', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    const weeks = lessonsPerWeek(['2026-11-27', '2026-11-23', '2026-11-22', '2026-10-01', '2026-12-01'], '2026-11-27');
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toEqual({ weekOf: '2026-10-05', lessons: 0 });
    expect(weeks[6]).toEqual({ weekOf: '2026-11-16', lessons: 1 });
    expect(weeks[7]).toEqual({ weekOf: '2026-11-23', lessons: 2 });
    // Before the window, or after today's week: not counted.
    expect(weeks.reduce((sum, week) => sum + week.lessons, 0)).toBe(3);
  });
});
