/**
 * The lesson file's top comment (docs/content-guide.md §2, §4, §3a): every `src/content/modules/mNN.ts` starts
 * (after its imports) with a block comment that holds
 *
 * - the learning outcome with its benchmark: "Grade N, Area: what the child can do" (also written
 *   "Learning outcome (Grade 4, Managing Credit): …"), the area one of LEARNING_AREAS;
 * - a "Numbers:" part, every calculation of the lesson, so a reviewer can recompute them;
 * - a "Facts:" list: "Facts: none — …" or one line per real-world figure, "- what the lesson says — source, year"
 *   (a dash, then a source and a 4-digit year).
 *
 * A lesson whose text (either language) mentions a percent, a bank, the post office, interest or a law
 * (FACT_TRIGGERS) needs at least one Facts entry.
 *
 * These are pure functions over the file's source text and its body; the caller reads the file.
 */
import type { ContentProblem, Segment } from './content-problems';
import { describeField, excerpt, walk } from './content-problems';
import type { ModuleBody } from './schema/module-body';

/** The six areas of the National Standards for Personal Financial Education (2021), guide §2. */
export const LEARNING_AREAS = ['Earning Income', 'Spending', 'Saving', 'Investing', 'Managing Credit', 'Managing Risk'] as const;

/** "Grade 4, Managing Credit:" or "(Grade 4, Managing Credit):". */
const OUTCOME = new RegExp(`Grade\\s+(\\d+),\\s*(${LEARNING_AREAS.join('|')})\\)?:`, 'i');

/**
 * What makes a lesson need a Facts entry (guide §3a): a percent, a bank, the post office, interest or a law,
 * in either language (a piggy bank is not a bank). Bare 法 is not a trigger: 方法、辦法、想法、做法 are everyday words; the law words are
 * 法律、法規、法定 and 依法、違法、合法、犯法、民法.
 */
export const FACT_TRIGGERS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a percent', pattern: /%|％|百分之|百分比|\bper ?cent\b/i },
  { what: 'a bank', pattern: /(?<!piggy[\s-])\bbanks?\b|銀行/i },
  { what: 'the post office', pattern: /\bpost[- ]offices?\b|郵局/i },
  { what: 'interest', pattern: /\binterest\b|利息|利率/i },
  { what: 'a law', pattern: /\blaws?\b|\b(?:il)?legal\b|法律|法規|法定|[依違合犯民]法/i },
];

/** One line of the Facts list. */
export interface FactEntry {
  text: string;
  /** The 4-digit year after the dash, when there is one. */
  year?: number;
}

export interface TopComment {
  /** The comment's lines, without the leading " * ". */
  lines: string[];
  outcome?: { grade: number; area: string };
  hasNumbers: boolean;
  /** undefined: no "Facts:" at all. */
  facts?: { none: boolean; entries: FactEntry[] };
}

/** The first block comment of a source file, when it comes before the first declaration (after the imports). */
export function topCommentText(source: string): string | undefined {
  const match = /\/\*([\s\S]*?)\*\//.exec(source);
  if (!match) return undefined;
  const firstDeclaration = source.search(/^(?:const|let|var|export|function|class)\b/m);
  if (firstDeclaration !== -1 && firstDeclaration < match.index) return undefined;
  return match[1];
}

/** A Facts line "- what the lesson says — source, year": the year is a 4-digit year after a dash (—, – or -). */
export function parseFactEntry(text: string): FactEntry {
  const dash = Math.max(text.lastIndexOf(' — '), text.lastIndexOf(' – '), text.lastIndexOf(' - '));
  if (dash <= 0) return { text };
  const years = text.slice(dash).match(/\b(?:19|20)\d\d\b/g);
  const year = years?.at(-1);
  return year ? { text, year: Number(year) } : { text };
}

