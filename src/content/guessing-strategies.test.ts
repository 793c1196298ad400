/**
 * A child who guesses by a habit never passes a lesson. For every written lesson and each language, a learner
 * who always taps the first option, the last, the longest or the shortest one (or ticks every box of a
 * "pick all" question), and answers every true/false question "true" or every one "false", and types nothing
 * sensible in a blank, scores below PASS_SCORE under the real grader. Options are shuffled per learner in the
 * app, but the guide says to write as if they were not, so the authored order is tried too.
 */
import { describe, expect, it } from 'vitest';
import { PASS_SCORE } from '../domain/constants';
import { gradeAdventureQuiz, gradeClassicQuiz } from '../domain/grading';
import type { AdventureAttempt, ClassicAnswer } from '../domain/answers';
import { optionLength } from './content-rules-quiz';
import { loadModuleBody, WRITTEN_MODULE_IDS } from './module-bodies';
import { LANGUAGES } from './schema/bilingual';
import type { Bilingual, Language } from './schema/bilingual';
import type { ModuleBody } from './schema/module-body';

type OptionPick = 'first' | 'last' | 'longest' | 'shortest' | 'every box';

const OPTION_PICKS: readonly OptionPick[] = ['first', 'last', 'longest', 'shortest', 'every box'];

/** The indexes a habit picks; "every box" only differs from "first" where several may be ticked. */
function pick(options: readonly Bilingual[], habit: OptionPick, language: Language, many: boolean): number[] {
  const lengths = options.map((option) => optionLength(option[language]));
  switch (habit) {
    case 'first':
      return [0];
    case 'last':
      return [options.length - 1];
    case 'longest':
      return [lengths.indexOf(Math.max(...lengths))];
    case 'shortest':
      return [lengths.indexOf(Math.min(...lengths))];
    case 'every box':
      return many ? options.map((_, index) => index) : [0];
  }
}

/** The score of one habit on one lesson. */
function habitScore(body: ModuleBody, habit: OptionPick, boolAnswer: boolean, language: Language): number {
  if (body.format === 'adventure') {
    const attempts: Record<string, AdventureAttempt[]> = {};
    for (const question of body.quiz5) {
      attempts[question.id] = [question.type === 'bool' ? boolAnswer : pick(question.options, habit, language, question.type === 'multi')];
    }
    return gradeAdventureQuiz(body.quiz5, attempts).score;
  }
  const answers: Record<string, ClassicAnswer> = {};
  for (const question of body.quiz) {
    switch (question.type) {
      case 'bool':
        answers[question.id] = boolAnswer;
        break;
      case 'single':
        answers[question.id] = pick(question.options, habit, language, false)[0] ?? 0;
        break;
      case 'multi':
        answers[question.id] = pick(question.options, habit, language, true);
        break;
      case 'fill-blank':
        // A guesser who types whatever comes to mind ("yes", "money") is not given the blank.
        answers[question.id] = language === 'en' ? 'money' : '錢';
        break;
    }
  }
  return gradeClassicQuiz(body.quiz, answers).score;
}

describe('guessing by habit', () => {
  it.each(WRITTEN_MODULE_IDS)('never passes %s', async (moduleId) => {
    const body = await loadModuleBody(moduleId);
    if (body === undefined) throw new Error(`${moduleId} has no body`);
    const winners: string[] = [];
    for (const language of LANGUAGES) {
      for (const habit of OPTION_PICKS) {
        for (const boolAnswer of [true, false]) {
          const score = habitScore(body, habit, boolAnswer, language);
          if (score >= PASS_SCORE) winners.push(`${language}: always the ${habit} option and "${boolAnswer ? 'true' : 'false'}" scores ${score}`);
        }
      }
    }
    expect(winners).toEqual([]);
  });

  it('would catch a lesson that a habit wins', async () => {
    const body = await loadModuleBody('M01');
    if (body?.format !== 'adventure') throw new Error('M01 is an adventure lesson');
    // Every question keyed to its first option (and every statement true): "always the first" wins.
    const rigged: ModuleBody = {
      ...body,
      quiz5: body.quiz5.map((question) => (question.type === 'bool' ? { ...question, answer: true } : { ...question, answer: [0] })),
    };
    expect(habitScore(rigged, 'first', true, 'en')).toBe(100);
  });
});
