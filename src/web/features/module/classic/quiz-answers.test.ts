import { describe, expect, it } from 'vitest';
import m11 from '../../../../content/modules/m11';
import { answeredCount, describeAnswer, describeCorrect, isAnswered, toggleIndex } from './quiz-answers';

const labels = { true: 'True', false: 'False', none: '(no answer)' };
const [q1, q2, q3, q4] = m11.quiz;

describe('isAnswered and answeredCount', () => {
  it('do not count blank text or an empty selection, like the server', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('   ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered(0)).toBe(true);
    expect(answeredCount(m11.quiz, { q1: 0, q2: false, q3: [], q4: ' ' })).toBe(2);
  });
});

describe('toggleIndex', () => {
  it('keeps a multi selection in option order without repeats', () => {
    expect(toggleIndex(undefined, 4, true)).toEqual([4]);
    expect(toggleIndex([4], 0, true)).toEqual([0, 4]);
    expect(toggleIndex([0, 4], 0, true)).toEqual([0, 4]);
    expect(toggleIndex([0, 4], 4, false)).toEqual([0]);
  });
});

describe('describeAnswer and describeCorrect', () => {
  it('put answers into words for every question type', () => {
    expect(describeAnswer(q1!, 2, 'en', labels)).toEqual([q1!.type === 'single' ? q1!.options[2]!.en : '']);
    expect(describeAnswer(q2!, false, 'en', labels)).toEqual(['False']);
    expect(describeAnswer(q3!, [0, 4], 'en', labels)).toHaveLength(2);
    expect(describeAnswer(q4!, '  trust ', 'en', labels)).toEqual(['trust']);
    expect(describeAnswer(q4!, undefined, 'en', labels)).toEqual(['(no answer)']);
    expect(describeCorrect(q2!, 'zh-TW', { ...labels, false: '錯' }).answers).toEqual(['錯']);
    expect(describeCorrect(q3!, 'en', labels).answers).toHaveLength(3);
  });

  it('lists the other accepted fill-blank answers in the learner’s language', () => {
    expect(describeCorrect(q4!, 'en', labels)).toEqual({ answers: ['trust'], alsoAccepted: ['believe', 'believe in', 'count on', 'rely on'] });
    expect(describeCorrect(q4!, 'zh-TW', labels)).toEqual({ answers: ['信任'], alsoAccepted: ['相信', '信賴'] });
  });
});
