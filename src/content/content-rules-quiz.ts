/**
 * Quiz tells (docs/content-guide.md §8): habits of a writer that let a child answer without the idea.
 *
 * - The longest-option tell: writers make the right answer the most careful, so the longest, option. Among
 *   single-answer questions whose options are phrases, the key may be the strictly longest option (in English
 *   or in zh-TW: either one is a tell for the child who reads that language) in at most
 *   MAX_LONGEST_KEYED_SHARE of them, per island and over all islands together.
 * - The shortest-option tell, its mirror: a writer who has learned to avoid the longest key often makes it the
 *   shortest instead, and a child who always taps the shortest option wins. The same limit holds for the key
 *   being the strictly shortest option (MAX_SHORTEST_KEYED_SHARE).
 * - True/false balance: per island and over all islands, between MIN_TRUE_SHARE and MAX_TRUE_SHARE of the
 *   statements are true, so "false" is not a safe guess.
 * - Absolute words: a false statement that contains always / never / only / all / must … (一定、永遠、從來、
 *   只有、全部、都) teaches children to answer "false" at the word; such a statement is reported per question.
 *
 * The island rules look at whole islands, since one lesson has too few questions to show a habit.
 */
import type { ContentProblem, PlacedBody } from './content-problems';
import { percent, problemAt } from './content-problems';
import { LANGUAGES } from './schema/bilingual';
import type { Bilingual, Language } from './schema/bilingual';
import type { ModuleBody } from './schema/module-body';

/** The subject of the figures over every island together. */
export const ALL_ISLANDS = 'all islands';

// ---------- Longest-option tell ----------

/** At most this share of the phrase-option single-answer questions may key the strictly longest option. */
export const MAX_LONGEST_KEYED_SHARE = 0.4;
/** At most this share of the phrase-option single-answer questions may key the strictly shortest option. */
export const MAX_SHORTEST_KEYED_SHARE = 0.4;
/** The longest- and shortest-option shares are judged only with at least this many phrase-option single-answer questions. */
export const MIN_PHRASE_QUESTIONS = 8;

/**
 * Words that do not make an option a phrase: currency, units, counters and the little words around an amount
 * ("about 20 coins", "6 weeks", "NT$20", "還差 NT$50", "大約 3 個月").
 */
export const NUMBER_OPTION_FILLERS: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:coins?|weeks?|days?|months?|years?|times?|cups?|each|about|a|an|per|more|left|less|only|in|all)\b|NT\$|\$|%/gi,
  'zh-TW': /NT\$|\$|%|％|元|塊|週|星期|天|個月|年|次|杯|個|枝|支|本|張|還差|剩下|剩|多|少|大約|約|左右|每|共|總共/g,
};

/**
 * Is an option a number rather than a phrase? Once currency, units and counters are taken out, it has digits,
 * and either at least as many digits as letters, or it is an amount and one word ("20 coins", "NT$1,000",
 * "6 週", "2 recorders" are numbers; "Pack A (5 coins each)" and "20 coins and a sticker" are phrases).
 */
export function isNumberOption(text: string, language: Language): boolean {
  const rest = text.replace(NUMBER_OPTION_FILLERS[language], ' ').trim();
  const digits = (rest.match(/\d/g) ?? []).length;
  const letters = (rest.match(/\p{L}/gu) ?? []).length;
  if (digits === 0) return false;
  return digits >= letters || /^\d[\d,.]*\s*\p{L}+[.!]?$/u.test(rest);
}

/** The length a reader sees: characters (code points), spaces inside counted, the ends trimmed. */
export function optionLength(text: string): number {
  return [...text.trim()].length;
}

/** Is option `key` longer than every other option? */
export function isStrictlyLongest(options: readonly string[], key: number): boolean {
  const keyed = options[key];
  if (keyed === undefined) return false;
  const length = optionLength(keyed);
  return options.every((option, index) => index === key || optionLength(option) < length);
}

