import { describe, expect, it } from 'vitest';
import type { AdventureBody, ClassicBody } from '../content/schema/module-body';
import m01 from '../content/modules/m01';
import m100 from '../content/modules/m100';
import { jsonBytes, lessonFingerprint, lessonPositionSchema, MAX_LESSON_POSITION_BYTES, newerPosition, usablePosition, type LessonPosition } from './lesson-position';

const adventure = m01 as AdventureBody;
const classic = m100 as ClassicBody;

function atSentence(overrides: Partial<Extract<LessonPosition, { format: 'adventure' }>> = {}): LessonPosition {
  return {
    version: 1,
    format: 'adventure',
    fingerprint: lessonFingerprint(adventure),
    step: 'sentence',
    done: ['story', 'definitions', 'examples'],
    choices: { sentence: { frameIndex: 1, finished: false, language: 'en', chosen: ['save'] } },
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

function inClassicQuiz(): LessonPosition {
  const [first, second] = classic.quiz;
  return {
    version: 1,
    format: 'classic',
    fingerprint: lessonFingerprint(classic),
    step: 'quiz',
    done: ['scenario', 'vocabulary', 'drills'],
    choices: { quiz: { index: 1, answers: { [first!.id]: 0, [second!.id]: true }, hints: { [first!.id]: 1 } }, drafts: { [classic.sentenceStems[0]!.id]: { language: 'zh-TW', text: '我想要存錢' } } },
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

describe('usablePosition', () => {
  it('restores a position made with the same lesson content', () => {
    expect(usablePosition(atSentence(), adventure)).toEqual(atSentence());
    expect(usablePosition(inClassicQuiz(), classic)).toEqual(inClassicQuiz());
  });

  it('drops a position whose lesson changed since, like a review card whose answer changed', () => {
    const edited: AdventureBody = { ...adventure, storyIntro: [...adventure.storyIntro, { en: 'One more line.', 'zh-TW': '再一行。' }] };
    expect(lessonFingerprint(edited)).not.toBe(lessonFingerprint(adventure));
    expect(usablePosition(atSentence(), edited)).toBeNull();
  });

  it('drops a position of the other format or pointing past the lesson', () => {
    expect(usablePosition(atSentence(), classic)).toBeNull();
    expect(usablePosition(atSentence({ choices: { sentence: { frameIndex: 7, finished: false, language: 'en', chosen: [] } } }), adventure)).toBeNull();
    expect(usablePosition(atSentence({ step: 'quiz', choices: { quiz: { index: 9, attempts: {}, selection: null, explaining: false } } }), adventure)).toBeNull();
  });

  it('drops damaged or foreign data without throwing', () => {
    for (const raw of [null, 'text', 42, [], {}, { ...atSentence(), version: 2 }, { ...atSentence(), step: 'treasure' }, { ...atSentence(), updatedAt: 'yesterday' }, { ...atSentence(), extra: true }]) {
      expect(usablePosition(raw, adventure)).toBeNull();
    }
  });

  it('offers nothing to continue for a lesson only opened', () => {
    expect(usablePosition(atSentence({ step: 'story', done: [], choices: {} }), adventure)).toBeNull();
    expect(usablePosition(atSentence({ step: 'story', done: ['story'], choices: {} }), adventure)).not.toBeNull();
  });
});

describe('lessonPositionSchema', () => {
  it('refuses a quiz selection that grades nothing but is malformed, and too many attempts', () => {
    const base = atSentence({ step: 'quiz' });
    expect(lessonPositionSchema.safeParse({ ...base, choices: { quiz: { index: 0, attempts: {}, selection: [9], explaining: false } } }).success).toBe(false);
    expect(lessonPositionSchema.safeParse({ ...base, choices: { quiz: { index: 0, attempts: { q1: Array.from({ length: 51 }, () => [0]) }, selection: null, explaining: false } } }).success).toBe(false);
    expect(lessonPositionSchema.safeParse({ ...base, choices: { quiz: { index: 0, attempts: { q1: [[0], [1]] }, selection: [1], explaining: true } } }).success).toBe(true);
  });

  it('keeps a full position well under the size limit', () => {
    expect(jsonBytes(inClassicQuiz())).toBeLessThan(MAX_LESSON_POSITION_BYTES / 4);
  });
});

describe('newerPosition', () => {
  it('takes the newer by updatedAt, the device on a tie, and whichever exists', () => {
    const older = atSentence({ updatedAt: '2026-11-27T09:00:00.000Z' });
    const newer = atSentence({ step: 'quiz', updatedAt: '2026-11-27T11:00:00.000Z' });
    expect(newerPosition(older, newer)).toBe(newer);
    expect(newerPosition(newer, older)).toBe(newer);
    const tie = atSentence();
    expect(newerPosition(tie, atSentence())).toBe(tie);
    expect(newerPosition(null, older)).toBe(older);
    expect(newerPosition(older, null)).toBe(older);
    expect(newerPosition(null, null)).toBeNull();
  });
});
