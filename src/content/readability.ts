import readability from 'text-readability';
import type { ModuleBody } from './schema/module-body';

/** English story and scenario text must read at US grade 7 or below (the brief asks for grade 6). */
export const MAX_READING_GRADE = 7;

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

/**
 * The English narrative text of a module that the reading-level rule measures: an adventure
 * module's story paragraphs, or a classic module's scenario descriptions and contexts, joined.
 */
export function narrativeText(body: ModuleBody): string {
  const parts =
    body.format === 'adventure'
      ? body.storyIntro.map((paragraph) => paragraph.en)
      : body.scenarios.flatMap((scenario) => [scenario.description.en, scenario.context.en]);
  return parts.map((part) => part.trim()).join(' ');
}

/** Flesch–Kincaid grade of a module's English story or scenario text. */
export function moduleReadingGrade(body: ModuleBody): number {
  return readingGrade(narrativeText(body));
}
