import type { Language } from '../../../../content/schema/bilingual';

/**
 * Gentle feedback for the sentence-practice box. The content gives no model answer for a learner's own
 * sentence, so this only checks what it honestly can: the starter is still there and the learner added
 * some words of their own. It never claims a sentence is "correct".
 */

/** Words a learner adds before Check calls the sentence complete. */
export const MIN_OWN_WORDS = 3;

export type SentenceCheck = { kind: 'missing-stem' } | { kind: 'empty' } | { kind: 'too-short'; words: number } | { kind: 'good' };

/** NFKC folds full-width forms (and turns "…" into "..."), so both languages compare the same way. */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The stem as the learner continues it: without its trailing ellipsis ("Credit means…" → "Credit means"). */
export function stemStart(stem: string): string {
  return stem.replace(/(?:\.{3}|…)+\s*$/u, '').trimEnd();
}

/** What the practice box starts with; English gets a space so the learner can just keep typing. */
export function practiceStart(stem: string, language: Language): string {
  const start = stemStart(stem);
  return language === 'en' ? `${start} ` : start;
}

/**
 * The text after the starter, or null when the text does not begin with it. Only letters and digits
 * are compared, so a changed comma, a full-width space or a capital letter is not held against a child.
 */
function ownPart(text: string, stem: string): string | null {
  const wanted = [...fold(stemStart(stem))].filter((char) => LETTER_OR_DIGIT.test(char));
  const typed = [...fold(text)];
  let matched = 0;
  let index = 0;
  while (matched < wanted.length && index < typed.length) {
    const char = typed[index] ?? '';
    index += 1;
    if (!LETTER_OR_DIGIT.test(char)) continue;
    if (char !== wanted[matched]) return null;
    matched += 1;
  }
  return matched === wanted.length ? typed.slice(index).join('') : null;
}

const HAN = /\p{Script=Han}/gu;

/** Counts words; Chinese has no spaces, so the browser's word segmenter splits it (with a rough fallback). */
export function countWords(text: string, language: Language): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    return [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;
  }
  // Without a segmenter: space-separated words, and about two Chinese characters per word.
  return text
    .split(/\s+/u)
    .filter((token) => LETTER_OR_DIGIT.test(token))
    .reduce((sum, token) => {
      const han = token.match(HAN)?.length ?? 0;
      return sum + (han > 0 ? Math.ceil(han / 2) + (token.replace(HAN, '').match(/[\p{L}\p{N}]+/gu)?.length ?? 0) : 1);
    }, 0);
}

export function checkSentence(text: string, stem: string, language: Language): SentenceCheck {
  const own = ownPart(text, stem);
  if (own === null) return { kind: 'missing-stem' };
  const words = countWords(own, language);
  if (words === 0) return { kind: 'empty' };
  if (words < MIN_OWN_WORDS) return { kind: 'too-short', words };
  return { kind: 'good' };
}