/** Is option `key` shorter than every other option? */
export function isStrictlyShortest(options: readonly string[], key: number): boolean {
  const keyed = options[key];
  if (keyed === undefined) return false;
  const length = optionLength(keyed);
  return options.every((option, index) => index === key || optionLength(option) > length);
}

export interface PhraseQuestion {
  moduleId: string;
  questionId: string;
  /** The languages in which the keyed option is strictly the longest (empty: no tell). */
  longestIn: Language[];
  /** The languages in which the keyed option is strictly the shortest (empty: no tell). */
  shortestIn: Language[];
}

interface SingleQuestion {
  id: string;
  options: readonly Bilingual[];
  key: number;
}

function singleQuestions(body: ModuleBody): SingleQuestion[] {
  if (body.format === 'adventure') {
    return body.quiz5.flatMap((question) =>
      question.type === 'single' && question.answer[0] !== undefined ? [{ id: question.id, options: question.options, key: question.answer[0] }] : [],
    );
  }
  return body.quiz.flatMap((question) => (question.type === 'single' ? [{ id: question.id, options: question.options, key: question.correctAnswer }] : []));
}

/**
 * The single-answer questions (adventure and classic `single`) whose options are phrases: every question
 * except those whose options are all numbers in both languages, with the languages in which the key is
 * strictly the longest option.
 */
export function phraseQuestions(body: ModuleBody): PhraseQuestion[] {
  return singleQuestions(body)
    .filter((question) => !LANGUAGES.every((language) => question.options.every((option) => isNumberOption(option[language], language))))
    .map((question) => ({
      moduleId: body.id,
      questionId: question.id,
      longestIn: LANGUAGES.filter((language) =>
        isStrictlyLongest(
          question.options.map((option) => option[language]),
          question.key,
        ),
      ),
      shortestIn: LANGUAGES.filter((language) =>
        isStrictlyShortest(
          question.options.map((option) => option[language]),
          question.key,
        ),
      ),
    }));
}

// ---------- True / false ----------

/** Per island (and over all islands), at least this share of the true/false statements is true … */
export const MIN_TRUE_SHARE = 0.35;
/** … and at most this share. */
export const MAX_TRUE_SHARE = 0.65;
/** The true share is judged only with at least this many true/false questions. */
export const MIN_BOOL_QUESTIONS = 6;

/**
 * Absolute words that make a statement false by themselves (guide §8). A FALSE statement containing one is
 * reported; a true one may use them. English words match whole words, case-insensitively.
 */
export const ABSOLUTE_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['always', 'never', 'only', 'all', 'must', 'every', 'nothing', 'everyone'],
  'zh-TW': ['一定', '永遠', '從來', '只有', '全部', '都'],
};

/** The absolute words (ABSOLUTE_WORDS) a statement contains, in the order of the list. */
export function absoluteWordsIn(text: string, language: Language): string[] {
  return ABSOLUTE_WORDS[language].filter((word) =>
    language === 'en' ? new RegExp(`\\b${word}\\b`, 'i').test(text) : text.includes(word),
  );
}

export interface BoolQuestion {
  moduleId: string;
  questionId: string;
  answer: boolean;
  /** The absolute words of the statement, per language. */
  absolutes: Record<Language, string[]>;
}

/** The true/false questions (adventure and classic `bool`) of a body, with their absolute words. */
export function boolQuestions(body: ModuleBody): BoolQuestion[] {
  const questions =
    body.format === 'adventure'
      ? body.quiz5.flatMap((question) => (question.type === 'bool' ? [{ id: question.id, text: question.question, answer: question.answer }] : []))
      : body.quiz.flatMap((question) => (question.type === 'bool' ? [{ id: question.id, text: question.question, answer: question.correctAnswer }] : []));
  return questions.map((question) => ({
    moduleId: body.id,
    questionId: question.id,
    answer: question.answer,
    absolutes: { en: absoluteWordsIn(question.text.en, 'en'), 'zh-TW': absoluteWordsIn(question.text['zh-TW'], 'zh-TW') },
  }));
}

