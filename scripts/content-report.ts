/**
 * The content check's figures, island by island and over all islands (`npm run content:report`):
 * the longest-option tell, the true/false balance and absolute words, the longest English sentence and the
 * highest reading grade, lessons whose top comment misses its outcome, numbers or Facts, and the cast-sheet,
 * brand-name, arithmetic and number-match findings. The same rules as `src/content/content-check.test.ts`;
 * this prints the figures instead of failing, for a closing note's "before" and "after".
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ALL_ISLANDS,
  arithmeticProblems,
  brandNameProblems,
  castSheetProblems,
  factsCommentProblems,
  formatProblem,
  formatQuizFigures,
  MAX_LONGEST_KEYED_SHARE,
  MAX_TRUE_SHARE,
  MIN_TRUE_SHARE,
  numberMatchProblems,
  quizFigures,
  textArithmeticProblems,
  topCommentText,
} from '../src/content/content-rules';
import type { ContentProblem } from '../src/content/content-rules';
import { loadModuleBody, WRITTEN_MODULE_IDS } from '../src/content/module-bodies';
import { MODULE_CATALOGUE } from '../src/content/module-catalogue';
import { childEnglishTexts, englishSentences, groupReadingGrades, MAX_READING_GRADE, MAX_SENTENCE_WORDS, wordCount } from '../src/content/readability';
import type { ModuleBody } from '../src/content/schema/module-body';

/** One written lesson: its island, its body and its file's source text. */
export interface Lesson {
  island: string;
  body: ModuleBody;
  source: string;
}

interface Longest {
  words: number;
  moduleId: string;
  field: string;
  sentence: string;
}

function longestSentenceOf(lessons: readonly Lesson[]): Longest | undefined {
  let longest: Longest | undefined;
  for (const { body } of lessons) {
    for (const { path, text } of childEnglishTexts(body)) {
      for (const sentence of englishSentences(text)) {
        const words = wordCount(sentence);
        if (!longest || words > longest.words) longest = { words, moduleId: body.id, field: path.slice(0, -1).join('.'), sentence };
      }
    }
  }
  return longest;
}

function sentencesOver(lessons: readonly Lesson[], limit: number): number {
  let count = 0;
  for (const { body } of lessons) {
    for (const { text } of childEnglishTexts(body)) count += englishSentences(text).filter((sentence) => wordCount(sentence) > limit).length;
  }
  return count;
}

function highestGrade(lessons: readonly Lesson[]): { grade: number; moduleId: string; group: string } | undefined {
  let highest: { grade: number; moduleId: string; group: string } | undefined;
  for (const { body } of lessons) {
    for (const [group, grade] of groupReadingGrades(body)) {
      if (!highest || grade > highest.grade) highest = { grade, moduleId: body.id, group };
    }
  }
  return highest;
}

const ISLAND_ORDER = (lessons: readonly Lesson[]): string[] => [...new Set(lessons.map((lesson) => lesson.island))];

function lessonProblems(lesson: Lesson): Record<'comment' | 'cast' | 'brand' | 'arithmetic' | 'numbers', ContentProblem[]> {
  const { body, source } = lesson;
  return {
    comment: factsCommentProblems(body.id, source, body),
    cast: castSheetProblems(body.id, body),
    brand: brandNameProblems(body.id, body),
    arithmetic: [...arithmeticProblems(body.id, body), ...textArithmeticProblems(body.id, 'top comment', topCommentText(source) ?? '')],
    numbers: numberMatchProblems(body.id, body),
  };
}

