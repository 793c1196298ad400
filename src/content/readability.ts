import readability from 'text-readability';
import { walk } from './content-problems';
import type { Segment } from './content-problems';
import type { ModuleBody } from './schema/module-body';

/**
 * Every English text a child reads, grouped by the lesson field it sits in, must read at US grade 7 or below
 * (guide §10 asks for grade 6; Flesch–Kincaid).
 */
export const MAX_READING_GRADE = 7;
/** No English sentence a child reads may run over this many words (guide §10 aims for 8–14). */
export const MAX_SENTENCE_WORDS = 25;

/**
 * Prepares prose for measuring: text-readability splits sentences only at ". X" / "? X" with a
 * capital after, and glues words joined by a dash. Quotation marks are dropped (so `"Why?" Mei
 * asked.` counts as two sentences), dashes and slashes become spaces, and "…" becomes "...".
 */
export function normalizeForReadability(text: string): string {
  return text
    .replace(/["\u201C\u201D\u00AB\u00BB]/g, '')
    .replace(/(^|\s)[\u2018']|[\u2019'](?=\s|$|[.,!?;:])/g, '$1')
    .replace(/[\u2014\u2013/]|--/g, ' ')
    .replace(/\u2026/g, '...')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Flesch–Kincaid US grade level of English prose (0 for empty text). */
export function readingGrade(text: string): number {
  const prose = normalizeForReadability(text);
  if (prose === '') return 0;
  return readability.fleschKincaidGrade(prose);
}

// ---------- Every English text a child reads ----------

/**
 * Keys whose values a child does not read as prose: ids and settings, and the accepted answers (the words a
 * child taps or types, checked against the text they appear in).
 */
export const NOT_READ_KEYS: ReadonlySet<string> = new Set(['id', 'format', 'type', 'controlType', 'completionRule', 'accepts', 'acceptedAnswers']);

/** One English text of a body: where it is, the lesson field group it is measured with, and the text. */
export interface ChildText {
  /** The path inside the body, ending in 'en'. */
  path: Segment[];
  /**
   * The lesson field group: the body's top-level field (storyIntro, definitions, examples, sentenceBuilder,
   * quiz5, autoMission; scenarios, vocabulary, sentenceStems, quiz, reflection).
   */
  group: string;
  text: string;
}

/** Every English string of a body that a child reads (story, terms, examples, frames and word pools, questions, options, hints, why, feedback, missions, reflection). */
export function childEnglishTexts(body: ModuleBody): ChildText[] {
  const texts: ChildText[] = [];
  walk(body, [], (value, path) => {
    if (typeof value !== 'string' || !path.includes('en')) return;
    if (path.some((segment) => typeof segment === 'string' && NOT_READ_KEYS.has(segment))) return;
    const [group] = path;
    if (typeof group !== 'string') return;
    texts.push({ path: [...path], group, text: value });
  });
  return texts;
}

/** A blank (six underscores) reads as one short word. */
const BLANK = /_{2,}/g;
/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = /\b(Ms|Mr|Mrs|Dr|St|e\.g|i\.e|etc|vs)\./g;
/** Stands in for an abbreviation's full stop while sentences are split (a character no lesson text uses). */
const ABBREVIATION_DOT = '\u2024';

/**
 * The sentences of an English text: it ends a sentence at . ! ? or … (with any closing quotes or brackets)
 * followed by a space, and at a line break; "Ms." and "Mr." do not end one.
 */
export function englishSentences(text: string): string[] {
  const marked = text.replace(BLANK, 'blank').replace(ABBREVIATIONS, `$1${ABBREVIATION_DOT}`);
  return marked
    .split(/(?<=[.!?\u2026]["'\u201D\u2019)\]]*)\s+|\n+/)
    .map((sentence) => sentence.replaceAll(ABBREVIATION_DOT, '.').trim())
    .filter((sentence) => sentence !== '');
}

/** Words of an English sentence: space- or dash-separated tokens with a letter, a digit or a blank ("1,000" is one word; "+" and "=" are none). */
export function wordCount(sentence: string): number {
  return sentence.split(/[\s\u2014\u2013/]+/).filter((token) => /[A-Za-z0-9_]/.test(token)).length;
}

/** The longest sentence of a text, with its word count (undefined for empty text). */
export function longestSentence(text: string): { sentence: string; words: number } | undefined {
  let longest: { sentence: string; words: number } | undefined;
  for (const sentence of englishSentences(text)) {
    const words = wordCount(sentence);
    if (!longest || words > longest.words) longest = { sentence, words };
  }
  return longest;
}

/**
 * A group of short texts as prose to measure: each text becomes at least one sentence (a full stop added
 * when it has none, its first letter capitalised, blanks read as a word), so options and hints do not run
 * together into one long sentence.
 */
export function groupProse(texts: readonly string[]): string {
  return texts
    .map((text) => text.replace(BLANK, 'blank').trim())
    .filter((text) => text !== '')
    .map((text) => {
      const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
      return /[.!?\u2026]["'\u201D\u2019)\]]*$/.test(capitalised) ? capitalised : `${capitalised}.`;
    })
    .join(' ');
}

/** Flesch–Kincaid grade of each lesson field group of a body (story, terms, examples, frames, quiz, mission, reflection). */
export function groupReadingGrades(body: ModuleBody): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const { group, text } of childEnglishTexts(body)) groups.set(group, [...(groups.get(group) ?? []), text]);
  return new Map([...groups].map(([group, texts]) => [group, readingGrade(groupProse(texts))]));
}