/** Every false statement with an absolute word, per question and language. */
export function absoluteWordProblems(subject: string, body: ModuleBody): ContentProblem[] {
  const quizKey = body.format === 'adventure' ? 'quiz5' : 'quiz';
  const questions: readonly { id: string }[] = body.format === 'adventure' ? body.quiz5 : body.quiz;
  const problems: ContentProblem[] = [];
  for (const question of boolQuestions(body)) {
    if (question.answer) continue;
    const index = questions.findIndex((item) => item.id === question.questionId);
    for (const language of LANGUAGES) {
      const words = question.absolutes[language];
      if (words.length === 0) continue;
      problems.push(
        problemAt(
          subject,
          body,
          [quizKey, index, 'question', language],
          `a false statement with the absolute word${words.length > 1 ? 's' : ''} ${words.map((word) => `"${word}"`).join(', ')}: ` +
            'children learn to answer "false" at the word; make it false by its idea (guide §8), or make it a true statement',
        ),
      );
    }
  }
  return problems;
}

// ---------- Figures per island ----------

export interface IslandQuizFigures {
  /** The island key, or ALL_ISLANDS. */
  island: string;
  modules: string[];
  phrase: PhraseQuestion[];
  /** The phrase questions whose key is strictly the longest option, in English or in zh-TW. */
  keyedLongest: PhraseQuestion[];
  /** The phrase questions whose key is strictly the shortest option, in English or in zh-TW. */
  keyedShortest: PhraseQuestion[];
  bools: BoolQuestion[];
  trueCount: number;
  /** False statements with an absolute word, in either language. */
  falseWithAbsolutes: BoolQuestion[];
}

function emptyFigures(island: string): IslandQuizFigures {
  return { island, modules: [], phrase: [], keyedLongest: [], keyedShortest: [], bools: [], trueCount: 0, falseWithAbsolutes: [] };
}

function addBody(figures: IslandQuizFigures, body: ModuleBody): void {
  figures.modules.push(body.id);
  for (const question of phraseQuestions(body)) {
    figures.phrase.push(question);
    if (question.longestIn.length > 0) figures.keyedLongest.push(question);
    if (question.shortestIn.length > 0) figures.keyedShortest.push(question);
  }
  for (const question of boolQuestions(body)) {
    figures.bools.push(question);
    if (question.answer) figures.trueCount += 1;
    else if (LANGUAGES.some((language) => question.absolutes[language].length > 0)) figures.falseWithAbsolutes.push(question);
  }
}

/** Per island, in order of first appearance, then ALL_ISLANDS: the quiz figures the island rules judge. */
export function quizFigures(placed: readonly PlacedBody[]): IslandQuizFigures[] {
  const islands = new Map<string, IslandQuizFigures>();
  const all = emptyFigures(ALL_ISLANDS);
  for (const { island, body } of placed) {
    let figures = islands.get(island);
    if (!figures) {
      figures = emptyFigures(island);
      islands.set(island, figures);
    }
    addBody(figures, body);
    addBody(all, body);
  }
  return [...islands.values(), all];
}

function subjectOf(island: string): string {
  return island === ALL_ISLANDS ? ALL_ISLANDS : `island ${island}`;
}

const questionName = (question: { moduleId: string; questionId: string }): string => `${question.moduleId} ${question.questionId}`;

/** The key's length tell one rule judges: its figures, its limit, and how the problem says it. */
interface LengthTell {
  keyed: (figures: IslandQuizFigures) => readonly PhraseQuestion[];
  languages: (question: PhraseQuestion) => readonly Language[];
  limit: number;
  what: string;
  mend: string;
}

