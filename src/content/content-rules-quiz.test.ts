/** The quiz-tell rules (content-rules-quiz.ts): each can pass and each can fail, on small samples. */
import { describe, expect, it } from 'vitest';
import {
  absoluteWordProblems,
  absoluteWordsIn,
  ALL_ISLANDS,
  formatQuizFigures,
  isNumberOption,
  isStrictlyLongest,
  longestOptionProblems,
  shortestOptionProblems,
  MAX_SHORTEST_KEYED_SHARE,
  isStrictlyShortest,
  MAX_LONGEST_KEYED_SHARE,
  MAX_TRUE_SHARE,
  MIN_BOOL_QUESTIONS,
  MIN_PHRASE_QUESTIONS,
  MIN_TRUE_SHARE,
  phraseQuestions,
  quizFigures,
  trueFalseBalanceProblems,
} from './content-rules-quiz';
import { formatProblem } from './content-problems';
import type { PlacedBody } from './content-problems';
import type { AdventureBody, ClassicBody } from './schema/module-body';
import { adventureSample, check, classicSample, expectProblem, hints, metaFor, t } from './testing/module-samples';

/** An adventure body whose quiz has one single-answer question with phrase options, keyed long or short. */
function singleBody(id: string, keyLongest: boolean): AdventureBody {
  const body = adventureSample();
  body.id = id;
  body.quiz5[0] = {
    id: 'q1',
    type: 'single',
    question: t('What should An do first?', '小安應該先做什麼？'),
    options: keyLongest
      ? [t('Make a plan for her coins', '先替錢做一個計畫'), t('Buy it now', '馬上買'), t('Ask Pip', '問皮皮')]
      : [t('Make a plan', '做計畫'), t('Buy it right now, before it is gone', '趁還沒賣完，馬上買下來'), t('Ask Pip', '問皮皮')],
    answer: [0],
    hintCycle: hints(),
    why: t('A plan comes first.', '先做計畫。'),
  };
  // The sample's other single (q5) has number options, so it is not a phrase question.
  return body;
}

/** A classic body with one true/false statement. */
function boolBody(id: string, answer: boolean, statement = t('Trust grows when you keep promises.', '遵守承諾，信任就會增加。')): ClassicBody {
  const body = classicSample();
  body.id = id;
  body.quiz[2] = { id: 'q3', type: 'bool', question: statement, correctAnswer: answer, feedback: t('Keeping promises builds trust.', '遵守承諾能建立信任。') };
  return body;
}

const lines = (problems: readonly { subject: string; field: string; message: string }[]) => problems.map(formatProblem);

describe('number options', () => {
  it('sees amounts with their units as numbers, in both languages', () => {
    for (const text of ['20 coins', 'NT$1,000', 'About 20 coins', '6 weeks', '2 recorders', '50 more coins']) expect(isNumberOption(text, 'en'), text).toBe(true);
    for (const text of ['NT$20', '6 個星期', '還差 NT$50', '2 支', '大約 NT$300']) expect(isNumberOption(text, 'zh-TW'), text).toBe(true);
  });

  it('sees sentences and labelled amounts as phrases', () => {
    for (const text of ['Pack A (5 coins each)', '20 coins and a sticker', 'Account A: 1% a year', 'She needs 2 more coins.', 'Save it'])
      expect(isNumberOption(text, 'en'), text).toBe(false);
    for (const text of ['她還差 NT$2，要再存。', '先存 NT$20 再花', '存起來']) expect(isNumberOption(text, 'zh-TW'), text).toBe(false);
  });

  it('leaves a question out when all its options are numbers in both languages', () => {
    const body = adventureSample();
    expect(phraseQuestions(body).map((question) => question.questionId)).toEqual(['q1']);
  });
});

