import { describe, expect, it } from 'vitest';
import type { ClassicBody, ModuleBody } from '../content/schema/module-body';
import m01 from '../content/modules/m01';
import m100 from '../content/modules/m100';
import { answerFingerprint, firstCorrectAttempt, isReviewAttemptCorrect, reviewQuestionOf } from './review-question';

const classic = m100 as ClassicBody;
const questionOf = (type: string) => {
  const question = classic.quiz.find((q) => q.type === type);
  if (!question) throw new Error(`M100 has no ${type} question`);
  return question;
};

describe('reviewQuestionOf', () => {
  it('shows an adventure question with its options, hints and why', () => {
    const view = reviewQuestionOf(m01, 'q1');
    expect(view?.type).toBe('single');
    expect(view?.options).toHaveLength(4);
    expect(view?.hints).toHaveLength(3);
    expect(view?.why.en).toContain('A swap needs two people');
  });
  it('shows a classic question with its feedback as the why', () => {
    const question = questionOf('multi');
    const view = reviewQuestionOf(classic, question.id);
    expect(view?.why).toEqual(question.feedback);
    expect(view?.answerCount).toBe(question.type === 'multi' ? question.correctAnswer.length : 0);
  });
  it('is null for a question the lesson no longer has', () => {
    expect(reviewQuestionOf(m01, 'q99')).toBeNull();
  });
});

describe('grading a review attempt', () => {
  it('grades adventure tries as the lesson does', () => {
    expect(isReviewAttemptCorrect(m01, 'q1', [1])).toBe(true);
    expect(isReviewAttemptCorrect(m01, 'q1', [0])).toBe(false);
    expect(firstCorrectAttempt(m01, 'q1', [[0], [2], [1]])).toBe(2);
  });
  it('grades classic single choices given as a one-item list, and typed answers', () => {
    const single = questionOf('single');
    if (single.type !== 'single') throw new Error('not single');
    expect(isReviewAttemptCorrect(classic, single.id, [single.correctAnswer])).toBe(true);
    expect(isReviewAttemptCorrect(classic, single.id, [single.correctAnswer, 9])).toBe(false);
    const blank = questionOf('fill-blank');
    if (blank.type !== 'fill-blank') throw new Error('not fill-blank');
    expect(isReviewAttemptCorrect(classic, blank.id, ` ${blank.acceptedAnswers['zh-TW'][0] ?? ''} `)).toBe(true);
    expect(isReviewAttemptCorrect(classic, blank.id, 'certainly not this')).toBe(false);
  });
});

describe('answerFingerprint', () => {
  it('stays the same for the same key and changes when the keyed answer changes', () => {
    const before = answerFingerprint(m01, 'q1');
    expect(before).toMatch(/^[0-9a-f]{8}$/u);
    expect(answerFingerprint(m01, 'q1')).toBe(before);
    const changed: ModuleBody = { ...m01, quiz5: m01.quiz5.map((q) => (q.id === 'q1' && q.type === 'single' ? { ...q, answer: [2] } : q)) };
    expect(answerFingerprint(changed, 'q1')).not.toBe(before);
    const reworded: ModuleBody = { ...m01, quiz5: m01.quiz5.map((q) => (q.id === 'q1' ? { ...q, question: { en: 'Reworded?', 'zh-TW': '改寫？' } } : q)) };
    expect(answerFingerprint(reworded, 'q1')).toBe(before);
    expect(answerFingerprint(m01, 'q99')).toBeNull();
  });
});
