import {
  ACTIVITY_DEFAULT_SCORE,
  ACTIVITY_SECONDARY_SCORE,
  BADGE_TOAST_DURATION_MS,
  BADGE_TOAST_FIRST_DELAY_MS,
  BADGE_TOAST_INTERVAL_MS,
  GREAT_SCORE,
  GREAT_TOAST_MS,
  KEEP_LEARNING_TOAST_MS,
  MODULE_TOAST_DELAY_MS,
  MODULE_TOAST_DURATION_MS,
  PASS_SCORE,
  PERFECT_SCORE,
  PERFECT_TOAST_MS,
  RESULTS_DEFAULT_SCORE,
  RESULTS_SECONDARY_SCORE,
  RETRY_BELOW_SCORE,
  WELL_DONE_SCORE,
  WELL_DONE_TOAST_MS,
} from './constants';

/** How a score is celebrated and badged; the web layer maps tiers to translated texts. */

export type ToastTier = 'perfect' | 'great' | 'well-done' | 'keep-learning';

export interface ToastTierView {
  tier: ToastTier;
  durationMs: number;
}

/** 100 perfect (4 s); 80–99 great (3 s); 60–79 well done (3 s); below 60 keep learning (4 s). */
export function completionToastTier(score: number): ToastTierView {
  if (score >= PERFECT_SCORE) return { tier: 'perfect', durationMs: PERFECT_TOAST_MS };
  if (score >= GREAT_SCORE) return { tier: 'great', durationMs: GREAT_TOAST_MS };
  if (score >= WELL_DONE_SCORE) return { tier: 'well-done', durationMs: WELL_DONE_TOAST_MS };
  return { tier: 'keep-learning', durationMs: KEEP_LEARNING_TOAST_MS };
}

/** A passing score completes (and saves) the module. */
export function isPassingScore(score: number): boolean {
  return score >= PASS_SCORE;
}

/** The adventure quiz offers a retry below 80. */
export function shouldOfferRetry(score: number): boolean {
  return score < RETRY_BELOW_SCORE;
}

export type ResultsBadgeVariant = 'default' | 'secondary' | 'destructive';

/** Classic quiz results badge: default at 80+, secondary at 60+, destructive otherwise. */
export function resultsBadgeVariant(score: number): ResultsBadgeVariant {
  if (score >= RESULTS_DEFAULT_SCORE) return 'default';
  if (score >= RESULTS_SECONDARY_SCORE) return 'secondary';
  return 'destructive';
}

export type ActivityBadgeVariant = 'default' | 'secondary' | 'outline';

/** Recent-activity score badge: default at 90+, secondary at 70+, outline otherwise. */
export function recentActivityBadgeVariant(score: number): ActivityBadgeVariant {
  if (score >= ACTIVITY_DEFAULT_SCORE) return 'default';
  if (score >= ACTIVITY_SECONDARY_SCORE) return 'secondary';
  return 'outline';
}

export type ScheduledToast<B extends string = string> =
  | { kind: 'module-completed'; delayMs: number; durationMs: number }
  | { kind: 'badge'; badgeId: B; delayMs: number; durationMs: number };

/** After a completion: 'Module Completed' at 0.5 s, then new badge n (0-based) at 1 s + 1.5 s·n. */
export function completionToastSchedule<B extends string>(newBadges: readonly B[]): ScheduledToast<B>[] {
  return [
    { kind: 'module-completed', delayMs: MODULE_TOAST_DELAY_MS, durationMs: MODULE_TOAST_DURATION_MS },
    ...newBadges.map(
      (badgeId, index): ScheduledToast<B> => ({
        kind: 'badge',
        badgeId,
        delayMs: BADGE_TOAST_FIRST_DELAY_MS + BADGE_TOAST_INTERVAL_MS * index,
        durationMs: BADGE_TOAST_DURATION_MS,
      }),
    ),
  ];
}
