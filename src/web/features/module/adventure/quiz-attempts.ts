import type { AdventureQuestion } from '../../../../content/schema/module-body';
import type { AdventureAttempt } from '../../../../domain/answers';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../../../domain/constants';

/** What the learner has picked on the current question: option indexes, or true/false for a bool question. */
export type QuizSelection = { kind: 'indexes'; indexes: readonly number[] } | { kind: 'bool'; value: boolean | null };

export function emptySelection(question: AdventureQuestion): QuizSelection {
  return question.type === 'bool' ? { kind: 'bool', value: null } : { kind: 'indexes', indexes: [] };
}

/** The attempt a press of the button records; null while nothing is chosen (that is not an answer). */
export function selectionToAttempt(selection: QuizSelection): AdventureAttempt | null {
  if (selection.kind === 'bool') return selection.value;
  if (selection.indexes.length === 0) return null;
  // Sorted so the submitted attempt does not depend on the order the boxes were ticked.
  return [...selection.indexes].sort((a, b) => a - b);
}

/** Ticks or unticks an option of a multi question; a single question keeps only the new pick. */
export function toggleIndex(selection: QuizSelection, index: number, single: boolean): QuizSelection {
  if (selection.kind !== 'indexes') return selection;
  if (single) return { kind: 'indexes', indexes: [index] };
  const has = selection.indexes.includes(index);
  return { kind: 'indexes', indexes: has ? selection.indexes.filter((item) => item !== index) : [...selection.indexes, index] };
}

/**
 * Adds an attempt to a question's list, in order. The server accepts at most
 * MAX_ATTEMPTS_PER_QUESTION per question, so a child who keeps guessing must not lose their whole
 * quest at the end: once the list is full, the oldest wrong attempt after the first is dropped. The
 * first attempt (which the score counts) and the final correct one (which completes the question)
 * are always kept, so the grade is unchanged.
 */
export function recordAttempt(list: readonly AdventureAttempt[], attempt: AdventureAttempt): AdventureAttempt[] {
  if (list.length < MAX_ATTEMPTS_PER_QUESTION) return [...list, attempt];
  return [...list.slice(0, 1), ...list.slice(2), attempt];
}
