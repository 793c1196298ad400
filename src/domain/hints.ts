import type { Bilingual } from '../content/schema/bilingual';
import { MAX_HINTS } from './constants';

/**
 * Progressive hints: after each wrong answer the next hint of the question's (or frame's) cycle shows,
 * 'Hint n/3', and the last one (which gives the answer) stays.
 */

/** The 1-based hint to show after this many wrong answers, capped at MAX_HINTS; null before any. */
export function nextHintState(wrongCount: number): number | null {
  if (!Number.isFinite(wrongCount) || wrongCount < 1) return null;
  return Math.min(Math.floor(wrongCount), MAX_HINTS);
}

export interface HintView {
  /** 1-based: the n of 'Hint n/3'. */
  step: number;
  /** The 3 of 'Hint n/3'. */
  total: number;
  text: Bilingual;
}

/** The hint to show for this many wrong answers; null before any, or when there is no hint cycle. */
export function hintFor(cycle: readonly Bilingual[] | undefined, wrongCount: number): HintView | null {
  const wanted = nextHintState(wrongCount);
  if (wanted === null || cycle === undefined || cycle.length === 0) return null;
  const total = Math.min(cycle.length, MAX_HINTS);
  const step = Math.min(wanted, total);
  const text = cycle[step - 1];
  return text === undefined ? null : { step, total, text };
}
