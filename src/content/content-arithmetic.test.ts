/** The arithmetic and number-match rules (content-arithmetic.ts). */
import { describe, expect, it } from 'vitest';
import {
  arithmeticProblems,
  calculationsIn,
  chineseNumeral,
  evaluate,
  NUMBER_MATCH_EXCEPTIONS,
  numberMatchProblems,
  numberMismatch,
  numbersIn,
  textArithmeticProblems,
} from './content-arithmetic';
import { formatProblem } from './content-problems';
import { adventureSample, expectProblem, t } from './testing/module-samples';

describe('arithmetic', () => {
  it('evaluates with × and ÷ before + and −', () => {
    expect(evaluate('30 + 10 × 5')).toBe(80);
    expect(evaluate('150 − 35 + 50 − 40')).toBe(125);
    expect(evaluate('60 ÷ 15')).toBe(4);
    expect(evaluate('1,000 + 20')).toBe(1020);
    expect(evaluate('NT$45 + NT$20')).toBe(65);
    expect(evaluate('3 x 5')).toBe(15);
    expect(evaluate('5 ÷ 0')).toBeUndefined();
  });

  it('finds the calculations of a text in either language, with units and separators', () => {
    expect(calculationsIn('He has 70 coins. 120 − 70 = 50, so he needs 50 more. Then 1,000 + 20 = 1,020.')).toEqual([
      { text: '120 − 70 = 50', stated: 50, computed: 50 },
      { text: '1,000 + 20 = 1,020', stated: 1020, computed: 1020 },
    ]);
    expect(calculationsIn('他只有 NT$70。NT$120 − NT$70 = NT$50，還差 NT$50。')).toEqual([{ text: 'NT$120 − NT$70 = NT$50', stated: 50, computed: 50 }]);
    expect(calculationsIn('45 coins + 20 coins = 65 coins')).toEqual([{ text: '45 coins + 20 coins = 65', stated: 65, computed: 65 }]);
  });

  it('leaves alone what is not a calculation', () => {
    expect(calculationsIn('20% of 50 = 10. Fill in: 15 × 5 = ______. Ages 8-13.')).toEqual([]);
  });

  it('reports a wrong result with its field and language', () => {
    const body = adventureSample();
    expect(arithmeticProblems('M90', body)).toEqual([]);
    body.examples[0] = t('An saves 20 + 15 = 30 coins.', '小安存了 20 + 15 = 35，也就是 NT$35。');
    const problems = arithmeticProblems('M90', body).map(formatProblem);
    expect(problems).toEqual(['M90 › examples[0] [en]: "20 + 15 = 30" is wrong: it makes 35']);
  });

  it('checks the top comment too', () => {
    expect(textArithmeticProblems('M90', 'top comment', ' * Numbers: 80 − 20 = 60; 4 × 25 = 90.')).toEqual([
      { subject: 'M90', field: 'top comment', message: '"4 × 25 = 90" is wrong: it makes 100' },
    ]);
  });
});

describe('the same numbers in both languages', () => {
  it('reads numbers with separators', () => {
    expect(numbersIn('NT$1,000 and 2.5 and 30 coins')).toEqual([1000, 2.5, 30]);
  });

  it('passes coins ↔ NT$ with the same numbers, and a result repeated in zh-TW', () => {
    expect(numberMismatch('It costs 45 coins. 100 − 45 = 55.', '要 NT$45。100 − 45 = 55，也就是 NT$55。')).toEqual({ enOnly: [], zhOnly: [] });
  });

  it('finds a number said in one language only', () => {
    expect(numberMismatch('Jay pays 48 coins.', '阿哲付了 NT$48，還剩 NT$22。')).toEqual({ enOnly: [], zhOnly: [22] });
    expect(numberMismatch('Count by 10s until you reach 60.', '10、20、30……數到 60。')).toEqual({ enOnly: [], zhOnly: [20, 30] });
  });

  it('names its exceptions: 打八折 ↔ 20 % off, 一半 ↔ half, numbers as words', () => {
    expect(NUMBER_MATCH_EXCEPTIONS.map((exception) => exception.name)).toEqual([
      '打X折 ↔ (100 − 10X) % off, pay 10X %',
      '一半 / 半價 ↔ half, 50 %',
      'a number written as a word in the other language (3 ↔ 三, 兩; 12 ↔ twelve, a dozen)',
      'percent written in zh-TW words (百分之二十 ↔ 20 %)',
    ]);
    expect(numberMismatch('The sketchbook is 20% off.', '素描本打八折。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('You pay 80% of the price.', '打八折，就是付八成。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('It is 25% off.', '打七五折。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('Half-price: 50% off.', '半價。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('She waits 3 weeks.', '她等了三個星期。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('She waits two weeks.', '她等了 2 個星期。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(numberMismatch('Rates are 20% a year.', '年利率百分之二十。')).toEqual({ enOnly: [], zhOnly: [] });
    expect(chineseNumeral(12)).toEqual(['十二']);
    expect(chineseNumeral(25)).toEqual(['二十五']);
  });

  it('reports the field with both sides', () => {
    const body = adventureSample();
    expect(numberMatchProblems('M90', body)).toEqual([]);
    body.examples[0] = t('An saves 20 coins.', '小安存了 NT$25。');
    expectProblem(numberMatchProblems('M90', body).map(formatProblem), 'M90 › examples[0]: the numbers differ: English has 20 that zh-TW does not; zh-TW has 25 that English does not');
  });
});
