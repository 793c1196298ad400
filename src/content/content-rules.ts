/**
 * The content rules: pure functions that look at catalogue data and module bodies and return the
 * problems they find (an empty list when all is well). `content-check.test.ts` runs them over the
 * real content in `npm test`; `content-rules.test.ts` proves each rule can fail.
 *
 * Every problem names its subject (a module id or a catalogue list), the field and, where it
 * applies, the language, so a writer knows exactly what to fix.
 *
 * The rules of docs/content-guide.md live beside this file and are re-exported from it:
 * content-rules-quiz.ts (§8: longest- and shortest-option tells, true/false balance, absolute words), readability.ts
 * (§10: every English text a child reads), content-facts.ts (§2, §3a: the top comment and its Facts),
 * cast-sheet.ts (§3: castSheetProblems), brand-names.ts (§11) and content-arithmetic.ts (§4).
 */
import { Converter } from 'opencc-js/cn2t';
import stCharacters from 'opencc-js/dict/STCharacters';
import stPhrases from 'opencc-js/dict/STPhrases';
import tsCharacters from 'opencc-js/dict/TSCharacters';
import tsPhrases from 'opencc-js/dict/TSPhrases';
import twVariants from 'opencc-js/dict/TWVariants';
import type { z } from 'zod';
import { childOf, excerpt, isRecord, percent, problemAt, walk } from './content-problems';
import type { ContentProblem, PlacedBody, Segment } from './content-problems';
import { brandNameProblems } from './brand-names';
import { castSheetProblems } from './cast-sheet';
import { arithmeticProblems, numberMatchProblems } from './content-arithmetic';
import { absoluteWordProblems } from './content-rules-quiz';
import { childEnglishTexts, englishSentences, groupReadingGrades, MAX_READING_GRADE, MAX_SENTENCE_WORDS, wordCount } from './readability';
import { LANGUAGES } from './schema/bilingual';
import type { Language } from './schema/bilingual';
import {
  accessorySchema,
  avatarBaseSchema,
  badgeSchema,
  categorySchema,
  islandSchema,
  moduleMetaSchema,
} from './schema/catalogue';
import type { Accessory, AvatarBase, Badge, Category, Island, ModuleMeta } from './schema/catalogue';
import {
  ACCESSORY_CATEGORIES,
  AVATAR_BASE_IDS,
  BADGE_IDS,
  CATEGORY_IDS,
  ISLAND_KEYS,
} from './schema/ids';
import { BLANK_MARKER, HINT_COUNT, moduleBodySchema } from './schema/module-body';
import type { AdventureBody, ModuleBody, SentenceFrame } from './schema/module-body';

// ---------- Problems ----------

export { describeField, formatProblem } from './content-problems';
export type { ContentProblem, PlacedBody } from './content-problems';
export * from './content-rules-quiz';
export * from './content-facts';
export * from './cast-sheet';
export * from './brand-names';
export * from './content-arithmetic';

// ---------- Schema ----------

/** Every schema error in `value`, each with its field and language. */
export function schemaProblems(subject: string, schema: z.ZodType, value: unknown): ContentProblem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => problemAt(subject, value, issue.path, `schema: ${issue.message}`));
}

// ---------- Ids ----------

/** One problem per id that occurs more than once. */
export function duplicateIdProblems(subject: string, field: string, ids: readonly string[], what = 'id'): ContentProblem[] {
  const seen = new Map<string, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([id, count]) => ({ subject, field, message: `duplicate ${what} "${id}" (${count} times)` }));
}

// ---------- Bilingual text ----------

function emptiness(value: unknown): string | undefined {
  if (value === undefined || value === null) return 'is missing';
  if (typeof value === 'string') return value.trim() === '' ? 'is empty' : undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return 'is an empty list';
    for (const [index, item] of value.entries()) {
      const inner = emptiness(item);
      if (inner) return `has an entry at position ${index} that ${inner}`;
    }
    return undefined;
  }
  return 'is not text';
}

const HAN = /\p{Script=Han}/u;
const TWO_LATIN_WORDS = /[A-Za-z]+[^A-Za-z]+[A-Za-z]+/;

/**
 * Walks every object that has an `en` or a `zh-TW` key (bilingual texts and per-language values)
 * and reports a missing or empty side, English text containing Chinese characters, and zh-TW text
 * that is a copy of the English.
 */
