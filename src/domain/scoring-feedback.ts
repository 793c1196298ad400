import {
  ACTIVITY_DEFAULT_SCORE,
  ACTIVITY_SECONDARY_SCORE,
  GREAT_SCORE,
  GREAT_TOAST_MS,
  KEEP_LEARNING_TOAST_MS,
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

export type ScoreTier = 'perfect' | 'great' | 'well-done' | 'keep-learning';

/**
 * The one voice of a finished quiz: the completion card, the classic results and the completion toast all
 * speak from this, so a low score is never told 'Well done!' in one place and 'Keep learning' in another.
 */
export interface CompletionVoice {
  tier: ScoreTier;
  /** How long the completion toast stays. */
  toastMs: number;
  /** Below PASS_SCORE: the card warmly invites another try first, before anything else it says. */
  inviteRetry: boolean;
}

/** 100 perfect (4 s); 80–99 great (3 s); 60–79 well done (3 s); below 60 keep learning (4 s) with a retry invitation. */
export function completionVoice(score: number): CompletionVoice {
  if (score >= PERFECT_SCORE) return { tier: 'perfect', toastMs: PERFECT_TOAST_MS, inviteRetry: false };
  if (score >= GREAT_SCORE) return { tier: 'great', toastMs: GREAT_TOAST_MS, inviteRetry: false };
  if (score >= WELL_DONE_SCORE) return { tier: 'well-done', toastMs: WELL_DONE_TOAST_MS, inviteRetry: false };
  return { tier: 'keep-learning', toastMs: KEEP_LEARNING_TOAST_MS, inviteRetry: true };
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
