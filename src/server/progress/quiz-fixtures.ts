import { loadModuleBody } from '../../content/module-bodies';
import type { AdventureAttempt, ClassicAnswer } from '../../domain/answers';
import type { AdventureQuestion, ClassicQuestion } from '../../content/schema/module-body';
import { lessonFingerprint, type LessonPosition } from '../../domain/lesson-position';

/** Test helpers that answer a module's real quiz, right or wrong, the way the browser would submit it. */

export function rightAdventureAttempt(question: AdventureQuestion): AdventureAttempt {
  return question.type === 'bool' ? question.answer : [...question.answer];
}

export function wrongAdventureAttempt(question: AdventureQuestion): AdventureAttempt {
  if (question.type === 'bool') return !question.answer;
  const wrong = question.options.findIndex((_, index) => !question.answer.includes(index));
  return [wrong];
}

/** Attempts for every question: `wrongFirst` lists the question indexes answered wrong once before right. */
export async function adventureAttempts(moduleId: string, wrongFirst: number[] = []): Promise<Record<string, AdventureAttempt[]>> {
  const body = await loadModuleBody(moduleId);
  if (body?.format !== 'adventure') throw new Error(`${moduleId} is not an adventure module`);
  return Object.fromEntries(
    body.quiz5.map((question, index) => [
      question.id,
      wrongFirst.includes(index) ? [wrongAdventureAttempt(question), rightAdventureAttempt(question)] : [rightAdventureAttempt(question)],
    ]),
  );
}

export function rightClassicAnswer(question: ClassicQuestion): ClassicAnswer {
  switch (question.type) {
    case 'single':
      return question.correctAnswer;
    case 'multi':
      return [...question.correctAnswer];
    case 'bool':
      return question.correctAnswer;
    case 'fill-blank':
      return question.acceptedAnswers.en[0] ?? '';
  }
}

export function wrongClassicAnswer(question: ClassicQuestion): ClassicAnswer {
  switch (question.type) {
    case 'single':
      return question.correctAnswer === 0 ? 1 : 0;
    case 'multi':
      return [question.options.findIndex((_, index) => !question.correctAnswer.includes(index))];
    case 'bool':
      return !question.correctAnswer;
    case 'fill-blank':
      return 'pineapple';
  }
}

/** Answers for a classic quiz: `wrong` lists the question indexes answered wrong. */
export async function classicAnswers(moduleId: string, wrong: number[] = []): Promise<Record<string, ClassicAnswer>> {
  const body = await loadModuleBody(moduleId);
  if (body?.format !== 'classic') throw new Error(`${moduleId} is not a classic module`);
  return Object.fromEntries(body.quiz.map((question, index) => [question.id, wrong.includes(index) ? wrongClassicAnswer(question) : rightClassicAnswer(question)]));
}

/**
 * A position midway through a module (decision 027), as the browser would keep it: an adventure lesson at its
 * sentence challenge with a tile placed, a classic one in its quiz with the first answer picked. `note` lands in a
 * classic sentence-practice draft, so a test can look for it in answers it must not appear in.
 */
export async function lessonPositionFor(moduleId: string, updatedAt = new Date().toISOString(), note = 'I want to save'): Promise<LessonPosition> {
  const body = await loadModuleBody(moduleId);
  if (!body) throw new Error(`${moduleId} has no body`);
  const fingerprint = lessonFingerprint(body);
  if (body.format === 'adventure') {
    return {
      version: 1,
      format: 'adventure',
      fingerprint,
      step: 'sentence',
      done: ['story', 'definitions', 'examples'],
      choices: { sentence: { frameIndex: 0, finished: false, language: 'en', chosen: ['tile'] } },
      updatedAt,
    };
  }
  const [first] = body.quiz;
  const [stem] = body.sentenceStems;
  return {
    version: 1,
    format: 'classic',
    fingerprint,
    step: 'quiz',
    done: ['scenario', 'vocabulary', 'drills'],
    choices: {
      quiz: { index: 0, answers: first ? { [first.id]: rightClassicAnswer(first) } : {}, hints: {} },
      drafts: stem ? { [stem.id]: { language: 'en', text: note } } : {},
    },
    updatedAt,
  };
}
