import { graded, outcomeFor, renderPage } from './test-utils';
import { cleanup, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleMeta } from '../../../../content/catalogue-queries';
import m01 from '../../../../content/modules/m01';
import { MAX_ATTEMPTS_PER_QUESTION } from '../../../../domain/constants';
import type { AdventureAttempt } from '../../../../domain/answers';
import { gradeAdventureQuiz } from '../../../../domain/grading';
import { AdventureQuiz } from './adventure-quiz';
import { recordAttempt } from './quiz-attempts';

const mocks = vi.hoisted(() => ({ mutateAsync: vi.fn() }));
vi.mock('../../../lib/progress', () => ({
  useSubmitQuiz: () => ({ mutateAsync: mocks.mutateAsync, isPending: false }),
}));

const meta = getModuleMeta('M01')!;
// Every question says why its answer is right; the test names each why so it can find it on screen.
const body = { ...m01, quiz5: m01.quiz5.map((question) => ({ ...question, why: { en: `Why ${question.id} is right.`, 'zh-TW': `${question.id} 答對的原因。` } })) };
const [q1, q2, q3, q4, q5] = body.quiz5;

function option(question: (typeof m01.quiz5)[number], index: number): string {
  if (question.type === 'bool') throw new Error('bool questions have no options');
  return question.options[index]!.en;
}

/** The True/False label that is right (or wrong) for a true/false question. */
function boolLabel(question: (typeof m01.quiz5)[number], right: boolean): string {
  if (question.type !== 'bool') throw new Error('not a true/false question');
  return question.answer === right ? 'True' : 'False';
}

async function pick(user: UserEvent, role: 'radio' | 'checkbox', name: string) {
  await user.click(screen.getByRole(role, { name }));
}

async function press(user: UserEvent, name = 'Check answer') {
  await user.click(screen.getByRole('button', { name }));
}

/** A right answer shows why it is right; the learner moves on when ready. */
async function next(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Next question' }));
}

beforeEach(() => {
  mocks.mutateAsync.mockReset();
});

afterEach(() => {
  cleanup();
});

