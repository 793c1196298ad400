/**
 * Numbers a child can check (docs/content-guide.md §4):
 *
 * - Arithmetic: every written calculation `a op b (op c …) = r` in any text, in either language (and in the
 *   file's top comment), is recomputed with the usual order (× ÷ before + −). Operators: + − - × x * ÷ and
 *   full-width ＋ －; `=` or ＝; numbers may carry thousands separators (1,000), decimals, "NT$" before or
 *   "coins" / 元 after.
 * - English and zh-TW say the same numbers: per bilingual text, every number written in digits in one language
 *   is in the other too (as a set: a number said twice in one language and once in the other passes) (English coins ↔ NT$ with the same numbers), except where NUMBER_MATCH_EXCEPTIONS
 *   explains the difference (打八折 ↔ 20 % off, 一半 ↔ 50, a number written as a word in the other language).
 */
import type { ContentProblem, Segment } from './content-problems';
import { excerpt, isRecord, problemAt, walk } from './content-problems';

// ---------- Arithmetic ----------

const NUMBER = String.raw`(?:NT\$\s*)?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:NT\$\s*)?\d+(?:\.\d+)?`;
const UNIT = String.raw`(?:\s*(?:coins?|元))?`;
const OPERATOR = String.raw`\s*(?:[+\-−–×*÷＋－]|\sx\s)\s*`;
/** `a op b (op c …) = r`: a calculation as the lessons write it. */
const CALCULATION = new RegExp(`(?<![\\d.,$])((?:${NUMBER})${UNIT}(?:${OPERATOR}(?:${NUMBER})${UNIT})+)\\s*[=＝]\\s*((?:${NUMBER}))(?![\\d])`, 'g');

function toNumber(text: string): number {
  return Number(text.replace(/NT\$|\s|,/g, ''));
}

/** The value of `a op b op c …`, × and ÷ before + and −; undefined for a division by zero. */
export function evaluate(expression: string): number | undefined {
  const tokens = expression
    .replace(/coins?|元/g, '')
    .replace(/\sx\s/g, ' × ')
    .match(new RegExp(`${NUMBER}|[+\\-−–×*÷＋－]`, 'g'));
  if (!tokens) return undefined;
  // First pass: × and ÷.
  const terms: (number | string)[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    if (token === '×' || token === '*' || token === '÷') {
      const left = terms.pop();
      const right = toNumber(tokens[index + 1] ?? '');
      index += 1;
      if (typeof left !== 'number') return undefined;
      if (token === '÷' && right === 0) return undefined;
      terms.push(token === '÷' ? left / right : left * right);
    } else if (/^[+\-−–＋－]$/.test(token)) {
      terms.push(token);
    } else {
      terms.push(toNumber(token));
    }
  }
  let value = terms[0];
  if (typeof value !== 'number') return undefined;
  for (let index = 1; index < terms.length; index += 2) {
    const operator = terms[index];
    const right = terms[index + 1];
    if (typeof right !== 'number') return undefined;
    value = operator === '+' || operator === '＋' ? value + right : value - right;
  }
  return value;
}

export interface Calculation {
  text: string;
  stated: number;
  computed: number | undefined;
}

/** Every calculation written in a text, with the stated and the recomputed result. */
export function calculationsIn(text: string): Calculation[] {
  return [...text.matchAll(CALCULATION)].map((match) => ({
    text: match[0].trim(),
    stated: toNumber(match[2] ?? ''),
    computed: evaluate(match[1] ?? ''),
  }));
}

const isWrong = (calculation: Calculation): boolean =>
  calculation.computed === undefined || Math.abs(calculation.computed - calculation.stated) > 1e-9;

function formatValue(value: number | undefined): string {
  return value === undefined ? 'nothing (division by zero)' : String(Math.round(value * 1000) / 1000);
}

/** Every calculation in any text of `root` (either language) whose stated result is not what it computes to. */
export function arithmeticProblems(subject: string, root: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(root, [], (value, path: readonly Segment[]) => {
    if (typeof value !== 'string') return;
    for (const calculation of calculationsIn(value).filter(isWrong)) {
      problems.push(problemAt(subject, root, path, `"${calculation.text}" is wrong: it makes ${formatValue(calculation.computed)}`));
    }
  });
  return problems;
}

/** The same for a plain text, such as the file's top comment (`field` names it). */
export function textArithmeticProblems(subject: string, field: string, text: string): ContentProblem[] {
  return calculationsIn(text)
    .filter(isWrong)
    .map((calculation) => ({ subject, field, message: `"${calculation.text}" is wrong: it makes ${formatValue(calculation.computed)}` }));
}

// ---------- The same numbers in both languages ----------

/** Numbers written in digits, thousands separators removed ("1,000" → 1000). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));
}

const ZH_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
/** A whole number from 0 to 99 in Chinese numerals (兩 for 2 is accepted as well). */
export function chineseNumeral(value: number): string[] {
  if (!Number.isInteger(value) || value < 0 || value > 99) return [];
  if (value < 10) return value === 2 ? ['二', '兩'] : [ZH_NUMERALS[value] ?? ''];
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return [`${tens === 1 ? '' : ZH_NUMERALS[tens]}十${ones === 0 ? '' : ZH_NUMERALS[ones]}`];
}