export function bilingualTextProblems(subject: string, root: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(root, [], (value, path) => {
    if (!isRecord(value) || !('en' in value || 'zh-TW' in value)) return;
    for (const language of LANGUAGES) {
      const empty = emptiness(value[language]);
      if (empty) problems.push(problemAt(subject, root, [...path, language], `the ${language} text ${empty}`));
    }
    const english = JSON.stringify(value.en ?? '');
    if (HAN.test(english)) problems.push(problemAt(subject, root, [...path, 'en'], `English text contains Chinese characters: ${english}`));
    if (value.en !== undefined && english === JSON.stringify(value['zh-TW']) && TWO_LATIN_WORDS.test(english)) {
      problems.push(problemAt(subject, root, [...path, 'zh-TW'], `the zh-TW text is a copy of the English: ${english}`));
    }
  });
  return problems;
}

// ---------- Traditional Chinese (Taiwan) ----------

export interface ScriptIssue {
  char: string;
  /** The Taiwan Traditional character to use instead. */
  replacement: string;
  kind: 'simplified' | 'variant';
}

interface ScriptTables {
  toTraditional: (text: string) => string;
  /** Characters Traditional Chinese uses (even those that are also Simplified forms, e.g. 台 干 准 后). */
  traditional: ReadonlySet<string>;
  /** Traditional variants Taiwan does not use, with the Taiwan form (the strong cases only). */
  taiwanForms: ReadonlyMap<string, string>;
  /** Every OpenCC Traditional form Taiwan writes differently (羣 → 群, 牀 → 床): the Taiwan form is fine. */
  allTaiwanVariants: ReadonlyMap<string, string>;
}

/** OpenCC Traditional forms that Taiwan writes differently (a subset of TWVariants: no forms also common in Taiwan, like 污 祕 喫). */
const NON_TAIWAN_VARIANTS = '着裏爲衆僞啓羣牀峯麪嫺纔脣竈糉繮';

function dictionaryPairs(dictionary: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const entry of dictionary.split('|')) {
    const [from, to] = entry.split(' ');
    if (from && to) pairs.push([from, to]);
  }
  return pairs;
}

let scriptTables: ScriptTables | undefined;

function getScriptTables(): ScriptTables {
  if (scriptTables) return scriptTables;
  const traditional = new Set<string>();
  for (const [, target] of [...dictionaryPairs(stCharacters), ...dictionaryPairs(stPhrases)]) {
    for (const char of target) traditional.add(char);
  }
  for (const [source] of [...dictionaryPairs(tsCharacters), ...dictionaryPairs(tsPhrases)]) {
    for (const char of source) traditional.add(char);
  }
  const allTaiwanVariants = new Map(dictionaryPairs(twVariants));
  const taiwanForms = new Map([...allTaiwanVariants].filter(([from]) => NON_TAIWAN_VARIANTS.includes(from)));
  scriptTables = { toTraditional: Converter({ from: 'cn', to: 't' }), traditional, taiwanForms, allTaiwanVariants };
  return scriptTables;
}

/**
 * Characters in `text` that zh-TW (Taiwan Traditional) does not use: Simplified-only characters
 * (OpenCC converts them, no Traditional text contains them, and they are not the Taiwan form of
 * OpenCC's Traditional, like 群 for 羣) and Traditional variants Taiwan writes differently
 * (着 → 著). Characters shared by both scripts (台 干 准 后 里 …) pass.
 */
export function findNonTaiwanCharacters(text: string): ScriptIssue[] {
  const tables = getScriptTables();
  const issues = new Map<string, ScriptIssue>();
  for (const char of text) {
    if (issues.has(char) || !HAN.test(char)) continue;
    const taiwanForm = tables.taiwanForms.get(char);
    if (taiwanForm) {
      issues.set(char, { char, replacement: taiwanForm, kind: 'variant' });
      continue;
    }
    const converted = tables.toTraditional(char);
    const taiwanConverted = tables.allTaiwanVariants.get(converted) ?? converted;
    if (converted !== char && taiwanConverted !== char && !tables.traditional.has(char)) {
      issues.set(char, { char, replacement: taiwanConverted, kind: 'simplified' });
    }
  }
  return [...issues.values()];
}

/** Every zh-TW string (any text under a `zh-TW` key) that contains characters Taiwan does not use. */
export function chineseScriptProblems(subject: string, root: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(root, [], (value, path) => {
    if (typeof value !== 'string' || !path.includes('zh-TW')) return;
    const issues = findNonTaiwanCharacters(value);
    if (issues.length === 0) return;
    const simplified = issues.filter((issue) => issue.kind === 'simplified');
    const variants = issues.filter((issue) => issue.kind === 'variant');
    const list = (items: ScriptIssue[]) => items.map((issue) => `${issue.char}→${issue.replacement}`).join(' ');
    const parts = [
      simplified.length > 0 ? `Simplified characters ${list(simplified)}` : '',
      variants.length > 0 ? `non-Taiwan forms ${list(variants)}` : '',
    ].filter((part) => part !== '');
    problems.push(problemAt(subject, root, path, `${parts.join('; ')} in ${excerpt(value)}`));
  });
  return problems;
}

