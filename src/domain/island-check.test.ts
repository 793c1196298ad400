import { describe, expect, it } from 'vitest';
import { loadModuleBody } from '../content/module-bodies';
import { modulesOfIsland } from '../content/catalogue-queries';
import m01 from '../content/modules/m01';
import m100 from '../content/modules/m100';
import type { AdventureBody, ClassicBody, ModuleBody } from '../content/schema/module-body';
import { ISLAND_CHECK_SIZE } from './constants';
import { averageGains, checkKey, islandCheckOffer, pickIslandCheck, scoreIslandCheck, type CheckLesson, type CheckQuestion } from './island-check';
import { ADVENTURE_QUIZ, CLASSIC_QUIZ } from './test-fixtures';

/** An adventure lesson with the fixture quiz (q1 single 1, q2 multi [0,2], q3 bool true, q4 single 3, q5 bool false). */
const adventure = (id: string): AdventureBody => ({ ...(m01 as AdventureBody), id, quiz5: ADVENTURE_QUIZ });
/** A classic lesson with the fixture quiz: c1 single, c2 bool, c3 multi, c4 and c5 fill-blank. */
const classic = (id: string, quiz = CLASSIC_QUIZ): ClassicBody => ({ ...(m100 as ClassicBody), id, quiz });
const lesson = (body: ModuleBody): CheckLesson => ({ moduleId: body.id, body });

describe('pickIslandCheck', () => {
  it('takes one question from lessons spread over a ten-lesson island, first to last, each at a different position', () => {
    const lessons = Array.from({ length: 10 }, (_, index) => lesson(adventure(`M${String(index + 1).padStart(2, '0')}`)));
    const picked = pickIslandCheck(lessons);
    expect(picked).toEqual([
      { moduleId: 'M01', questionId: 'q1' },
      { moduleId: 'M03', questionId: 'q2' },
      { moduleId: 'M06', questionId: 'q3' },
      { moduleId: 'M08', questionId: 'q4' },
      { moduleId: 'M10', questionId: 'q5' },
    ]);
    // Deterministic: before and after ask the same questions.
    expect(pickIslandCheck(lessons)).toEqual(picked);
  });

  it('goes round again on an island with fewer lessons than questions, never asking a question twice or a typed answer', () => {
    const lessons = ['M11', 'M12', 'M13'].map((id) => lesson(classic(id)));
    const picked = pickIslandCheck(lessons);
    expect(picked).toHaveLength(ISLAND_CHECK_SIZE);
    expect(new Set(picked.map(checkKey)).size).toBe(ISLAND_CHECK_SIZE);
    expect(picked.map((question) => question.questionId).every((id) => ['c1', 'c2', 'c3'].includes(id))).toBe(true);
    expect(new Set(picked.map((question) => question.moduleId))).toEqual(new Set(['M11', 'M12', 'M13']));
  });

  it('leaves out lessons not yet written or with only typed answers, and asks fewer when the island has fewer', () => {
    const typedOnly = classic('M12', CLASSIC_QUIZ.filter((question) => question.type === 'fill-blank'));
    const picked = pickIslandCheck([{ moduleId: 'M11', body: undefined }, lesson(typedOnly), lesson(classic('M13', CLASSIC_QUIZ.slice(0, 2)))]);
    expect(picked).toEqual([
      { moduleId: 'M13', questionId: 'c1' },
      { moduleId: 'M13', questionId: 'c2' },
    ]);
    expect(pickIslandCheck([{ moduleId: 'M11', body: undefined }])).toEqual([]);
  });

  it('gives Seed Island five questions from five different lessons of the real content', async () => {
    const lessons = await Promise.all(modulesOfIsland('seed').map(async (meta) => ({ moduleId: meta.id, body: await loadModuleBody(meta.id) })));
    const picked = pickIslandCheck(lessons);
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((question) => question.moduleId)).size).toBe(5);
    expect(picked[0]?.moduleId).toBe(lessons[0]?.moduleId);
    expect(picked.at(-1)?.moduleId).toBe(lessons.at(-1)?.moduleId);
  });
});

describe('scoreIslandCheck', () => {
  const bodies = new Map<string, ModuleBody>([
    ['M01', adventure('M01')],
    ['M11', classic('M11')],
  ]);
  const questions: CheckQuestion[] = [
    { moduleId: 'M01', questionId: 'q2' },
    { moduleId: 'M01', questionId: 'q3' },
    { moduleId: 'M11', questionId: 'c1' },
  ];

  it('counts the questions right on the one try', () => {
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false, 'M11/c1': [2] })).toEqual({ correct: 2, total: 3 });
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [2, 0], 'M01/q3': true, 'M11/c1': [2] })).toEqual({ correct: 3, total: 3 });
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0], 'M01/q3': false, 'M11/c1': [1] })).toEqual({ correct: 0, total: 3 });
  });

  it('refuses answers that are not exactly the check\'s questions or not the right kind', () => {
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false })).toBeNull();
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false, 'M11/c2': false })).toBeNull();
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false, 'M11/c1': [2], 'M01/q1': [1] })).toBeNull();
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': true, 'M01/q3': false, 'M11/c1': [2] })).toBeNull();
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false, 'M11/c1': [7] })).toBeNull();
    expect(scoreIslandCheck(questions, bodies, { 'M01/q2': [0, 2], 'M01/q3': false, 'M11/c1': [1, 2] })).toBeNull();
  });
});

describe('islandCheckOffer', () => {
  const base = { hasQuestions: true, unlocked: true, finished: false, before: null, after: null };

  it('offers the warm-up on an open island not yet finished, and nothing on a locked or finished one', () => {
    expect(islandCheckOffer(base)).toBe('before');
    expect(islandCheckOffer({ ...base, unlocked: false })).toBeNull();
    expect(islandCheckOffer({ ...base, finished: true })).toBeNull();
    expect(islandCheckOffer({ ...base, hasQuestions: false })).toBeNull();
  });

  it('offers the check again only when the island is finished and the warm-up was taken, once', () => {
    const taken = { skipped: false };
    expect(islandCheckOffer({ ...base, before: taken })).toBeNull();
    expect(islandCheckOffer({ ...base, before: taken, finished: true })).toBe('after');
    expect(islandCheckOffer({ ...base, before: { skipped: true }, finished: true })).toBeNull();
    expect(islandCheckOffer({ ...base, before: taken, after: taken, finished: true })).toBeNull();
  });
});

describe('averageGains', () => {
  it('averages after − before over children with both, per island in map order, leaving out skipped warm-ups', () => {
    const gains = averageGains(
      [
        { userId: 'a', island: 'trust', phase: 'before', correct: 1, skipped: false },
        { userId: 'a', island: 'trust', phase: 'after', correct: 5, skipped: false },
        { userId: 'a', island: 'seed', phase: 'before', correct: 2, skipped: false },
        { userId: 'a', island: 'seed', phase: 'after', correct: 5, skipped: false },
        { userId: 'b', island: 'seed', phase: 'before', correct: 3, skipped: false },
        { userId: 'b', island: 'seed', phase: 'after', correct: 3, skipped: false },
        { userId: 'c', island: 'seed', phase: 'before', correct: 4, skipped: false },
        { userId: 'd', island: 'risk', phase: 'before', correct: 0, skipped: true },
      ],
      ['seed', 'trust', 'risk'],
    );
    expect(gains).toEqual([
      { island: 'seed', children: 2, averageGain: 1.5 },
      { island: 'trust', children: 1, averageGain: 4 },
    ]);
  });
});
