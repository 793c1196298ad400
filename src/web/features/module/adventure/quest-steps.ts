import { ADVENTURE_STEPS, type AdventureStep } from '../../../../domain/lesson-position';

/** The five steps of an adventure quest, in the order spec.md §4 gives them, then the completion card. */
export const QUEST_STEPS = ADVENTURE_STEPS;
export type QuestStep = AdventureStep;
export type QuestView = QuestStep | 'complete';

/** Progress counts done steps out of the five (the completion card is not a step). */
export const QUEST_STEP_COUNT = QUEST_STEPS.length;

/** The step after this one; the quiz leads to the completion card. */
export function nextView(step: QuestStep): QuestView {
  const index = QUEST_STEPS.indexOf(step);
  return QUEST_STEPS[index + 1] ?? 'complete';
}

/**
 * A learner may open any step already done and the first one not done yet (where they are up to),
 * so going back to re-read never lets them skip ahead.
 */
export function isStepReachable(step: QuestStep, done: ReadonlySet<QuestStep>): boolean {
  if (done.has(step)) return true;
  const firstOpen = QUEST_STEPS.find((candidate) => !done.has(candidate));
  return firstOpen === step;
}