// ---------- Hints ----------

function hintCountProblem(subject: string, root: unknown, path: readonly Segment[], hints: unknown): ContentProblem[] {
  const count = Array.isArray(hints) ? hints.length : 0;
  if (count === HINT_COUNT) return [];
  const message =
    count < HINT_COUNT
      ? `${count} hint(s); ${HINT_COUNT} are required (nudge, narrowing, answer)`
      : `${count} hints; a hint cycle has exactly ${HINT_COUNT}`;
  return [problemAt(subject, root, path, message)];
}

/**
 * Hint cycles on the raw body: adventure sentence frames and quiz questions must each have three
 * hints; a classic question's hint cycle is optional but has three hints when present.
 */
export function hintProblems(subject: string, raw: unknown): ContentProblem[] {
  if (!isRecord(raw)) return [];
  const problems: ContentProblem[] = [];
  if (raw.format === 'adventure') {
    const builder = raw.sentenceBuilder;
    const frames = isRecord(builder) && Array.isArray(builder.frames) ? builder.frames : [];
    frames.forEach((frame: unknown, index) => {
      problems.push(...hintCountProblem(subject, raw, ['sentenceBuilder', 'frames', index, 'hints'], childOf(frame, 'hints')));
    });
    const quiz = Array.isArray(raw.quiz5) ? raw.quiz5 : [];
    quiz.forEach((question: unknown, index) => {
      problems.push(...hintCountProblem(subject, raw, ['quiz5', index, 'hintCycle'], childOf(question, 'hintCycle')));
    });
  } else if (raw.format === 'classic') {
    const quiz = Array.isArray(raw.quiz) ? raw.quiz : [];
    quiz.forEach((question: unknown, index) => {
      const hints = childOf(question, 'hintCycle');
      if (hints !== undefined) problems.push(...hintCountProblem(subject, raw, ['quiz', index, 'hintCycle'], hints));
    });
  }
  return problems;
}

// ---------- Quiz ----------

function optionIndexProblems(
  subject: string,
  body: ModuleBody,
  path: readonly Segment[],
  indexes: readonly number[],
  optionCount: number,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const index of indexes) {
    if (index >= optionCount) {
      problems.push(problemAt(subject, body, path, `answer index ${index} is outside the ${optionCount} options (0–${optionCount - 1})`));
    }
  }
  const seen = new Set<number>();
  for (const index of indexes) {
    if (seen.has(index)) problems.push(problemAt(subject, body, path, `answer index ${index} is listed twice`));
    seen.add(index);
  }
  return problems;
}

function duplicateOptionProblems(
  subject: string,
  body: ModuleBody,
  path: readonly Segment[],
  options: readonly { en: string; 'zh-TW': string }[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const language of LANGUAGES) {
    const seen = new Map<string, number>();
    options.forEach((option, index) => {
      const text = option[language].trim().toLowerCase();
      const first = seen.get(text);
      if (first !== undefined) {
        problems.push(problemAt(subject, body, [...path, language], `options ${first} and ${index} read the same: ${excerpt(option[language])}`));
      } else {
        seen.set(text, index);
      }
    });
  }
  return problems;
}

/** Answer indexes outside the options or listed twice, and options that read the same. */
export function quizAnswerProblems(subject: string, body: ModuleBody): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (body.format === 'adventure') {
    body.quiz5.forEach((question, index) => {
      if (question.type === 'bool') return;
      problems.push(...optionIndexProblems(subject, body, ['quiz5', index, 'answer'], question.answer, question.options.length));
      problems.push(...duplicateOptionProblems(subject, body, ['quiz5', index, 'options'], question.options));
    });
  } else {
    body.quiz.forEach((question, index) => {
      if (question.type === 'bool' || question.type === 'fill-blank') return;
      const answers = question.type === 'single' ? [question.correctAnswer] : question.correctAnswer;
      problems.push(...optionIndexProblems(subject, body, ['quiz', index, 'correctAnswer'], answers, question.options.length));
      problems.push(...duplicateOptionProblems(subject, body, ['quiz', index, 'options'], question.options));
    });
  }
  return problems;
}

// ---------- Sentence frames ----------

/** The blanks of a frame text: runs of exactly six underscores, and any other run of underscores (an error). */
export function countBlanks(text: string): { blanks: number; badRuns: number[] } {
  const runs = text.match(/_+/g) ?? [];
  return {
    blanks: runs.filter((run) => run === BLANK_MARKER).length,
    badRuns: runs.filter((run) => run !== BLANK_MARKER).map((run) => run.length),
  };
}