const EN_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['one', 'once', 'a', 'an', 'single'],
  2: ['two', 'twice', 'both', 'pair', 'double'],
  3: ['three', 'third'],
  4: ['four', 'fourth', 'quarter'],
  5: ['five', 'fifth'],
  6: ['six', 'sixth'],
  7: ['seven', 'seventh', 'week'],
  8: ['eight', 'eighth'],
  9: ['nine', 'ninth'],
  10: ['ten', 'tenth'],
  11: ['eleven'],
  12: ['twelve', 'dozen', 'year'],
  20: ['twenty'],
  30: ['thirty', 'month'],
  50: ['fifty', 'half'],
  100: ['hundred'],
};

export interface NumberMatchException {
  name: string;
  /** Numbers the zh-TW wording stands for, which the English may write in digits. */
  zhStandsFor: (zh: string) => number[];
  /** Numbers the English wording stands for, which the zh-TW may write in digits. */
  enStandsFor: (en: string) => number[];
}

const ZH_DIGIT_VALUE: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** Named reasons why a number may be written in one language only. */
export const NUMBER_MATCH_EXCEPTIONS: readonly NumberMatchException[] = [
  {
    name: '打X折 ↔ (100 − 10X) % off, pay 10X %',
    zhStandsFor: (zh) =>
      [...zh.matchAll(/打([一二三四五六七八九])(五)?折/g)].flatMap((match) => {
        const pay = (ZH_DIGIT_VALUE[match[1] ?? ''] ?? 0) * 10 + (match[2] ? 5 : 0);
        return [100 - pay, pay];
      }),
    enStandsFor: () => [],
  },
  {
    name: '一半 / 半價 ↔ half, 50 %',
    zhStandsFor: (zh) => (/一半|半價|對半|半/.test(zh) ? [50, 2] : []),
    enStandsFor: (en) => (/\bhalf\b/i.test(en) ? [50, 2] : []),
  },
  {
    name: 'a number written as a word in the other language (3 ↔ 三, 兩; 12 ↔ twelve, a dozen)',
    zhStandsFor: (zh) => Array.from({ length: 100 }, (_, value) => value).filter((value) => value > 0 && chineseNumeral(value).some((numeral) => zh.includes(numeral))),
    enStandsFor: (en) =>
      Object.entries(EN_WORDS)
        .filter(([, words]) => words.some((word) => new RegExp(`\\b${word}s?\\b`, 'i').test(en)))
        .map(([value]) => Number(value)),
  },
  {
    name: 'percent written in zh-TW words (百分之二十 ↔ 20 %)',
    zhStandsFor: (zh) => [...zh.matchAll(/百分之([一二三四五六七八九十]+)/g)].map((match) => parseChineseTens(match[1] ?? '')),
    enStandsFor: () => [],
  },
];

function parseChineseTens(text: string): number {
  const match = /^([一二三四五六七八九])?十?([一二三四五六七八九])?$/.exec(text);
  if (!match) return Number.NaN;
  if (!text.includes('十')) return ZH_DIGIT_VALUE[text] ?? Number.NaN;
  return (match[1] ? (ZH_DIGIT_VALUE[match[1]] ?? 0) : 1) * 10 + (match[2] ? (ZH_DIGIT_VALUE[match[2]] ?? 0) : 0);
}

/** The numbers one language writes in digits and the other does not (after the named exceptions). */
export function numberMismatch(en: string, zh: string): { enOnly: number[]; zhOnly: number[] } {
  const enNumbers = numbersIn(en);
  const zhNumbers = numbersIn(zh);
  // Sets, not counts: zh-TW often repeats a result (「= 20，也就是 NT$20」) where English says it once.
  const zhWords = new Set(NUMBER_MATCH_EXCEPTIONS.flatMap((exception) => exception.zhStandsFor(zh)));
  const enWords = new Set(NUMBER_MATCH_EXCEPTIONS.flatMap((exception) => exception.enStandsFor(en)));
  const enSet = new Set(enNumbers);
  const zhSet = new Set(zhNumbers);
  return {
    enOnly: [...enSet].filter((value) => !zhSet.has(value) && !zhWords.has(value)),
    zhOnly: [...zhSet].filter((value) => !enSet.has(value) && !enWords.has(value)),
  };
}

/** Every bilingual text of `root` whose English and zh-TW write different numbers. */
export function numberMatchProblems(subject: string, root: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  walk(root, [], (value, path: readonly Segment[]) => {
    if (!isRecord(value) || typeof value.en !== 'string' || typeof value['zh-TW'] !== 'string') return;
    const { enOnly, zhOnly } = numberMismatch(value.en, value['zh-TW']);
    if (enOnly.length === 0 && zhOnly.length === 0) return;
    const parts = [
      enOnly.length > 0 ? `English has ${enOnly.join(', ')} that zh-TW does not` : '',
      zhOnly.length > 0 ? `zh-TW has ${zhOnly.join(', ')} that English does not` : '',
    ].filter((part) => part !== '');
    problems.push(
      problemAt(subject, root, path, `the numbers differ: ${parts.join('; ')} (English coins and NT$ use the same numbers, guide §4): ${excerpt(value.en, 50)}`),
    );
  });
  return problems;
}
