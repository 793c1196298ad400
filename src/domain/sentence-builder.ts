import type { Language } from '../content/schema/bilingual';
import type { SentenceFrame } from '../content/schema/module-body';
import { BLANK_UNDERSCORES } from './constants';
import { normalizeAnswer } from './grading';

/**
 * The sentence-builder challenge of an adventure module: the learner taps words from a pool to fill
 * the blanks of a frame in order, then checks.
 */

const UNDERSCORE_RUN = /_+/gu;

function isBlank(run: string): boolean {
  return run.length === BLANK_UNDERSCORES;
}

/** Number of blanks in a frame's text: runs of exactly six underscores. */
export function countBlanks(text: string): number {
  return (text.match(UNDERSCORE_RUN) ?? []).filter(isBlank).length;
}

/** Check is enabled only when every blank is filled. */
export function canCheck(chosen: readonly string[], blanks: number): boolean {
  return blanks > 0 && chosen.length === blanks;
}

export interface FrameState {
  /** Blanks in the frame's text for the chosen language. */
  blanks: number;
  /** The words the learner may tap. */
  pool: readonly string[];
  /** Words chosen so far, in blank order. */
  chosen: readonly string[];
  /** Wrong checks on this frame (drives the hints). */
  wrongCount: number;
}

/** A fresh frame: nothing chosen, no wrong checks. */
export function startFrame(frame: SentenceFrame, lang: Language): FrameState {
  return { blanks: countBlanks(frame.text[lang]), pool: frame.wordPool[lang], chosen: [], wrongCount: 0 };
}

/** Whether a pool word is already used (shown dimmed). */
export function isWordUsed(state: FrameState, word: string): boolean {
  return state.chosen.includes(word);
}

/**
 * Puts a word in the next empty blank. Unchanged when the word is not in the pool, is already used,
 * or every blank is already filled.
 */
export function chooseWord(state: FrameState, word: string): FrameState {
  if (!state.pool.includes(word) || isWordUsed(state, word) || state.chosen.length >= state.blanks) return state;
  return { ...state, chosen: [...state.chosen, word] };
}

/** Reset clears the chosen words; the wrong count (and so the hint shown) stays. */
export function resetFrame(state: FrameState): FrameState {
  return { ...state, chosen: [] };
}

export interface FrameCheck {
  correct: boolean;
  /** Per blank, whether the chosen word is one accepted there. */
  perBlank: boolean[];
}

/** Compares each chosen word with the accepted words of its blank. */
export function checkFrame(frame: SentenceFrame, lang: Language, chosen: readonly string[]): FrameCheck {
  const accepts = frame.accepts[lang];
  const blanks = Math.max(countBlanks(frame.text[lang]), accepts.length);
  const perBlank = Array.from({ length: blanks }, (_, index) => {
    const word = chosen[index];
    const accepted = accepts[index];
    return word !== undefined && accepted !== undefined && accepted.some((ok) => normalizeAnswer(ok) === normalizeAnswer(word));
  });
  return { correct: chosen.length === blanks && perBlank.every(Boolean), perBlank };
}

/**
 * Records a check: a wrong check adds one to the wrong count (a hint follows, see ./hints.ts);
 * a correct check leaves the state (the caller moves to the next frame with startFrame).
 */
export function afterCheck(state: FrameState, check: FrameCheck): FrameState {
  return check.correct ? state : { ...state, wrongCount: state.wrongCount + 1 };
}

/** The sentence with blanks filled in order; an empty blank reads as the placeholder (listen button). */
export function renderSentence(text: string, chosen: readonly string[], placeholder: string): string {
  let next = 0;
  return text.replace(UNDERSCORE_RUN, (run) => {
    if (!isBlank(run)) return run;
    const word = chosen[next] ?? placeholder;
    next += 1;
    return word;
  });
}