/** Can every blank get its own pool word (a tapped word cannot be reused)? Bipartite matching. */
function blanksCanBeFilled(pool: readonly string[], accepts: readonly (readonly string[])[]): boolean {
  const owner = new Array<number>(pool.length).fill(-1);
  const tryBlank = (blank: number, visited: boolean[]): boolean => {
    const accepted = accepts[blank] ?? [];
    for (const [slot, word] of pool.entries()) {
      if (visited[slot] || !accepted.includes(word)) continue;
      visited[slot] = true;
      const current = owner[slot] ?? -1;
      if (current === -1 || tryBlank(current, visited)) {
        owner[slot] = blank;
        return true;
      }
    }
    return false;
  };
  return accepts.every((_, blank) => tryBlank(blank, new Array<boolean>(pool.length).fill(false)));
}

function frameProblems(subject: string, body: AdventureBody, index: number, frame: SentenceFrame): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const base: Segment[] = ['sentenceBuilder', 'frames', index];
  for (const language of LANGUAGES) {
    const { blanks, badRuns } = countBlanks(frame.text[language]);
    const accepts = frame.accepts[language];
    const pool = frame.wordPool[language];
    for (const length of badRuns) {
      problems.push(problemAt(subject, body, [...base, 'text', language], `a run of ${length} underscores; a blank is exactly six (______)`));
    }
    if (blanks !== accepts.length) {
      problems.push(
        problemAt(subject, body, [...base, 'accepts', language], `the text has ${blanks} blank(s) but ${accepts.length} accepted group(s)`),
      );
    }
    if (pool.length < blanks) {
      problems.push(problemAt(subject, body, [...base, 'wordPool', language], `${pool.length} word(s) for ${blanks} blank(s)`));
    }
    let allInPool = true;
    accepts.forEach((group, blank) => {
      for (const word of group) {
        if (!pool.includes(word)) {
          allInPool = false;
          problems.push(
            problemAt(subject, body, [...base, 'accepts', language, blank], `accepted word "${word}" (blank ${blank + 1}) is not in the word pool`),
          );
        }
      }
    });
    if (allInPool && pool.length >= accepts.length && !blanksCanBeFilled(pool, accepts)) {
      problems.push(
        problemAt(subject, body, [...base, 'wordPool', language], 'the blanks cannot all be filled: each pool word can be used only once'),
      );
    }
  }
  return problems;
}

/** Blank markers, accepted groups and word pools of every sentence frame, in both languages. */
export function sentenceFrameProblems(subject: string, body: ModuleBody): ContentProblem[] {
  if (body.format !== 'adventure') return [];
  return body.sentenceBuilder.frames.flatMap((frame, index) => frameProblems(subject, body, index, frame));
}

// ---------- Ids within a body ----------

/** Duplicate question, frame, vocabulary, stem, scenario and mission-option ids within one body. */
export function bodyIdProblems(subject: string, body: ModuleBody): ContentProblem[] {
  if (body.format === 'adventure') {
    return [
      ...duplicateIdProblems(subject, 'quiz5', body.quiz5.map((question) => question.id), 'question id'),
      ...duplicateIdProblems(subject, 'sentenceBuilder.frames', body.sentenceBuilder.frames.map((frame) => frame.id), 'frame id'),
      ...duplicateIdProblems(subject, 'autoMission.options', body.autoMission?.options.map((option) => option.id) ?? [], 'option id'),
    ];
  }
  return [
    ...duplicateIdProblems(subject, 'quiz', body.quiz.map((question) => question.id), 'question id'),
    ...duplicateIdProblems(subject, 'scenarios', body.scenarios.map((scenario) => scenario.id), 'scenario id'),
    ...duplicateIdProblems(subject, 'vocabulary', body.vocabulary.map((item) => item.id), 'vocabulary id'),
    ...duplicateIdProblems(subject, 'sentenceStems', body.sentenceStems.map((stem) => stem.id), 'stem id'),
  ];
}

// ---------- Body against its catalogue entry ----------

export function quizLength(body: ModuleBody): number {
  return body.format === 'adventure' ? body.quiz5.length : body.quiz.length;
}