/** The report as Markdown. */
export function formatContentReport(lessons: readonly Lesson[]): string {
  const out: string[] = [];
  const figures = quizFigures(lessons.map(({ island, body }) => ({ island, body })));
  out.push(
    `## Quiz tells (longest- and shortest-option share limit ${Math.round(MAX_LONGEST_KEYED_SHARE * 100)} % each, true share ${Math.round(MIN_TRUE_SHARE * 100)}–${Math.round(MAX_TRUE_SHARE * 100)} %)`,
    '',
    formatQuizFigures(figures),
    '',
  );
  const flagged = figures.find((entry) => entry.island === ALL_ISLANDS)?.falseWithAbsolutes ?? [];
  if (flagged.length > 0) {
    out.push(
      `False statements with an absolute word: ${flagged
        .map((question) => `${question.moduleId} ${question.questionId} (${[...question.absolutes.en, ...question.absolutes['zh-TW']].join(', ')})`)
        .join('; ')}`,
      '',
    );
  }

  const islands = [...ISLAND_ORDER(lessons), ALL_ISLANDS];
  const byIsland = (island: string) => (island === ALL_ISLANDS ? lessons : lessons.filter((lesson) => lesson.island === island));
  const problems = new Map(lessons.map((lesson) => [lesson.body.id, lessonProblems(lesson)]));
  out.push(
    `## Reading level (sentence limit ${MAX_SENTENCE_WORDS} words, Flesch–Kincaid limit ${MAX_READING_GRADE}) and the other rules`,
    '',
    `| island | longest English sentence | sentences over ${MAX_SENTENCE_WORDS} | highest FK grade | top comment problems | cast-sheet hits | brand hits | wrong calculations | number mismatches |`,
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const island of islands) {
    const group = byIsland(island);
    const longest = longestSentenceOf(group);
    const grade = highestGrade(group);
    const count = (kind: keyof ReturnType<typeof lessonProblems>) => group.reduce((sum, lesson) => sum + (problems.get(lesson.body.id)?.[kind].length ?? 0), 0);
    const lessonsWith = (kind: keyof ReturnType<typeof lessonProblems>) => group.filter((lesson) => (problems.get(lesson.body.id)?.[kind].length ?? 0) > 0).length;
    out.push(
      `| ${island} | ${longest ? `${longest.words} words (${longest.moduleId} ${longest.field})` : '–'} | ${sentencesOver(group, MAX_SENTENCE_WORDS)} | ` +
        `${grade ? `${grade.grade} (${grade.moduleId} ${grade.group})` : '–'} | ${lessonsWith('comment')} of ${group.length} lessons | ${count('cast')} | ${count('brand')} | ${count('arithmetic')} | ${count('numbers')} |`,
    );
  }
  const longest = longestSentenceOf(lessons);
  if (longest) out.push('', `Longest sentence: ${longest.words} words, ${longest.moduleId} ${longest.field}: "${longest.sentence}"`);

  const missingFacts = lessons.filter((lesson) => problems.get(lesson.body.id)?.comment.length).map((lesson) => lesson.body.id);
  out.push('', `Lessons whose top comment misses its outcome, Numbers or Facts (or a Facts entry they need): ${missingFacts.join(', ') || 'none'}`, '');
  for (const [title, kind] of [
    ['Cast-sheet findings', 'cast'],
    ['Brand names', 'brand'],
    ['Wrong calculations', 'arithmetic'],
    ['English and zh-TW numbers that differ', 'numbers'],
  ] as const) {
    const found = lessons.flatMap((lesson) => problems.get(lesson.body.id)?.[kind] ?? []);
    out.push(`### ${title}: ${found.length}`, '', ...found.map((problem) => `- ${formatProblem(problem)}`), '');
  }
  return out.join('\n');
}

/** Every written lesson with its island and source file. */
export async function loadLessons(root = fileURLToPath(new URL('..', import.meta.url))): Promise<Lesson[]> {
  const lessons: Lesson[] = [];
  for (const moduleId of WRITTEN_MODULE_IDS) {
    const body = await loadModuleBody(moduleId);
    const island = MODULE_CATALOGUE.find((entry) => entry.id === moduleId)?.island;
    if (!body || !island) continue;
    const source = readFileSync(`${root}/src/content/modules/${moduleId.toLowerCase()}.ts`, 'utf8');
    lessons.push({ island, body, source });
  }
  return lessons;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lessons = await loadLessons();
  console.info(`# Content report: ${lessons.length} written lessons\n`);
  console.info(formatContentReport(lessons));
}
