import type { Language } from '../../../../content/schema/bilingual';
import type { ClassicQuestion } from '../../../../content/schema/module-body';
import type { ClassicAnswer } from '../../../../domain/answers';

/** The learner's answers so far, keyed by question id (the shape the server grades). */
export type ClassicAnswers = Record<string, ClassicAnswer>;

/** Same rule as the server's validation: empty text or an empty selection is not an answer yet. */
export function isAnswered(answer: ClassicAnswer | undefined): boolean {
  if (answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.length > 0;
  return true;
}

export function answeredCount(questions: readonly ClassicQuestion[], answers: ClassicAnswers): number {
  return questions.filter((question) => isAnswered(answers[question.id])).length;
}

/** Adds or removes an option of a multi question, kept in option order so the submission is predictable. */
export function toggleIndex(current: ClassicAnswer | undefined, index: number, checked: boolean): number[] {
  const list = Array.isArray(current) ? current : [];
  const next = checked ? [...new Set([...list, index])] : list.filter((item) => item !== index);
  return next.sort((a, b) => a - b);
}

type Labels = { true: string; false: string; none: string };

function optionText(question: ClassicQuestion, index: number, language: Language): string {
  return 'options' in question ? (question.options[index]?.[language] ?? String(index + 1)) : String(index + 1);
}

/** The learner's answer in words, for the results list: one item, or one per chosen option. */
export function describeAnswer(question: ClassicQuestion, answer: ClassicAnswer | undefined, language: Language, labels: Labels): string[] {
  if (!isAnswered(answer) || answer === undefined) return [labels.none];
  if (typeof answer === 'boolean') return [answer ? labels.true : labels.false];
  if (typeof answer === 'string') return [answer.trim()];
  if (Array.isArray(answer)) return answer.map((index) => optionText(question, index, language));
  return [optionText(question, answer, language)];
}

/** The right answer in words; fill-blank shows its first accepted answer and lists the others in this language. */
export function describeCorrect(question: ClassicQuestion, language: Language, labels: Labels): { answers: string[]; alsoAccepted: string[] } {
  switch (question.type) {
    case 'single':
      return { answers: [optionText(question, question.correctAnswer, language)], alsoAccepted: [] };
    case 'multi':
      return { answers: question.correctAnswer.map((index) => optionText(question, index, language)), alsoAccepted: [] };
    case 'bool':
      return { answers: [question.correctAnswer ? labels.true : labels.false], alsoAccepted: [] };
    case 'fill-blank': {
      const [first = '', ...rest] = question.acceptedAnswers[language];
      return { answers: [first], alsoAccepted: rest };
    }
  }
}
