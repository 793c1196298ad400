import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adventureAttemptsSchema, classicAnswersSchema, quizSubmissionSchema } from './answers';
import {
  gradeAdventureQuiz,
  gradeClassicQuiz,
  normalizeAnswer,
  validateAdventureAttempts,
  validateClassicAnswers,
} from './grading';
import { ADVENTURE_QUIZ, CLASSIC_QUIZ, multi } from './test-fixtures';

const allFirstTry = { q1: [[1]], q2: [[2, 0]], q3: [true], q4: [[3]], q5: [false] };

describe('gradeAdventureQuiz', () => {
  it('gives 100 and completes when every question is right first time', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, allFirstTry);
    expect(result.score).toBe(100);
    expect(result.complete).toBe(true);
    expect(result.perQuestion.map((q) => q.firstTryCorrect)).toEqual([true, true, true, true, true]);
  });

  it('counts only first attempts in the score, but a later correct answer still finishes the quest', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q1: [[0], [2], [1]], q3: [false, true] });
    expect(result.score).toBe(60);
    expect(result.firstTryCorrectCount).toBe(3);
    expect(result.complete).toBe(true);
    expect(result.perQuestion[0]).toEqual({ questionId: 'q1', firstTryCorrect: false, completed: true, attempts: 3 });
  });

  it('is not complete when a question was never answered correctly', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q5: [true, true] });
    expect(result.complete).toBe(false);
    expect(result.score).toBe(80);
    expect(result.perQuestion[4]?.completed).toBe(false);
  });

  it('is not complete when attempts follow the first correct one (the quiz advances on a correct answer)', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q4: [[3], [0]] });
    expect(result.complete).toBe(false);
    expect(result.perQuestion[3]?.firstTryCorrect).toBe(true);
  });

  it('treats missing questions as wrong and incomplete', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, { q1: [[1]] });
    expect(result.score).toBe(20);
    expect(result.complete).toBe(false);
    expect(result.perQuestion[1]?.attempts).toBe(0);
  });

  it('needs exactly one selection for a single question, and the exact set for multi', () => {
    const twoPicked = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q1: [[1, 2]] });
    expect(twoPicked.perQuestion[0]?.firstTryCorrect).toBe(false);
    const subset = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q2: [[0]] });
    expect(subset.perQuestion[1]?.firstTryCorrect).toBe(false);
    const superset = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q2: [[0, 1, 2]] });
    expect(superset.perQuestion[1]?.firstTryCorrect).toBe(false);
  });

  it('marks an answer of the wrong type incorrect without throwing', () => {
    const result = gradeAdventureQuiz(ADVENTURE_QUIZ, { ...allFirstTry, q1: [true], q3: [[1]] });
    expect(result.score).toBe(60);
  });

  it('ignores keys that are not questions, even ones like "constructor"', () => {
    const questions = [multi('constructor', [0, 1])];
    expect(gradeAdventureQuiz(questions, {}).score).toBe(0);
    expect(gradeAdventureQuiz(questions, { constructor: [[1, 0]] }).score).toBe(100);
  });

  it('scores any order of a multi selection the same (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 1 }), fc.shuffledSubarray([0, 1, 2, 3], { minLength: 2 }), (picked, answer) => {
        const question = [multi('q', answer)];
        const reversed = [...picked].reverse();
        const sameSet = picked.length === answer.length && picked.every((i) => answer.includes(i));
        expect(gradeAdventureQuiz(question, { q: [picked] }).score).toBe(sameSet ? 100 : 0);
        expect(gradeAdventureQuiz(question, { q: [reversed] }).score).toBe(sameSet ? 100 : 0);
      }),
    );
  });
});