/** A body's id and format must be its catalogue entry's; its quiz must have questionCount questions. */
export function catalogueMatchProblems(meta: ModuleMeta, body: ModuleBody): ContentProblem[] {
  const subject = meta.id;
  const problems: ContentProblem[] = [];
  if (body.id !== meta.id) problems.push({ subject, field: 'id', message: `the body's id is ${body.id}, the catalogue's is ${meta.id}` });
  if (body.format !== meta.format) {
    problems.push({ subject, field: 'format', message: `the body is ${body.format}, the catalogue says ${meta.format}` });
  }
  const length = quizLength(body);
  if (length !== meta.questionCount) {
    problems.push({
      subject,
      field: body.format === 'adventure' ? 'quiz5' : 'quiz',
      message: `${length} quiz question(s), the catalogue's questionCount is ${meta.questionCount}`,
    });
  }
  return problems;
}

// ---------- Reading level ----------

/**
 * Every English text a child reads (readability.ts, childEnglishTexts): a lesson field group (story, terms,
 * examples, frames, quiz, mission, reflection) above US grade `maxGrade` (Flesch–Kincaid), and any sentence
 * over MAX_SENTENCE_WORDS words, named by its field.
 */
export function readabilityProblems(subject: string, body: ModuleBody, maxGrade = MAX_READING_GRADE): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [group, grade] of groupReadingGrades(body)) {
    if (grade <= maxGrade) continue;
    problems.push({
      subject,
      field: `${group} (all English text)`,
      language: 'en',
      message: `reads at US grade ${grade} (Flesch–Kincaid); the limit is ${maxGrade}: use shorter sentences and shorter words`,
    });
  }
  for (const { path, text } of childEnglishTexts(body)) {
    for (const sentence of englishSentences(text)) {
      const words = wordCount(sentence);
      if (words <= MAX_SENTENCE_WORDS) continue;
      problems.push(
        problemAt(subject, body, path, `a sentence of ${words} words; the limit is ${MAX_SENTENCE_WORDS} (aim for 16 or fewer): split ${excerpt(sentence, 60)}`),
      );
    }
  }
  return problems;
}

// ---------- A whole module body ----------

/**
 * Every rule for one module body. `raw` is the body as its file exports it; `meta` its catalogue
 * entry (undefined when the catalogue has none). Rules that need a well-formed body run only when
 * the body passes the schema.
 */
export function checkModuleBody(moduleId: string, raw: unknown, meta: ModuleMeta | undefined): ContentProblem[] {
  if (raw === undefined || raw === null) return [{ subject: moduleId, field: '(root)', message: 'the module has no body' }];
  const problems = [
    ...schemaProblems(moduleId, moduleBodySchema, raw),
    ...bilingualTextProblems(moduleId, raw),
    ...chineseScriptProblems(moduleId, raw),
    ...hintProblems(moduleId, raw),
  ];
  const parsed = moduleBodySchema.safeParse(raw);
  if (!parsed.success) return problems;
  const body = parsed.data;
  if (body.id !== moduleId) problems.push({ subject: moduleId, field: 'id', message: `the body loaded for ${moduleId} says its id is ${body.id}` });
  if (meta) {
    problems.push(...catalogueMatchProblems(meta, body));
  } else {
    problems.push({ subject: moduleId, field: '(root)', message: 'the body has no entry in MODULE_CATALOGUE' });
  }
  problems.push(
    ...bodyIdProblems(moduleId, body),
    ...quizAnswerProblems(moduleId, body),
    ...sentenceFrameProblems(moduleId, body),
    ...readabilityProblems(moduleId, body),
    ...absoluteWordProblems(moduleId, body),
    ...castSheetProblems(moduleId, body),
    ...brandNameProblems(moduleId, body),
    ...arithmeticProblems(moduleId, body),
    ...numberMatchProblems(moduleId, body),
  );
  return problems;
}

// ---------- Answer positions across an island ----------

/*
 * Writers drift to putting the right answer in the same place: first in a word pool, second among the options.
 * The web app shows options and pools in a per-learner order (domain/display-order.ts), but the authored files
 * must not give answers away either (fixedOrder questions are shown as written, and a file is read as written).
 * These rules look at an island as a whole, since one lesson has too few questions to judge a habit by.
 */

/** An island needs at least this many single-answer questions before its key positions are judged. */
export const MIN_KEYED_QUESTIONS_PER_ISLAND = 10;
/** No option position may hold more than this share of an island's single-answer keys. */
export const MAX_KEYED_POSITION_SHARE = 0.4;
/** No more than this share of an island's frames may list their accepted words first, in either language. */
export const MAX_ANSWERS_FIRST_SHARE = 0.5;

/** Where one single-answer question keeps its key: a 0-based option position, as authored. */
export interface KeyedQuestion {
  moduleId: string;
  questionId: string;
  position: number;
  optionCount: number;
  fixedOrder: boolean;
}

