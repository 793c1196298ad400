/** The top-comment rule (content-facts.ts): outcome, Numbers and Facts, and a Facts entry where a lesson needs one. */
import { describe, expect, it } from 'vitest';
import { FACT_TRIGGERS, factsCommentProblems, factTriggers, LEARNING_AREAS, parseFactEntry, parseTopComment, topCommentText } from './content-facts';
import { formatProblem } from './content-problems';
import { adventureSample, classicSample, expectProblem, t } from './testing/module-samples';

const source = (comment: string): string => `import type { AdventureBody } from '../schema/module-body';\n\n${comment}\nconst body = {} satisfies AdventureBody;\nexport default body;\n`;

const GOOD = `/**
 * M90 · Seed Island: "Plans" / 「計畫」.
 * Learning outcome (Grade 4, Saving): explain why people save for something they want later.
 * Numbers: An has 50, the book costs 30 → 50 − 30 = 20 left.
 * Facts:
 * - Passbook savings rates in Taiwan in 2025 were under 1 % a year — Chunghwa Post and bank rate boards,
 *   2025
 * - 165 is the anti-fraud hotline — National Police Agency, 2025
 */`;

const NONE = `/**
 * M90 · Seed Island.
 * Learning outcome (Grade 4, Spending): compare two prices.
 * Numbers: 50 − 30 = 20.
 * Facts: none — all prices are Grandma Lin's or "about" prices from the guide
 */`;

const lines = (problems: ReturnType<typeof factsCommentProblems>) => problems.map(formatProblem);

describe('reading the top comment', () => {
  it('takes the first block comment after the imports, not one inside the body', () => {
    expect(topCommentText(source(GOOD))).toContain('Learning outcome');
    expect(topCommentText("const body = {\n  /** the story */\n  id: 'M90',\n};\n")).toBeUndefined();
  });

  it('reads the outcome, the Numbers part and the Facts entries, joining wrapped lines', () => {
    const comment = parseTopComment(source(GOOD));
    expect(comment?.outcome).toEqual({ grade: 4, area: 'Saving' });
    expect(comment?.hasNumbers).toBe(true);
    expect(comment?.facts?.none).toBe(false);
    expect(comment?.facts?.entries.map((entry) => entry.year)).toEqual([2025, 2025]);
    expect(comment?.facts?.entries[0]?.text).toBe('Passbook savings rates in Taiwan in 2025 were under 1 % a year — Chunghwa Post and bank rate boards, 2025');
  });

  it('reads "Facts: none"', () => {
    expect(parseTopComment(source(NONE))?.facts).toEqual({ none: true, entries: [] });
  });

  it('finds the year after the dash only', () => {
    expect(parseFactEntry('Civil Code art. 205 caps interest at 16 % — Civil Code, as amended 2021').year).toBe(2021);
    expect(parseFactEntry('In 2025 rates were low — a bank board').year).toBeUndefined();
    expect(parseFactEntry('rates were low in 2025').year).toBeUndefined();
  });

  it('knows the six areas', () => {
    expect(LEARNING_AREAS).toHaveLength(6);
    expect(parseTopComment(source('/** Learning outcome (Grade 8, Managing Risk): x. Numbers: none. Facts: none */'))?.outcome).toEqual({ grade: 8, area: 'Managing Risk' });
    expect(parseTopComment(source('/** Learning outcome (Grade 4, Shopping): x. */'))?.outcome).toBeUndefined();
  });
});

describe('the top-comment rule', () => {
  it('passes a full comment, and a lesson with no facts to cite that says so', () => {
    expect(factsCommentProblems('M90', source(GOOD), adventureSample())).toEqual([]);
    expect(factsCommentProblems('M90', source(NONE), adventureSample())).toEqual([]);
  });

  it('reports a file without its comment', () => {
    expectProblem(lines(factsCommentProblems('M90', source(''), adventureSample())), 'M90 › top comment', 'does not start with its comment');
  });

  it('reports a missing outcome, Numbers part and Facts list', () => {
    const problems = lines(factsCommentProblems('M90', source('/**\n * M90 · Seed Island: "Plans".\n */'), adventureSample()));
    expectProblem(problems, 'M90 › top comment', 'no learning outcome "Grade N, Area: …"');
    expectProblem(problems, 'M90 › top comment', 'no "Numbers:" part');
    expectProblem(problems, 'M90 › top comment', 'no "Facts:" list');
  });

  it('reports a Facts entry without a source and year', () => {
    const comment = GOOD.replace('— National Police Agency, 2025', '(police)');
    expectProblem(lines(factsCommentProblems('M90', source(comment), adventureSample())), 'M90 › top comment', 'Facts entry "165 is the anti-fraud hotline (police)"', '— source, year');
  });

  it('names what the lesson mentions, in either language', () => {
    for (const [text, what] of [
      ['2% a year', 'a percent'],
      ['打八折就是 20％', 'a percent'],
      ['She puts it in the bank.', 'a bank'],
      ['存在銀行', 'a bank'],
      ['at the post office', 'the post office'],
      ['郵局帳戶', 'the post office'],
      ['Interest is the price of borrowing.', 'interest'],
      ['利息', 'interest'],
      ['The law says so.', 'a law'],
      ['這是違法的', 'a law'],
    ] as const) {
      expect(FACT_TRIGGERS.filter(({ pattern }) => pattern.test(text)).map((trigger) => trigger.what), text).toContain(what);
    }
    for (const text of ['Coins in a piggy bank.', '好方法、想法、辦法', 'An is interested in kites.']) {
      expect(FACT_TRIGGERS.filter(({ pattern }) => pattern.test(text)), text).toEqual([]);
    }
  });

  it('reports a lesson that mentions a bank or a percent with no Facts entry, naming where', () => {
    const body = classicSample();
    const [scenario] = body.scenarios;
    if (scenario) scenario.context = t('Mei keeps her coins at the bank.', '小美把錢存在銀行。');
    expect(factTriggers(body)).toEqual([{ what: 'a bank', field: 'scenarios[0 s-lend].context [en]', text: 'bank' }]);
    const problems = lines(factsCommentProblems('M91', source(NONE), body));
    expectProblem(problems, 'M91 › top comment Facts', 'mentions a bank ("bank" in scenarios[0 s-lend].context [en])', 'has no entry');
    expect(factsCommentProblems('M91', source(GOOD), body)).toEqual([]);
  });
});