/** Reads the parts of a lesson's top comment (undefined when the file does not start with one). */
export function parseTopComment(source: string): TopComment | undefined {
  const text = topCommentText(source);
  if (text === undefined) return undefined;
  const lines = text.split('\n').map((line) => line.replace(/^\s*\*?\s?/, '').replace(/\s+$/, ''));
  const joined = lines.join(' ');
  const outcomeMatch = OUTCOME.exec(joined);
  const comment: TopComment = {
    lines,
    hasNumbers: /\bNumbers\b[^:]{0,40}:/.test(joined),
  };
  if (outcomeMatch?.[1] && outcomeMatch[2]) comment.outcome = { grade: Number(outcomeMatch[1]), area: outcomeMatch[2] };
  const start = lines.findIndex((line) => /^\s*Facts:/.test(line));
  if (start === -1) return comment;
  const first = (lines[start] ?? '').replace(/^\s*Facts:\s*/, '');
  const none = /^none\b/i.test(first);
  const entries: string[] = [];
  if (!none && first.startsWith('-')) entries.push(first.replace(/^-\s*/, ''));
  for (const line of lines.slice(start + 1)) {
    if (/^\s*-\s/.test(line)) {
      entries.push(line.replace(/^\s*-\s*/, ''));
    } else if (/^\s{2,}\S/.test(line) && entries.length > 0) {
      entries[entries.length - 1] += ` ${line.trim()}`;
    } else if (line.trim() !== '') {
      break;
    }
  }
  comment.facts = { none, entries: entries.map(parseFactEntry) };
  return comment;
}

/** Where a body first mentions each FACT_TRIGGERS item (field label, language and the text). */
export function factTriggers(body: ModuleBody): { what: string; field: string; text: string }[] {
  const found = new Map<string, { what: string; field: string; text: string }>();
  walk(body, [], (value, path: readonly Segment[]) => {
    if (typeof value !== 'string' || !(path.includes('en') || path.includes('zh-TW'))) return;
    for (const { what, pattern } of FACT_TRIGGERS) {
      if (found.has(what)) continue;
      const match = pattern.exec(value);
      if (!match) continue;
      const { field, language } = describeField(body, path);
      found.set(what, { what, field: `${field} [${language ?? '?'}]`, text: match[0] });
    }
  });
  return [...found.values()];
}

const TOP_COMMENT_SHAPE =
  'a block comment after the imports with "Learning outcome (Grade N, Area): …", "Numbers: …" and "Facts: …" (guide §2, §3a; see m11.ts)';

/** The top comment's outcome, Numbers and Facts, and a Facts entry wherever the lesson needs one. */
export function factsCommentProblems(subject: string, source: string, body: ModuleBody): ContentProblem[] {
  const field = 'top comment';
  const comment = parseTopComment(source);
  if (!comment) return [{ subject, field, message: `the file does not start with its comment: write ${TOP_COMMENT_SHAPE}` }];
  const problems: ContentProblem[] = [];
  if (!comment.outcome) {
    problems.push({ subject, field, message: `no learning outcome "Grade N, Area: …" (Area one of ${LEARNING_AREAS.join(', ')})` });
  }
  if (!comment.hasNumbers) problems.push({ subject, field, message: 'no "Numbers:" part: list every calculation the lesson uses, so a reviewer can recompute it' });
  if (!comment.facts) {
    problems.push({
      subject,
      field,
      message: 'no "Facts:" list: write "- what the lesson says — source, year" per real-world figure, or "Facts: none — all prices are Grandma Lin\'s or "about" prices from the guide"',
    });
  } else {
    for (const entry of comment.facts.entries) {
      if (entry.year === undefined) problems.push({ subject, field, message: `Facts entry ${excerpt(entry.text, 60)} needs "— source, year" with a 4-digit year` });
    }
  }
  const entries = comment.facts?.entries.length ?? 0;
  if (entries === 0) {
    for (const trigger of factTriggers(body)) {
      problems.push({
        subject,
        field: 'top comment Facts',
        message:
          `the lesson mentions ${trigger.what} ("${trigger.text}" in ${trigger.field}) but the Facts list has no entry: ` +
          'add the checked fact with its source and year (guide §3a), or make the figure plainly the island\'s own and list the real one it stands for',
      });
    }
  }
  return problems;
}