export interface IslandAnswerPositions {
  island: string;
  /** Module ids, in the order given. */
  modules: string[];
  /** Single-answer questions (adventure `single` and classic `single`), in module order. */
  keyed: KeyedQuestion[];
  /** keyedAt[p]: how many keys sit at option position p (0-based), as authored. */
  keyedAt: number[];
  /** Sentence frames (adventure lessons only). */
  frames: number;
  /** Per language, the frames whose word pool lists its accepted words first (`moduleId frameId`). */
  answersFirst: Record<Language, string[]>;
}

/**
 * Does the pool start with its answers? With B blanks, the first B words of the pool are all accepted
 * words (accepted at any blank of the frame, so swapping two answers does not hide them).
 */
export function listsAnswersFirst(frame: SentenceFrame, language: Language): boolean {
  const accepts = frame.accepts[language];
  const accepted = new Set(accepts.flat());
  const firstWords = frame.wordPool[language].slice(0, accepts.length);
  return firstWords.length > 0 && firstWords.every((word) => accepted.has(word));
}

function keyedQuestions(body: ModuleBody): KeyedQuestion[] {
  const keyed: KeyedQuestion[] = [];
  const add = (questionId: string, position: number, optionCount: number, fixedOrder: true | undefined) => {
    keyed.push({ moduleId: body.id, questionId, position, optionCount, fixedOrder: fixedOrder === true });
  };
  if (body.format === 'adventure') {
    for (const question of body.quiz5) {
      if (question.type !== 'single') continue;
      const [key] = question.answer;
      if (key !== undefined) add(question.id, key, question.options.length, question.fixedOrder);
    }
  } else {
    for (const question of body.quiz) {
      if (question.type === 'single') add(question.id, question.correctAnswer, question.options.length, question.fixedOrder);
    }
  }
  return keyed;
}

/** Per island (in order of first appearance): where the single-answer keys sit, and which word pools list their answers first. */
export function answerPositionDistribution(placed: readonly PlacedBody[]): IslandAnswerPositions[] {
  const islands = new Map<string, IslandAnswerPositions>();
  for (const { island, body } of placed) {
    let entry = islands.get(island);
    if (!entry) {
      entry = { island, modules: [], keyed: [], keyedAt: [], frames: 0, answersFirst: { en: [], 'zh-TW': [] } };
      islands.set(island, entry);
    }
    entry.modules.push(body.id);
    for (const question of keyedQuestions(body)) {
      entry.keyed.push(question);
      while (entry.keyedAt.length <= question.position) entry.keyedAt.push(0);
      entry.keyedAt[question.position] = (entry.keyedAt[question.position] ?? 0) + 1;
    }
    if (body.format !== 'adventure') continue;
    for (const frame of body.sentenceBuilder.frames) {
      entry.frames += 1;
      for (const language of LANGUAGES) {
        if (listsAnswersFirst(frame, language)) entry.answersFirst[language].push(`${body.id} ${frame.id}`);
      }
    }
  }
  return [...islands.values()];
}

/**
 * On an island with at least MIN_KEYED_QUESTIONS_PER_ISLAND single-answer questions, no option position
 * may hold more than MAX_KEYED_POSITION_SHARE of the keys (a child who always taps that position would pass).
 */
export function keyedPositionProblems(placed: readonly PlacedBody[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of answerPositionDistribution(placed)) {
    const total = entry.keyed.length;
    if (total < MIN_KEYED_QUESTIONS_PER_ISLAND) continue;
    entry.keyedAt.forEach((count, position) => {
      if (count / total <= MAX_KEYED_POSITION_SHARE) return;
      const there = entry.keyed.filter((question) => question.position === position).map((question) => `${question.moduleId} ${question.questionId}`);
      problems.push({
        subject: `island ${entry.island}`,
        field: 'single-answer keys',
        message:
          `${count} of ${total} keys (${percent(count / total)}) are option ${position + 1}; the limit is ${percent(MAX_KEYED_POSITION_SHARE)}: ` +
          `move some of ${there.join(', ')} and update answer / correctAnswer`,
      });
    });
  }
  return problems;
}

/** No more than MAX_ANSWERS_FIRST_SHARE of an island's frames may list their accepted words first, per language. */
export function answersFirstProblems(placed: readonly PlacedBody[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of answerPositionDistribution(placed)) {
    if (entry.frames === 0) continue;
    for (const language of LANGUAGES) {
      const first = entry.answersFirst[language];
      if (first.length / entry.frames <= MAX_ANSWERS_FIRST_SHARE) continue;
      problems.push({
        subject: `island ${entry.island}`,
        field: 'sentenceBuilder word pools',
        language,
        message:
          `${first.length} of ${entry.frames} frames (${percent(first.length / entry.frames)}) list their accepted words first; ` +
          `the limit is ${percent(MAX_ANSWERS_FIRST_SHARE)}: mix the answers into ${first.join(', ')}`,
      });
    }
  }
  return problems;
}

