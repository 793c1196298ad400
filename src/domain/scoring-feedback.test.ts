import { describe, expect, it } from 'vitest';
import {
  completionToastSchedule,
  completionToastTier,
  isPassingScore,
  recentActivityBadgeVariant,
  resultsBadgeVariant,
  shouldOfferRetry,
} from './scoring-feedback';

describe('completion toast tier', () => {
  it.each([
    [100, 'perfect', 4000],
    [99, 'great', 3000],
    [80, 'great', 3000],
    [79, 'well-done', 3000],
    [60, 'well-done', 3000],
    [59, 'keep-learning', 4000],
    [0, 'keep-learning', 4000],
  ])('score %i → %s for %i ms', (score, tier, durationMs) => {
    expect(completionToastTier(score)).toEqual({ tier, durationMs });
  });
});

describe('badge variants', () => {
  it('results: default at 80+, secondary at 60+, destructive below', () => {
    expect([100, 80, 79, 60, 59].map(resultsBadgeVariant)).toEqual(['default', 'default', 'secondary', 'secondary', 'destructive']);
  });

  it('recent activity: default at 90+, secondary at 70+, outline below', () => {
    expect([90, 89, 70, 69].map(recentActivityBadgeVariant)).toEqual(['default', 'secondary', 'secondary', 'outline']);
  });
});

describe('pass and retry', () => {
  it('passes at 60 and offers a retry below 80', () => {
    expect([isPassingScore(60), isPassingScore(59)]).toEqual([true, false]);
    expect([shouldOfferRetry(79), shouldOfferRetry(80)]).toEqual([true, false]);
  });
});

describe('toast schedule', () => {
  it('shows Module Completed at 0.5 s, then each new badge 1.5 s apart from 1 s', () => {
    expect(completionToastSchedule(['starter-explorer', 'quiz-ace', 'bridge-builder'])).toEqual([
      { kind: 'module-completed', delayMs: 500, durationMs: 4000 },
      { kind: 'badge', badgeId: 'starter-explorer', delayMs: 1000, durationMs: 3000 },
      { kind: 'badge', badgeId: 'quiz-ace', delayMs: 2500, durationMs: 3000 },
      { kind: 'badge', badgeId: 'bridge-builder', delayMs: 4000, durationMs: 3000 },
    ]);
    expect(completionToastSchedule([])).toHaveLength(1);
  });
});