// Whole journeys click through many steps; a busy shared machine must not fail them on time alone.
describe('AdventureQuiz', { timeout: 30_000 }, () => {
  it('advances only on a right answer, shows the next hint after each wrong one and submits every attempt in order', async () => {
    const outcome = outcomeFor([false, false, false, true, true]);
    mocks.mutateAsync.mockResolvedValue(graded(outcome));
    const onFinished = vi.fn();
    const { user } = renderPage(<AdventureQuiz meta={meta} body={body} onFinished={onFinished} onShowTreasure={vi.fn()} />);

    // Question 1 (single): nothing chosen is not an answer.
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: q1!.question.en })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check answer' })).toBeDisabled();

    await pick(user, 'radio', option(q1!, 0));
    await press(user);
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Hint 1/3')).toBeInTheDocument();
    expect(screen.getByText(q1!.hintCycle[0].en)).toBeInTheDocument();

    await pick(user, 'radio', option(q1!, 2));
    await press(user);
    expect(screen.getByText('Hint 2/3')).toBeInTheDocument();
    expect(screen.getByText(q1!.hintCycle[1].en)).toBeInTheDocument();

    await pick(user, 'radio', option(q1!, 1));
    await press(user);
    // Right: why it is right, the hints gone, the choice still visible, and nothing more to answer here.
    expect(screen.getByRole('heading', { name: 'That is right!' })).toHaveFocus();
    expect(screen.getByText('Why q1 is right.')).toBeInTheDocument();
    expect(screen.queryByText(/Hint \d\/3/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: option(q1!, 1) })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('heading', { name: 'Question 2 of 5' })).toHaveFocus();
    expect(screen.queryByText('Why q1 is right.')).not.toBeInTheDocument();

    // Question 2 (multi, checkboxes): half right is still wrong.
    expect(screen.getByText('Choose all that apply.')).toBeInTheDocument();
    await pick(user, 'checkbox', option(q2!, 1));
    await press(user);
    expect(screen.getByText('Hint 1/3')).toBeInTheDocument();
    await pick(user, 'checkbox', option(q2!, 0));
    await press(user);
    await next(user);

    // Question 3 (bool).
    expect(screen.getByRole('heading', { name: 'Question 3 of 5' })).toBeInTheDocument();
    await pick(user, 'radio', boolLabel(q3!, false));
    await press(user);
    expect(screen.getByText('Hint 1/3')).toBeInTheDocument();
    await pick(user, 'radio', boolLabel(q3!, true));
    await press(user);
    await next(user);

    // Questions 4 and 5, right the first time; the last button finishes.
    await pick(user, 'radio', option(q4!, 0));
    await press(user);
    await next(user);
    for (const index of [3, 0, 1]) await pick(user, 'checkbox', option(q5!, index));
    await press(user, 'Finish quiz');

    const attempts = { q1: [[0], [2], [1]], q2: [[1], [0, 1]], q3: [!(q3 as { answer: boolean }).answer, (q3 as { answer: boolean }).answer], q4: [[0]], q5: [[0, 1, 3]] };
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(1);
    expect(mocks.mutateAsync).toHaveBeenCalledWith({
      meta,
      body,
      submission: { format: 'adventure', attempts },
      timeTakenSeconds: expect.any(Number),
    });
    // The recorded attempts grade to what the completion card will show.
    expect(gradeAdventureQuiz(body.quiz5, attempts)).toMatchObject({ score: 40, complete: true });
    expect(onFinished).toHaveBeenCalledWith(graded(outcome));
    // The last right answer's why shows with the quest's end.
    expect(await screen.findByText('Why q5 is right.')).toBeInTheDocument();
    expect(q3!.type).toBe('bool');
  });

  it('gives the answer on the third hint and stays at 3/3 after that', async () => {
    const { user } = renderPage(<AdventureQuiz meta={meta} body={body} onFinished={vi.fn()} onShowTreasure={vi.fn()} />);
    await pick(user, 'radio', option(q1!, 0));
    for (let time = 0; time < 4; time += 1) await press(user);
    expect(screen.getByText('Hint 3/3')).toBeInTheDocument();
    expect(screen.getByText(q1!.hintCycle[2].en)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
  });

  it('keeps the answers when sending fails, says so, and sends the same answers again', async () => {
    const outcome = outcomeFor([true, true, true, true, true]);
    mocks.mutateAsync.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(graded(outcome));
    const onFinished = vi.fn();
    const { user } = renderPage(<AdventureQuiz meta={meta} body={body} onFinished={onFinished} onShowTreasure={vi.fn()} />);

    await pick(user, 'radio', option(q1!, 1));
    await press(user);
    await next(user);
    for (const index of [0, 1]) await pick(user, 'checkbox', option(q2!, index));
    await press(user);
    await next(user);
    await pick(user, 'radio', boolLabel(q3!, true));
    await press(user);
    await next(user);
    await pick(user, 'radio', option(q4!, 0));
    await press(user);
    await next(user);
    for (const index of [0, 1, 3]) await pick(user, 'checkbox', option(q5!, index));
    await press(user, 'Finish quiz');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send your answers.');
    expect(onFinished).not.toHaveBeenCalled();
    // Nothing can be answered twice while the answers wait to be sent.
    expect(screen.queryByRole('button', { name: 'Finish quiz' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(2);
    expect(mocks.mutateAsync.mock.calls[1]![0]).toEqual(mocks.mutateAsync.mock.calls[0]![0]);
    expect(onFinished).toHaveBeenCalledWith(graded(outcome));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits once even when the finish button is pressed twice quickly', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    mocks.mutateAsync.mockImplementation(() => new Promise((done) => (resolve = done)));
    const { user } = renderPage(<AdventureQuiz meta={meta} body={body} onFinished={vi.fn()} onShowTreasure={vi.fn()} />);
    await pick(user, 'radio', option(q1!, 1));
    await press(user);
    await next(user);
    for (const index of [0, 1]) await pick(user, 'checkbox', option(q2!, index));
    await press(user);
    await next(user);
    await pick(user, 'radio', boolLabel(q3!, true));
    await press(user);
    await next(user);
    await pick(user, 'radio', option(q4!, 0));
    await press(user);
    await next(user);
    for (const index of [0, 1, 3]) await pick(user, 'checkbox', option(q5!, index));
    const finish = screen.getByRole('button', { name: 'Finish quiz' });
    await user.dblClick(finish);
    expect(screen.getByText('Sending your answers...')).toBeInTheDocument();
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(1);
    resolve(graded(outcomeFor([true, true, true, true, true])));
  });
});

describe('recordAttempt', () => {
  it('never goes over the server limit and keeps the first and the last attempt', () => {
    let list: AdventureAttempt[] = [];
    for (let time = 0; time < MAX_ATTEMPTS_PER_QUESTION + 10; time += 1) list = recordAttempt(list, [time % 3 === 0 ? 2 : 3]);
    list = recordAttempt(list, [1]);
    expect(list).toHaveLength(MAX_ATTEMPTS_PER_QUESTION);
    expect(list[0]).toEqual([2]);
    expect(list.at(-1)).toEqual([1]);
    const graded = gradeAdventureQuiz([q1!], { q1: list });
    expect(graded.perQuestion[0]).toMatchObject({ firstTryCorrect: false, completed: true });
  });
});
