import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTICE_SESSION_SIZE } from './constants';
import { addDays, forecast, forecastDays, isDue, mixByLesson, outcomeOf, practiceCountsAsStudyDay, scheduleReview, type ReviewMemory, type ReviewOutcome } from './review';
import { daysBetween, localDate } from './streak';

const TAIPEI = 'Asia/Taipei';
const at = (iso: string) => new Date(iso);

describe('outcomeOf', () => {
  it('rates what the child did: right at once, right after one hint, or not known', () => {
    expect(outcomeOf(0)).toBe('right-first-try');
    expect(outcomeOf(1)).toBe('right-after-hints');
    expect(outcomeOf(2)).toBe('wrong');
    expect(outcomeOf(-1)).toBe('wrong');
  });
});

describe('scheduleReview', () => {
  it('brings a question missed in a lesson back the next local day', () => {
    // 23:30 in Taipei is still the 3rd there, though it is the 3rd at 15:30 in UTC.
    const card = scheduleReview(null, 'wrong', at('2026-12-03T15:30:00Z'), TAIPEI);
    expect(card.lastDay).toBe('2026-12-03');
    expect(card.dueDay).toBe('2026-12-04');
    expect(card.lapses + card.reps).toBeGreaterThan(0);
  });

  it('uses the learner\'s calendar, not UTC: just after midnight in Taipei is the next day', () => {
    const card = scheduleReview(null, 'wrong', at('2026-12-03T16:30:00Z'), TAIPEI);
    expect(card.lastDay).toBe('2026-12-04');
    expect(card.dueDay).toBe('2026-12-05');
  });

  it('sends a question answered right the next day further out than one day', () => {
    const missed = scheduleReview(null, 'wrong', at('2026-12-03T02:00:00Z'), TAIPEI);
    const right = scheduleReview(missed, 'right-first-try', at('2026-12-04T02:00:00Z'), TAIPEI);
    expect(daysBetween(right.lastDay, right.dueDay)).toBeGreaterThan(1);
    const again = scheduleReview(right, 'right-first-try', at(`${right.dueDay}T02:00:00Z`), TAIPEI);
    expect(again.scheduledDays).toBeGreaterThan(right.scheduledDays);
  });

  it('changes a card at most once a day: a lesson missed twice today is one lapse', () => {
    const once = scheduleReview(null, 'wrong', at('2026-12-03T02:00:00Z'), TAIPEI);
    expect(scheduleReview(once, 'wrong', at('2026-12-03T09:00:00Z'), TAIPEI)).toEqual(once);
  });

  it('never moves a card back in time when the learner moves west', () => {
    const card = scheduleReview(null, 'wrong', at('2026-12-03T20:00:00Z'), TAIPEI);
    const later = scheduleReview(card, 'wrong', at('2026-12-03T21:00:00Z'), 'America/Los_Angeles');
    expect(daysBetween(card.lastDay, later.lastDay)).toBeGreaterThanOrEqual(0);
  });

  const outcomeArb = fc.constantFrom<ReviewOutcome>('right-first-try', 'right-after-hints', 'wrong');
  const history = fc.array(fc.tuple(outcomeArb, fc.integer({ min: 0, max: 60 })), { minLength: 1, maxLength: 12 });
  const RUNS = { numRuns: 2000 };
  const zone = fc.constantFrom(TAIPEI, 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati');

  /**
   * Plays answers the server can take: a wrong one at any time (a lesson replayed, `gap` days after the last answer,
   * 0 the same moment), a right one only once the card is due (practice answers due cards only), `gap` days late.
   */
  function play(steps: readonly [ReviewOutcome, number][], timeZone: string): { card: ReviewMemory; answeredOn: string }[] {
    let now = at('2026-11-30T06:00:00Z');
    let card: ReviewMemory | null = null;
    const seen: { card: ReviewMemory; answeredOn: string }[] = [];
    for (const [outcome, gap] of steps) {
      const wait = outcome === 'wrong' || card === null ? gap : Math.max(0, daysBetween(localDate(now, timeZone), card.dueDay)) + gap;
      now = new Date(now.getTime() + wait * 86_400_000);
      card = scheduleReview(card, outcome, now, timeZone);
      seen.push({ card, answeredOn: localDate(now, timeZone) });
    }
    return seen;
  }

  it('never makes a card due on or before the day it was last answered', () => {
    fc.assert(
      fc.property(history, zone, (steps, timeZone) => {
        for (const { card, answeredOn } of play(steps, timeZone)) {
          expect(daysBetween(answeredOn, card.dueDay)).toBeGreaterThanOrEqual(1);
          expect(isDue(card, answeredOn)).toBe(false);
          expect(isDue(card, card.dueDay)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('strengthens a card answered right on its due day, and brings it back sooner after a wrong answer', () => {
    fc.assert(
      fc.property(history, zone, outcomeArb, (steps, timeZone, last) => {
        const played = play(steps, timeZone);
        const before = played.at(-1)?.card;
        if (!before) return;
        const next = scheduleReview(before, last, at(`${before.dueDay}T12:00:00Z`), 'UTC');
        // The memory always strengthens; the interval never shrinks, and grows once it is more than the rounding
        // of a few days (a card missed twice in a row comes back after 3 days twice before 6, 11, 20 …).
        if (last === 'right-first-try') {
          expect(next.stability).toBeGreaterThan(before.stability);
          expect(next.scheduledDays).toBeGreaterThanOrEqual(before.scheduledDays);
          if (before.stability >= before.scheduledDays) expect(next.scheduledDays).toBeGreaterThanOrEqual(Math.min(before.scheduledDays + 1, 180));
        }
        if (last === 'wrong') expect(next.scheduledDays).toBeLessThanOrEqual(before.scheduledDays);
      }),
      RUNS,
    );
  });
});

describe('forecast', () => {
  it('counts seven days from today, overdue cards today', () => {
    const days = forecast(
      [
        { dueDay: '2026-12-01', count: 2 },
        { dueDay: '2026-12-03', count: 1 },
        { dueDay: '2026-12-05', count: 4 },
        { dueDay: '2026-12-20', count: 9 },
      ],
      '2026-12-03',
    );
    expect(days.map((d) => d.day)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09']);
    expect(days.map((d) => d.count)).toEqual([3, 0, 4, 0, 0, 0, 0]);
  });
  it('lists today and the days after it, across a year end, the same each time it is asked', () => {
    expect(forecastDays('2026-12-29')).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04']);
    expect(forecastDays('2026-12-29')).toEqual(forecastDays('2026-12-29'));
    expect(forecast([{ dueDay: '2027-01-01', count: 2 }], '2026-12-29').map((d) => d.count)).toEqual([0, 0, 0, 2, 0, 0, 0]);
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('mixByLesson', () => {
  it('takes one card from each lesson in turn, up to a session', () => {
    const cards = [...Array.from({ length: 8 }, (_, i) => ({ moduleId: 'M01', id: `a${i}` })), { moduleId: 'M02', id: 'b0' }, { moduleId: 'M03', id: 'c0' }, { moduleId: 'M02', id: 'b1' }];
    const mixed = mixByLesson(cards, 5);
    expect(mixed.map((c) => c.id)).toEqual(['a0', 'b0', 'c0', 'a1', 'b1']);
    expect(mixByLesson(cards).length).toBe(Math.min(PRACTICE_SESSION_SIZE, cards.length));
  });
});

describe('practiceCountsAsStudyDay', () => {
  it('needs a whole session or everything that was due, and at least one answer', () => {
    expect(practiceCountsAsStudyDay(0, 0)).toBe(false);
    expect(practiceCountsAsStudyDay(3, 0)).toBe(true);
    expect(practiceCountsAsStudyDay(3, 12)).toBe(false);
    expect(practiceCountsAsStudyDay(PRACTICE_SESSION_SIZE, 12)).toBe(true);
  });
});