/** The distribution as a Markdown table: keys per option position, and answers-first frames per language. */
export function formatAnswerPositions(distribution: readonly IslandAnswerPositions[]): string {
  const positions = Math.max(0, ...distribution.map((entry) => entry.keyedAt.length));
  const heads = Array.from({ length: positions }, (_, position) => `key at ${position + 1}`);
  const rows = distribution.map((entry) => {
    const counts = Array.from({ length: positions }, (_, position) => String(entry.keyedAt[position] ?? 0));
    const fixed = entry.keyed.filter((question) => question.fixedOrder).length;
    const first = LANGUAGES.map((language) => (entry.frames === 0 ? '–' : `${entry.answersFirst[language].length}/${entry.frames}`));
    return `| ${entry.island} | ${entry.modules.length} | ${entry.keyed.length} | ${counts.join(' | ')} | ${fixed} | ${first.join(' | ')} |`;
  });
  return [
    `| island | modules | single-answer | ${heads.join(' | ')} | fixedOrder | answers first (en) | answers first (zh-TW) |`,
    `|---|---|---|${heads.map(() => '---|').join('')}---|---|---|`,
    ...rows,
  ].join('\n');
}

// ---------- The catalogue ----------

export interface CatalogueInput {
  islands: readonly unknown[];
  categories: readonly unknown[];
  modules: readonly unknown[];
  badges: readonly unknown[];
  avatars: readonly unknown[];
  accessories: readonly unknown[];
}

/** Schema, bilingual text and zh-TW script problems of every item of a catalogue list; returns the valid items. */
function checkList<T>(
  subject: string,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  problems: ContentProblem[],
): T[] {
  const valid: T[] = [];
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) {
      valid.push(result.data);
    } else {
      for (const issue of result.error.issues) problems.push(problemAt(subject, items, [index, ...issue.path], `schema: ${issue.message}`));
    }
  });
  problems.push(...bilingualTextProblems(subject, items), ...chineseScriptProblems(subject, items));
  return valid;
}

function missingIdProblems(subject: string, expected: readonly string[], actual: readonly string[], what: string): ContentProblem[] {
  const present = new Set(actual);
  return expected.filter((id) => !present.has(id)).map((id) => ({ subject, field: '(list)', message: `${what} "${id}" is missing` }));
}

function islandProblems(islands: readonly Island[]): ContentProblem[] {
  const problems = [
    ...duplicateIdProblems('islands', 'key', islands.map((island) => island.key), 'island key'),
    ...duplicateIdProblems('islands', 'path', islands.map((island) => island.path), 'path'),
    ...duplicateIdProblems('islands', 'order', islands.map((island) => String(island.order)), 'order'),
    ...missingIdProblems('islands', ISLAND_KEYS, islands.map((island) => island.key), 'island'),
  ];
  for (const island of islands) {
    const expectedOrder = ISLAND_KEYS.indexOf(island.key) + 1;
    if (island.order !== expectedOrder) {
      problems.push({ subject: 'islands', field: `${island.key}.order`, message: `order is ${island.order}; the route puts it at ${expectedOrder}` });
    }
  }
  return problems;
}

function categoryProblems(categories: readonly Category[], islandKeys: ReadonlySet<string>): ContentProblem[] {
  const problems = [
    ...duplicateIdProblems('categories', 'id', categories.map((category) => category.id), 'category id'),
    ...duplicateIdProblems('categories', 'order', categories.map((category) => String(category.order)), 'order'),
    ...missingIdProblems('categories', CATEGORY_IDS, categories.map((category) => category.id), 'category'),
  ];
  for (const category of categories) {
    if (!islandKeys.has(category.island)) {
      problems.push({ subject: 'categories', field: `${category.id}.island`, message: `island "${category.island}" is not in ISLANDS` });
    }
  }
  return problems;
}

function moduleProblems(modules: readonly ModuleMeta[], categories: readonly Category[], islandKeys: ReadonlySet<string>): ContentProblem[] {
  const problems = duplicateIdProblems('modules', 'id', modules.map((meta) => meta.id), 'module id');
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const orders = new Map<string, string[]>();
  for (const meta of modules) {
    if (!islandKeys.has(meta.island)) problems.push({ subject: meta.id, field: 'island', message: `island "${meta.island}" is not in ISLANDS` });
    const category = categoryById.get(meta.categoryId);
    if (!category) {
      problems.push({ subject: meta.id, field: 'categoryId', message: `category "${meta.categoryId}" is not in CATEGORIES` });
    } else if (category.island !== meta.island) {
      problems.push({
        subject: meta.id,
        field: 'categoryId',
        message: `category "${meta.categoryId}" belongs to island "${category.island}", the module to "${meta.island}"`,
      });
    }
    const key = `${meta.island} #${meta.order}`;
    orders.set(key, [...(orders.get(key) ?? []), meta.id]);
  }
  for (const [key, ids] of orders) {
    if (ids.length > 1) problems.push({ subject: 'modules', field: 'order', message: `${ids.join(', ')} share position ${key}` });
  }
  return problems;
}