describe('the longest-option tell', () => {
  it('states its limits', () => {
    expect(MAX_LONGEST_KEYED_SHARE).toBe(0.4);
    expect(MIN_PHRASE_QUESTIONS).toBe(8);
  });

  it('calls an option the longest only when it is strictly longer than every other', () => {
    expect(isStrictlyLongest(['abcd', 'abc', 'ab'], 0)).toBe(true);
    expect(isStrictlyLongest(['abcd', 'abcd', 'ab'], 0)).toBe(false);
    expect(isStrictlyLongest(['ab', 'abcd'], 0)).toBe(false);
    expect(isStrictlyLongest(['存錢', '花'], 0)).toBe(true);
  });

  it('names the languages in which the key is the longest', () => {
    const body = singleBody('M90', true);
    expect(phraseQuestions(body)).toEqual([{ moduleId: 'M90', questionId: 'q1', longestIn: ['en', 'zh-TW'], shortestIn: [] }]);
    const onlyChinese = singleBody('M90', false);
    const question = onlyChinese.quiz5[0];
    if (question?.type !== 'single') throw new Error('the sample changed');
    question.options[0] = t('Make a plan', '先替自己的零用錢好好做一個完整的計畫');
    expect(phraseQuestions(onlyChinese)[0]?.longestIn).toEqual(['zh-TW']);
  });

  it('reports an island, and all islands, where more than 40 % key the longest option', () => {
    const placed: PlacedBody[] = Array.from({ length: 10 }, (_, index) => ({ island: 'seed', body: singleBody(`M${10 + index}`, index < 5) }));
    const problems = lines(longestOptionProblems(placed));
    expectProblem(problems, 'island seed › single-answer options', '5 of 10', '50 %', 'limit is 40 % (at most 4)', 'M10 q1 (en, zh-TW)');
    expectProblem(problems, `${ALL_ISLANDS} › single-answer options`, '5 of 10');
    expect(problems.some((line) => line.includes('M15 q1'))).toBe(false);
  });

  it('passes at exactly 40 %, and does not judge fewer than 8 questions', () => {
    const atLimit: PlacedBody[] = Array.from({ length: 10 }, (_, index) => ({ island: 'seed', body: singleBody(`M${10 + index}`, index < 4) }));
    expect(longestOptionProblems(atLimit)).toEqual([]);
    const few: PlacedBody[] = Array.from({ length: 7 }, (_, index) => ({ island: 'seed', body: singleBody(`M${10 + index}`, true) }));
    expect(longestOptionProblems(few)).toEqual([]);
  });

  it('judges the islands together as well as one by one', () => {
    // Two islands of 5: too few to judge each, 6 of 10 together.
    const placed: PlacedBody[] = Array.from({ length: 10 }, (_, index) => ({
      island: index < 5 ? 'seed' : 'trust',
      body: singleBody(`M${10 + index}`, index % 5 < 3),
    }));
    expect(lines(longestOptionProblems(placed))).toEqual([expect.stringContaining(`${ALL_ISLANDS} › single-answer options: in 6 of 10`)]);
  });
});

describe('the shortest-option tell', () => {
  it('states its limit', () => {
    expect(MAX_SHORTEST_KEYED_SHARE).toBe(0.4);
  });

  it('calls an option the shortest only when it is strictly shorter than every other', () => {
    expect(isStrictlyShortest(['ab', 'abc', 'abcd'], 0)).toBe(true);
    expect(isStrictlyShortest(['ab', 'ab', 'abcd'], 0)).toBe(false);
    expect(isStrictlyShortest(['abcd', 'ab'], 0)).toBe(false);
    expect(isStrictlyShortest(['花', '存錢'], 0)).toBe(true);
  });

  it('reports an island, and all islands, where more than 40 % key the shortest option; passes at 40 %', () => {
    // A body whose key is the strictly shortest option, in both languages ('Save' / '存' against 'Ask Pip' / '問皮皮').
    const shortKey = (id: string): AdventureBody => {
      const body = singleBody(id, false);
      const question = body.quiz5[0];
      if (question?.type !== 'single') throw new Error('the sample changed');
      question.options[0] = t('Save', '存');
      return body;
    };
    const placed: PlacedBody[] = Array.from({ length: 10 }, (_, index) => ({ island: 'seed', body: index < 5 ? shortKey(`M${10 + index}`) : singleBody(`M${10 + index}`, false) }));
    expect(phraseQuestions(placed[0]!.body)[0]?.shortestIn).toEqual(['en', 'zh-TW']);
    const problems = lines(shortestOptionProblems(placed));
    expectProblem(problems, 'island seed › single-answer options', '5 of 10', '50 %', 'the right answer is the shortest option', 'limit is 40 % (at most 4)', 'M10 q1 (en, zh-TW)');
    expectProblem(problems, `${ALL_ISLANDS} › single-answer options`, '5 of 10');
    const atLimit: PlacedBody[] = Array.from({ length: 10 }, (_, index) => ({ island: 'seed', body: index < 4 ? shortKey(`M${10 + index}`) : singleBody(`M${10 + index}`, false) }));
    expect(shortestOptionProblems(atLimit)).toEqual([]);
  });
});