function lengthTellProblems(placed: readonly PlacedBody[], tell: LengthTell): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const figures of quizFigures(placed)) {
    const total = figures.phrase.length;
    const keyed = tell.keyed(figures);
    if (total < MIN_PHRASE_QUESTIONS || keyed.length / total <= tell.limit) continue;
    const allowed = Math.floor(total * tell.limit + 1e-9);
    problems.push({
      subject: subjectOf(figures.island),
      field: 'single-answer options',
      message:
        `in ${keyed.length} of ${total} single-answer questions with phrase options (${percent(keyed.length / total)}) the right answer is the ${tell.what} option; ` +
        `the limit is ${percent(tell.limit)} (at most ${allowed}): ${tell.mend} in ` +
        keyed.map((question) => `${questionName(question)} (${tell.languages(question).join(', ')})`).join(', '),
    });
  }
  return problems;
}

/**
 * Per island and over all islands, with at least MIN_PHRASE_QUESTIONS phrase-option single-answer questions:
 * no more than MAX_LONGEST_KEYED_SHARE may key the strictly longest option (in English or in zh-TW).
 */
export function longestOptionProblems(placed: readonly PlacedBody[]): ContentProblem[] {
  return lengthTellProblems(placed, {
    keyed: (figures) => figures.keyedLongest,
    languages: (question) => question.longestIn,
    limit: MAX_LONGEST_KEYED_SHARE,
    what: 'longest',
    mend: 'shorten the answer or lengthen a distractor with a real misconception',
  });
}

/** The same rule for the strictly shortest option (MAX_SHORTEST_KEYED_SHARE). */
export function shortestOptionProblems(placed: readonly PlacedBody[]): ContentProblem[] {
  return lengthTellProblems(placed, {
    keyed: (figures) => figures.keyedShortest,
    languages: (question) => question.shortestIn,
    limit: MAX_SHORTEST_KEYED_SHARE,
    what: 'shortest',
    mend: 'lengthen the answer or shorten a distractor, keeping its misconception',
  });
}

/** Per island and over all islands, with at least MIN_BOOL_QUESTIONS: the true share lies in [MIN_TRUE_SHARE, MAX_TRUE_SHARE]. */
export function trueFalseBalanceProblems(placed: readonly PlacedBody[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const figures of quizFigures(placed)) {
    const total = figures.bools.length;
    if (total < MIN_BOOL_QUESTIONS) continue;
    const share = figures.trueCount / total;
    if (share >= MIN_TRUE_SHARE && share <= MAX_TRUE_SHARE) continue;
    const tooFewTrue = share < MIN_TRUE_SHARE;
    const candidates = figures.bools.filter((question) => question.answer !== tooFewTrue);
    problems.push({
      subject: subjectOf(figures.island),
      field: 'true/false statements',
      message:
        `${figures.trueCount} of ${total} statements are true (${percent(share)}); ` +
        `the band is ${percent(MIN_TRUE_SHARE)}–${percent(MAX_TRUE_SHARE)}: turn some ${tooFewTrue ? 'false statements into true' : 'true statements into false'} ones ` +
        `(and flip the answer) among ${candidates.map(questionName).join(', ')}`,
    });
  }
  return problems;
}

/** The figures as a Markdown table: phrase questions, keyed-longest and keyed-shortest shares, true/false count, true share, absolutes. */
export function formatQuizFigures(figures: readonly IslandQuizFigures[]): string {
  const share = (count: number, total: number) => (total === 0 ? '–' : percent(count / total));
  const rows = figures.map(
    (entry) =>
      `| ${entry.island} | ${entry.modules.length} | ${entry.phrase.length} | ${entry.keyedLongest.length} | ${share(entry.keyedLongest.length, entry.phrase.length)} | ` +
      `${entry.keyedShortest.length} | ${share(entry.keyedShortest.length, entry.phrase.length)} | ` +
      `${entry.bools.length} | ${entry.trueCount} | ${share(entry.trueCount, entry.bools.length)} | ${entry.falseWithAbsolutes.length} |`,
  );
  return [
    '| island | modules | phrase singles | keyed longest | share | keyed shortest | share | true/false | true | true share | false with absolute |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