function badgeProblems(badges: readonly Badge[]): ContentProblem[] {
  return [
    ...duplicateIdProblems('badges', 'id', badges.map((badge) => badge.id), 'badge id'),
    ...missingIdProblems('badges', BADGE_IDS, badges.map((badge) => badge.id), 'badge'),
  ];
}

function avatarProblems(avatars: readonly AvatarBase[]): ContentProblem[] {
  return [
    ...duplicateIdProblems('avatars', 'id', avatars.map((avatar) => avatar.id), 'avatar id'),
    ...missingIdProblems('avatars', AVATAR_BASE_IDS, avatars.map((avatar) => avatar.id), 'avatar'),
  ];
}

/** 15 accessories: one per island, three in each of the five slots. */
function accessoryProblems(accessories: readonly Accessory[]): ContentProblem[] {
  const problems = [
    ...duplicateIdProblems('accessories', 'id', accessories.map((item) => item.id), 'accessory id'),
    ...duplicateIdProblems('accessories', 'island', accessories.map((item) => item.island), 'island'),
    ...missingIdProblems('accessories', ISLAND_KEYS, accessories.map((item) => item.island), 'an accessory for island'),
  ];
  const perSlot = ISLAND_KEYS.length / ACCESSORY_CATEGORIES.length;
  for (const slot of ACCESSORY_CATEGORIES) {
    const count = accessories.filter((item) => item.category === slot).length;
    if (count !== perSlot) problems.push({ subject: 'accessories', field: 'category', message: `${count} ${slot} item(s); each slot has ${perSlot}` });
  }
  return problems;
}

/** Every catalogue list: schema, bilingual text, zh-TW script, duplicate and missing ids, cross references. */
export function checkCatalogue(input: CatalogueInput): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const islands = checkList('islands', islandSchema, input.islands, problems);
  const categories = checkList('categories', categorySchema, input.categories, problems);
  const modules = checkList('modules', moduleMetaSchema, input.modules, problems);
  const badges = checkList('badges', badgeSchema, input.badges, problems);
  const avatars = checkList('avatars', avatarBaseSchema, input.avatars, problems);
  const accessories = checkList('accessories', accessorySchema, input.accessories, problems);
  const islandKeys = new Set<string>(islands.map((island) => island.key));
  problems.push(
    ...islandProblems(islands),
    ...categoryProblems(categories, islandKeys),
    ...moduleProblems(modules, categories, islandKeys),
    ...badgeProblems(badges),
    ...avatarProblems(avatars),
    ...accessoryProblems(accessories),
  );
  return problems;
}

/** Badge icons that are not lucide-react icons (`knownIcons`: the names lucide-react exports). */
export function badgeIconProblems(badges: readonly Badge[], knownIcons: ReadonlySet<string>): ContentProblem[] {
  return badges
    .filter((badge) => !knownIcons.has(badge.icon))
    .map((badge) => ({ subject: 'badges', field: `${badge.id}.icon`, message: `"${badge.icon}" is not a lucide-react icon` }));
}

/**
 * Every module of an island marked `written: true` needs a body, and every body needs a catalogue
 * entry. `writtenIds`: the modules that have a body (module-bodies.ts).
 */
export function missingBodyProblems(
  islands: readonly Pick<Island, 'key' | 'written'>[],
  modules: readonly Pick<ModuleMeta, 'id' | 'island'>[],
  writtenIds: readonly string[],
): ContentProblem[] {
  const written = new Set(writtenIds);
  const writtenIslands = new Set(islands.filter((island) => island.written).map((island) => island.key));
  const catalogued = new Set(modules.map((meta) => meta.id));
  return [
    ...modules
      .filter((meta) => writtenIslands.has(meta.island) && !written.has(meta.id))
      .map((meta) => ({
        subject: meta.id,
        field: '(body)',
        message: `island "${meta.island}" is marked written but this module has no body in module-bodies.ts`,
      })),
    ...writtenIds
      .filter((id) => !catalogued.has(id))
      .map((id) => ({ subject: id, field: '(catalogue)', message: 'the module has a body but no entry in MODULE_CATALOGUE' })),
  ];
}