describe('true/false balance', () => {
  it('states its band', () => {
    expect([MIN_TRUE_SHARE, MAX_TRUE_SHARE, MIN_BOOL_QUESTIONS]).toEqual([0.35, 0.65, 6]);
  });

  it('counts adventure and classic statements', () => {
    const placed: PlacedBody[] = [
      { island: 'seed', body: adventureSample() },
      { island: 'trust', body: boolBody('M11', false, t('Trust grows when you break promises.', '不遵守承諾，信任會增加。')) },
    ];
    const figures = quizFigures(placed);
    expect(figures.map((entry) => [entry.island, entry.bools.length, entry.trueCount])).toEqual([
      ['seed', 2, 1],
      ['trust', 1, 0],
      [ALL_ISLANDS, 3, 1],
    ]);
  });

  it('reports an island with too few true statements, naming the false ones to turn', () => {
    const placed: PlacedBody[] = Array.from({ length: 6 }, (_, index) => ({ island: 'ledger', body: boolBody(`M${20 + index}`, index < 2) }));
    const problems = lines(trueFalseBalanceProblems(placed));
    expectProblem(problems, 'island ledger › true/false statements', '2 of 6 statements are true (33 %)', '35 %–65 %', 'false statements into true', 'M22 q3, M23 q3');
    expectProblem(problems, `${ALL_ISLANDS} › true/false statements`, '2 of 6');
  });

  it('reports too many true statements as well', () => {
    const placed: PlacedBody[] = Array.from({ length: 6 }, (_, index) => ({ island: 'ledger', body: boolBody(`M${20 + index}`, index < 4) }));
    expectProblem(lines(trueFalseBalanceProblems(placed)), 'island ledger', '4 of 6 statements are true (67 %)', 'true statements into false', 'M20 q3');
  });

  it('passes a balanced island, and does not judge fewer than 6 statements', () => {
    const balanced: PlacedBody[] = Array.from({ length: 6 }, (_, index) => ({ island: 'ledger', body: boolBody(`M${20 + index}`, index < 3) }));
    expect(trueFalseBalanceProblems(balanced)).toEqual([]);
    const few: PlacedBody[] = Array.from({ length: 5 }, (_, index) => ({ island: 'ledger', body: boolBody(`M${20 + index}`, false) }));
    expect(trueFalseBalanceProblems(few)).toEqual([]);
  });
});

describe('absolute words in false statements', () => {
  it('finds whole English words, any case, and the zh-TW words', () => {
    expect(absoluteWordsIn('You ALWAYS save, and only then spend.', 'en')).toEqual(['always', 'only']);
    expect(absoluteWordsIn('Everything is allowed; calling is a good idea.', 'en')).toEqual([]);
    expect(absoluteWordsIn('存錢一定要存到郵局，大家都這樣做。', 'zh-TW')).toEqual(['一定', '都']);
  });

  it('reports a false statement with an absolute word, per language, through the module check', () => {
    const body = boolBody('M91', false, t('A sale is always a good deal.', '特價一定划算。'));
    const problems = check(body, metaFor(body));
    expectProblem(problems, 'M91 › quiz[2 q3].question [en]', 'absolute word "always"');
    expectProblem(problems, 'M91 › quiz[2 q3].question [zh-TW]', 'absolute word "一定"');
  });

  it('lets a true statement use an absolute word, and a false one be false by its idea', () => {
    expect(absoluteWordProblems('M91', boolBody('M91', true, t('Every promise you keep builds trust.', '每次遵守承諾，都能累積信任。')))).toEqual([]);
    expect(absoluteWordProblems('M91', boolBody('M91', false, t('Interest is paid to the borrower.', '利息是付給借錢的人的。')))).toEqual([]);
  });

  it('counts the flagged statements in the figures table', () => {
    const placed: PlacedBody[] = [{ island: 'trust', body: boolBody('M11', false, t('You must never borrow.', '永遠不可以借錢。')) }];
    const table = formatQuizFigures(quizFigures(placed)).split('\n');
    expect(table[0]).toBe('| island | modules | phrase singles | keyed longest | share | keyed shortest | share | true/false | true | true share | false with absolute |');
    // The sample's key is the longest option in one language and the shortest in the other.
    expect(table[2]).toBe('| trust | 1 | 1 | 1 | 100 % | 1 | 100 % | 1 | 0 | 0 % | 1 |');
  });
});
