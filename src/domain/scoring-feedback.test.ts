import { describe, expect, it } from 'vitest';
import {
  completionVoice,
  isPassingScore,
  recentActivityBadgeVariant,
  resultsBadgeVariant,
  shouldOfferRetry,
} from './scoring-feedback';

describe('completion voice', () => {
  it.each([
    [100, 'perfect', 4000, false],
    [99, 'great', 3000, false],
    [80, 'great', 3000, false],
    [79, 'well-done', 3000, false],
    [60, 'well-done', 3000, false],
    [59, 'keep-learning', 4000, true],
    [40, 'keep-learning', 4000, true],
    [0, 'keep-learning', 4000, true],
  ])('score %i → %s, toast %i ms, retry invitation %s', (score, tier, toastMs, inviteRetry) => {
    expect(completionVoice(score)).toEqual({ tier, toastMs, inviteRetry });
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