describe('gradeClassicQuiz', () => {
  const allRight = { c1: 2, c2: false, c3: [3, 1], c4: 'saving', c5: 'emergency fund' };

  it('grades every question type, fill-blank included', () => {
    const result = gradeClassicQuiz(CLASSIC_QUIZ, allRight);
    expect(result.score).toBe(100);
    expect(result.perQuestion.every((q) => q.isCorrect)).toBe(true);
  });

  it('accepts typed answers with stray spaces, capitals, full-width letters, or in the other language', () => {
    for (const typed of ['  SAVING ', 'Ｓａｖｉｎｇｓ', '儲蓄', ' 存錢 ']) {
      expect(gradeClassicQuiz(CLASSIC_QUIZ, { ...allRight, c4: typed }).perQuestion[3]?.isCorrect).toBe(true);
    }
    expect(gradeClassicQuiz(CLASSIC_QUIZ, { ...allRight, c5: 'Emergency \u3000  FUND' }).perQuestion[4]?.isCorrect).toBe(true);
  });

  it('marks wrong or empty text incorrect', () => {
    for (const typed of ['spending', '', '   ', 'sav ing']) {
      expect(gradeClassicQuiz(CLASSIC_QUIZ, { ...allRight, c4: typed }).perQuestion[3]?.isCorrect).toBe(false);
    }
  });

  it('rounds the percent correct', () => {
    const result = gradeClassicQuiz(CLASSIC_QUIZ.slice(0, 3), { c1: 2, c2: false, c3: [1] });
    expect(result.score).toBe(67);
    expect(result.correctCount).toBe(2);
  });

  it('treats missing, unknown and wrongly typed answers as incorrect and reports what was given', () => {
    const result = gradeClassicQuiz(CLASSIC_QUIZ, { c1: '2', c2: 0 as unknown as boolean, c3: 1, zz: 5 });
    expect(result.score).toBe(0);
    expect(result.perQuestion[0]).toMatchObject({ isCorrect: false, userAnswer: '2', correctAnswer: 2 });
    expect(result.perQuestion[3]).toMatchObject({ isCorrect: false, userAnswer: null });
    expect(result.perQuestion[3]?.correctAnswer).toEqual({ en: ['saving', 'savings'], 'zh-TW': ['儲蓄', '存錢'] });
  });

  it('scores 0 for an empty quiz rather than dividing by zero', () => {
    expect(gradeClassicQuiz([], {}).score).toBe(0);
  });
});

describe('normalizeAnswer', () => {
  it('trims, folds full-width forms and case, and collapses inner spaces', () => {
    expect(normalizeAnswer('  Ｅｍｅｒｇｅｎｃｙ\u3000 FUND\t')).toBe('emergency fund');
    expect(normalizeAnswer('ＮＴ＄１００')).toBe('nt$100');
  });

  it('is idempotent (property)', () => {
    fc.assert(fc.property(fc.string(), (text) => normalizeAnswer(normalizeAnswer(text)) === normalizeAnswer(text)));
  });
});

describe('validators', () => {
  it('accepts a complete, well-formed submission', () => {
    expect(validateAdventureAttempts(ADVENTURE_QUIZ, allFirstTry)).toEqual({ ok: true, missing: [], unknown: [], invalid: [] });
    expect(validateClassicAnswers(CLASSIC_QUIZ, { c1: 0, c2: true, c3: [0, 1], c4: 'x', c5: 'y' }).ok).toBe(true);
  });

  it('reports missing and unknown question ids', () => {
    const { q2: _q2, ...withoutQ2 } = allFirstTry;
    const report = validateAdventureAttempts(ADVENTURE_QUIZ, { ...withoutQ2, q9: [true], q3: [] });
    expect(report).toEqual({ ok: false, missing: ['q2', 'q3'], unknown: ['q9'], invalid: [] });
    const classic = validateClassicAnswers(CLASSIC_QUIZ, { c1: 0, c2: true, c3: [], c4: '  ', extra: 1 });
    expect(classic.missing).toEqual(['c3', 'c4', 'c5']);
    expect(classic.unknown).toEqual(['extra']);
  });

  it('reports answers of the wrong type or with options that do not exist', () => {
    const adventure = validateAdventureAttempts(ADVENTURE_QUIZ, { ...allFirstTry, q1: [[1, 2]], q3: [[0]], q4: [[7]] });
    expect(adventure.invalid).toEqual(['q1', 'q3', 'q4']);
    const classic = validateClassicAnswers(CLASSIC_QUIZ, { c1: 4, c2: 'false', c3: [1, 1], c4: 3, c5: 'ok' });
    expect(classic.invalid).toEqual(['c1', 'c2', 'c3', 'c4']);
  });
});

describe('submission schemas', () => {
  it('parse what the browser sends', () => {
    expect(quizSubmissionSchema.parse({ format: 'adventure', attempts: allFirstTry }).format).toBe('adventure');
    expect(quizSubmissionSchema.parse({ format: 'classic', answers: { c1: 2, c4: 'saving' } }).format).toBe('classic');
  });

  it('refuse empty or repeated selections, negative indexes, odd ids and oversized input', () => {
    expect(adventureAttemptsSchema.safeParse({ q1: [[]] }).success).toBe(false);
    expect(adventureAttemptsSchema.safeParse({ q1: [[1, 1]] }).success).toBe(false);
    expect(classicAnswersSchema.safeParse({ c1: -1 }).success).toBe(false);
    expect(classicAnswersSchema.safeParse({ 'C 1': 1 }).success).toBe(false);
    expect(classicAnswersSchema.safeParse({ c4: 'x'.repeat(201) }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`q${i}`, true]));
    expect(classicAnswersSchema.safeParse(many).success).toBe(false);
    expect(adventureAttemptsSchema.safeParse({ q1: Array.from({ length: 51 }, () => true) }).success).toBe(false);
  });
});
