import { loadModuleBody } from '../../content/module-bodies';
import type { CheckQuestion } from '../../domain/island-check';
import { checkKey } from '../../domain/island-check';
import { correctAnswerOf, reviewQuestionOf, type ReviewAttempt } from '../../domain/review-question';

/** A right or a wrong (but well-formed) try at one question, from the lesson's own key. */
export async function checkAttempt(question: CheckQuestion, right: boolean): Promise<ReviewAttempt> {
  const body = await loadModuleBody(question.moduleId);
  const answer = body ? correctAnswerOf(body, question.questionId) : null;
  const view = body ? reviewQuestionOf(body, question.questionId) : null;
  if (!answer || !view) throw new Error(`no question ${checkKey(question)}`);
  if (answer.kind === 'bool') return right ? answer.value : !answer.value;
  if (answer.kind === 'text') return right ? (answer.answers.en[0] ?? '') : 'not this';
  if (right) return [...answer.indexes];
  // One option that is not (all of) the answer: a single wrong choice, or a multi with only one of its answers.
  const wrong = view.options.findIndex((_, index) => !answer.indexes.includes(index));
  return view.type === 'multi' ? [answer.indexes[0]!] : [wrong];
}

/** Answers for a check with the first `right` questions right and the rest wrong, keyed as the API wants. */
export async function checkAnswers(questions: readonly CheckQuestion[], right: number): Promise<Record<string, ReviewAttempt>> {
  const entries = await Promise.all(questions.map(async (question, index) => [checkKey(question), await checkAttempt(question, index < right)] as const));
  return Object.fromEntries(entries);
}
