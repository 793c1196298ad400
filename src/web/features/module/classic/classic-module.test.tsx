import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleMeta } from '../../../../content/catalogue-queries';
import m11 from '../../../../content/modules/m11';
import type { ModuleMeta } from '../../../../content/schema/catalogue';
import type { ClassicBody, ClassicQuestion } from '../../../../content/schema/module-body';
import type { ClassicAnswer } from '../../../../domain/answers';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { useProgress, useSaveReflection, useSubmitQuiz, useVocabMastery, type ProgressSaveResult, type ProgressSummary } from '../../../lib/progress';
import type { SubmitResult } from '../../../lib/quiz-outbox';
import { publishQuizSynced } from '../../../lib/quiz-outbox-status';
import { useSession } from '../../../lib/session';
import { ClassicModule } from './classic-module';
import { i18n } from '../../../i18n/i18n';

// The learner's language is loaded before the page renders, as in main.tsx.
await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../../../i18n/i18n');
  initI18n();
  await i18nReady();
});

const queue = vi.hoisted(() => ({ reflection: null as string | null }));
vi.mock('../../../lib/progress', () => ({
  useProgress: vi.fn(),
  useSubmitQuiz: vi.fn(),
  useSaveReflection: vi.fn(),
  useVocabMastery: vi.fn(),
  useQueuedReflection: () => queue.reflection,
  useQueuedVocabMarks: () => new Map(),
}));
vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const M11 = getModuleMeta('M11')!;
const M12 = getModuleMeta('M12')!;
const BODY: ClassicBody = m11;
const USER = { id: 'u1', name: 'Kai', email: 'kai@example.com', image: null };

type MutateOptions = { onSuccess?: (result: ProgressSaveResult) => void; onError?: () => void };

let progress: ProgressSummary;
type SubmitInput = Parameters<ReturnType<typeof useSubmitQuiz>['mutateAsync']>[0];
const mutateAsync = vi.fn<(input: SubmitInput) => Promise<SubmitResult>>();
const saveReflection = vi.fn<(text: string, options?: MutateOptions) => void>();
const setVocab = vi.fn<(input: { key: string; mastered: boolean }, options?: MutateOptions) => void>();

function signedInProgress(overrides: Partial<ProgressSummary['view'] & object> = {}, completedModules: string[] = []): ProgressSummary {
  return {
    signedIn: true,
    completedModules,
    moduleScores: {},
    pendingModules: [],
    view: {
      completedModules,
      moduleScores: {},
      currentStreak: 0,
      longestStreak: 0,
      lastStudyDate: null,
      earnedBadges: [],
      gems: 0,
      perfectScores: 0,
      vocabMastered: [],
      reflectionCount: 0,
      reflections: {},
      recent: [],
      ...overrides,
    },
  };
}

function graded(outcome: QuizOutcome): SubmitResult {
  return { status: 'graded', outcome };
}

function outcomeOf(score: number, correct: Record<string, boolean>): QuizOutcome {
  const completed = score >= 60;
  return {
    moduleId: 'M11',
    score,
    completed,
    firstCompletion: completed,
    bestScore: completed ? score : null,
    gemsAwarded: completed ? 15 : 0,
    newBadges: [],
    accessoriesUnlocked: [],
    streak: { current: 1, longest: 1, increased: completed },
    perQuestion: Object.entries(correct).map(([questionId, isRight]) => ({ questionId, correct: isRight })),
    replayed: false,
  };
}

beforeEach(() => {
  progress = signedInProgress();
  mutateAsync.mockReset();
  saveReflection.mockReset();
  queue.reflection = null;
  setVocab.mockReset();
  vi.mocked(useSession).mockReturnValue({ user: USER, isLoading: false, error: null });
  vi.mocked(useProgress).mockImplementation(() => ({ progress, isLoading: false, isRefreshFailing: false }));
  vi.mocked(useSubmitQuiz).mockReturnValue({ mutateAsync } as unknown as ReturnType<typeof useSubmitQuiz>);
  vi.mocked(useSaveReflection).mockReturnValue({ mutate: saveReflection } as unknown as ReturnType<typeof useSaveReflection>);
  vi.mocked(useVocabMastery).mockReturnValue({ mutate: setVocab } as unknown as ReturnType<typeof useVocabMastery>);
});

afterEach(async () => {
  // Vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  await i18n.changeLanguage('en');
});

function renderModule(meta: ModuleMeta = M11, body: ClassicBody | null = BODY) {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = () => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ClassicModule meta={meta} body={body} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree());
  return { user, ...view, rerender: () => view.rerender(tree()) };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

// M11's quiz as authored: the tests take option texts and right answers from it, so a content edit does not break them.
type QuestionOf<T extends ClassicQuestion['type']> = Extract<ClassicQuestion, { type: T }>;
function questionsOf<T extends ClassicQuestion['type']>(type: T): QuestionOf<T>[] {
  return BODY.quiz.filter((question): question is QuestionOf<T> => question.type === type);
}
function onlyQuestionOf<T extends ClassicQuestion['type']>(type: T): QuestionOf<T> {
  const [question, ...others] = questionsOf(type);
  if (!question || others.length > 0) throw new Error(`These tests expect M11 to have exactly one ${type} question`);
  return question;
}
const SINGLE = onlyQuestionOf('single');
const BOOL = onlyQuestionOf('bool');
const MULTI = onlyQuestionOf('multi');
const [FILL_1, FILL_2] = questionsOf('fill-blank');
if (!FILL_1 || !FILL_2 || BODY.quiz.length !== 5) throw new Error('These tests expect M11 to have five questions, two of them fill-blanks');

const optionText = (question: QuestionOf<'single' | 'multi'>, index: number) => question.options[index]!.en;
const firstAccepted = (question: QuestionOf<'fill-blank'>) => question.acceptedAnswers.en[0]!;
/** A wrong choice for the single question: its first option that is not the right one. */
const SINGLE_WRONG = SINGLE.options.findIndex((_option, index) => index !== SINGLE.correctAnswer);
const SINGLE_RIGHT_TEXT = optionText(SINGLE, SINGLE.correctAnswer);
const SINGLE_WRONG_TEXT = optionText(SINGLE, SINGLE_WRONG);
/** What the learner types: each fill-blank's first accepted answer, one with odd spacing and a capital, one shouted. */
const TYPED_1 = ` ${firstAccepted(FILL_1).charAt(0).toUpperCase()}${firstAccepted(FILL_1).slice(1)} `;
const TYPED_2 = firstAccepted(FILL_2).toUpperCase();
// Guard the odd spelling really is odd, so the tests keep showing that case and spacing do not matter.
if (TYPED_1.trim() === TYPED_1 || TYPED_2 === firstAccepted(FILL_2)) throw new Error('The typed answers must differ from the accepted ones in case or spacing');

/** Every answer right, as the browser sends it: authored option indexes, and the fill-blanks exactly as typed. */
const RIGHT_ANSWERS: Record<string, ClassicAnswer> = {
  [SINGLE.id]: SINGLE.correctAnswer,
  [BOOL.id]: BOOL.correctAnswer,
  [MULTI.id]: [...MULTI.correctAnswer].sort((a, b) => a - b),
  [FILL_1.id]: TYPED_1,
  [FILL_2.id]: TYPED_2,
};

/** Answers M11's five questions in order, choosing options by their text; by default every answer is right. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, ClassicAnswer> = {}) {
  await user.click(tab(/Quiz/));
  const answers = { ...RIGHT_ANSWERS, ...overrides };
  for (const [n, question] of BODY.quiz.entries()) {
    const answer = answers[question.id];
    if (question.type === 'single') await user.click(screen.getByRole('radio', { name: optionText(question, answer as number) }));
    if (question.type === 'bool') await user.click(screen.getByRole('radio', { name: answer ? 'True' : 'False' }));
    if (question.type === 'multi') {
      for (const index of answer as number[]) await user.click(screen.getByRole('checkbox', { name: optionText(question, index) }));
    }
    if (question.type === 'fill-blank') await user.type(screen.getByRole('textbox', { name: 'Your answer' }), answer as string);
    if (n < BODY.quiz.length - 1) await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

/** Matches a paragraph by its whole text, which spans a bold label and the answer. */
const paragraph = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const ALL_RIGHT: Record<string, boolean> = Object.fromEntries(BODY.quiz.map((question) => [question.id, true]));

describe('ClassicModule: breadcrumb and hero', () => {
  it('shows the path Adventure Map > category > module, with the module as the current page', () => {
    renderModule();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Adventure Map' })).toHaveAttribute('href', '/library');
    expect(within(nav).getByRole('link', { name: 'Credit and Trust' })).toHaveAttribute('href', '/trust-island');
    expect(within(nav).getByText(M11.title.en)).toHaveAttribute('aria-current', 'page');
  });

  it('shows one h1 with the title, the description, U for understand, minutes and question count', () => {
    renderModule();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(M11.title.en);
    expect(screen.getByText(M11.description.en)).toBeInTheDocument();
    expect(screen.getByText('U')).toBeInTheDocument();
    expect(screen.getByText(/U = Understand/)).toBeInTheDocument();
    expect(screen.getByText('20 minutes')).toBeInTheDocument();
    expect(screen.getByText('5 questions')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('shows R for a remember lesson and the Completed badge once the module is completed', () => {
    progress = signedInProgress({}, ['M11']);
    renderModule({ ...M11, outcome: 'remember' });
    expect(screen.getByText('R')).toBeInTheDocument();
    expect(screen.getByText(/R = Remember/)).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});

describe('ClassicModule: tabs', () => {
  it('opens on the scenario and lets the learner switch tabs freely', async () => {
    const { user } = renderModule();
    expect(tab(/Scenario/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: "Jay's Friday Promise" })).toBeVisible();
    await user.click(tab(/Quiz/));
    expect(screen.getByRole('heading', { name: 'Quiz Challenge' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Life Scenario' })).not.toBeInTheDocument();
    await user.click(tab(/Vocabulary/));
    expect(screen.getByRole('heading', { name: 'Key Vocabulary' })).toBeVisible();
    await user.click(tab(/Scenario/));
    expect(screen.getByRole('heading', { name: 'Life Scenario' })).toBeVisible();
  });

  it('moves to the next tab when a section is completed, and marks it done', async () => {
    const { user } = renderModule();
    await user.click(screen.getByRole('button', { name: /Continue to vocabulary/ }));
    expect(tab(/Vocabulary/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Scenario/)).toHaveAccessibleName(/done/);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(BODY.vocabulary.map((term) => term.term.en));
    await user.click(screen.getByRole('button', { name: /Continue to sentence practice/ }));
    expect(tab(/Drills/)).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: /Continue to quiz/ }));
    expect(tab(/Quiz/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
  });

  it('keeps quiz answers when the learner looks back at another tab', async () => {
    const { user } = renderModule();
    await user.click(tab(/Quiz/));
    await user.click(screen.getByRole('radio', { name: SINGLE_RIGHT_TEXT }));
    await user.click(tab(/Scenario/));
    await user.click(tab(/Quiz/));
    expect(screen.getByRole('radio', { name: SINGLE_RIGHT_TEXT })).toBeChecked();
    expect(screen.getByText('1 of 5 answered')).toBeInTheDocument();
  });
});

describe('ClassicModule: vocabulary mastery', () => {
  it('lets a signed-in learner mark and unmark a term with its module key', async () => {
    progress = signedInProgress({ vocabMastered: ['M11/trust'] });
    const { user } = renderModule();
    await user.click(tab(/Vocabulary/));
    const credit = screen.getByRole('button', { name: /I know this word: credit/ });
    const trust = screen.getByRole('button', { name: /I know this word: trust/ });
    expect(credit).toHaveAttribute('aria-pressed', 'false');
    expect(trust).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 of 5 words mastered')).toBeInTheDocument();

    await user.click(credit);
    expect(setVocab).toHaveBeenCalledWith({ key: 'M11/credit', mastered: true }, expect.anything());
    expect(credit).toHaveAttribute('aria-pressed', 'true');
    await user.click(trust);
    expect(setVocab).toHaveBeenLastCalledWith({ key: 'M11/trust', mastered: false }, expect.anything());
  });

  it('undoes the press and says so when saving fails', async () => {
    setVocab.mockImplementation((_input, options) => options?.onError?.());
    const { user } = renderModule();
    await user.click(tab(/Vocabulary/));
    const credit = screen.getByRole('button', { name: /I know this word: credit/ });
    await user.click(credit);
    expect(credit).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save that');
  });

  it('shows no toggle to visitors', async () => {
    vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null });
    progress = { signedIn: false, completedModules: [], moduleScores: {}, pendingModules: [], view: null };
    const { user } = renderModule();
    await user.click(tab(/Vocabulary/));
    expect(screen.getByRole('heading', { name: 'credit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /I know this word/ })).not.toBeInTheDocument();
    expect(setVocab).not.toHaveBeenCalled();
  });
});

describe('ClassicModule: sentence practice', () => {
  it('pairs each example with a practice box that starts with the stem, with gentle Check and Reset', async () => {
    const { user } = renderModule();
    await user.click(tab(/Drills/));
    expect(screen.getByText(BODY.sentenceStems[0]!.examples[0]!.en)).toBeVisible();
    const boxes = screen.getAllByRole('textbox', { name: 'Your sentence' });
    expect(boxes).toHaveLength(BODY.sentenceStems.length);
    const box = boxes[0]!;
    expect(box).toHaveValue('When I borrow something, I promise to ');

    const check = screen.getAllByRole('button', { name: 'Check' })[0]!;
    await user.click(check);
    expect(screen.getByText('Now add your own ending after the starter.')).toBeInTheDocument();

    await user.type(box, 'pay');
    await user.click(check);
    expect(screen.getByText(/You added 1 word\. Add at least 3 words/)).toBeInTheDocument();

    await user.type(box, ' it all back on Friday.');
    await user.click(check);
    expect(screen.getByText(/Nice sentence!/)).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'I pay back.');
    await user.click(check);
    expect(screen.getByText(/Keep the sentence starter at the beginning/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Reset' })[0]!);
    expect(box).toHaveValue('When I borrow something, I promise to ');
  });
});

describe('ClassicModule: quiz', () => {
  it('shows one question at a time with Previous/Next, the right control per type, and hints', async () => {
    const { user } = renderModule();
    await user.click(tab(/Quiz/));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('group', { name: SINGLE.question.en })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(SINGLE.options.length);

    await user.click(screen.getByRole('button', { name: 'Need a hint? (0/3)' }));
    expect(screen.getByText('Hint 1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Need a hint? (1/3)' }));
    await user.click(screen.getByRole('button', { name: 'Need a hint? (2/3)' }));
    expect(screen.getByText('Hint 3/3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All hints shown' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2 of 5' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'True' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose all that apply.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(MULTI.options.length);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(screen.getByText(/Capital letters and extra spaces do not matter/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Question 3 of 5' })).toBeInTheDocument();
  });

  it('enables Submit only when all 5 are answered and sends exactly what was chosen and typed', async () => {
    mutateAsync.mockResolvedValue(graded(outcomeOf(100, ALL_RIGHT)));
    const { user } = renderModule();
    await user.click(tab(/Quiz/));
    for (let n = 0; n < 4; n += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    expect(screen.getByText('Answer every question to submit.')).toBeInTheDocument();
    // The question dots jump back, and say which questions still need an answer.
    await user.click(screen.getByRole('button', { name: 'Question 1, not answered yet' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toHaveFocus();

    await answerAll(user);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByText('5 of 5 answered')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(mutateAsync).toHaveBeenCalledTimes(1);
    // answerAll picks options by their text; the browser sends their authored indexes, wherever M11 puts them,
    // and the fill-blanks exactly as typed (capitals and extra spaces are left for grading to ignore).
    expect(mutateAsync).toHaveBeenCalledWith({
      meta: M11,
      body: BODY,
      submission: {
        format: 'classic',
        answers: {
          [SINGLE.id]: SINGLE.correctAnswer,
          [BOOL.id]: BOOL.correctAnswer,
          [MULTI.id]: [...MULTI.correctAnswer].sort((a, b) => a - b),
          [FILL_1.id]: TYPED_1,
          [FILL_2.id]: TYPED_2,
        },
      },
      timeTakenSeconds: expect.any(Number),
    });
  });

  it('blocks a second submit while the first is on its way', async () => {
    let finish: (result: SubmitResult) => void = () => undefined;
    mutateAsync.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderModule();
    await answerAll(user);
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    await user.click(submit);
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    finish(graded(outcomeOf(80, { ...ALL_RIGHT, [FILL_2.id]: false })));
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
  });

  it('shows a perfect result: Excellent badge, each answer, that it is saved, and the Perfect Score Badge', async () => {
    mutateAsync.mockResolvedValue(graded(outcomeOf(100, ALL_RIGHT)));
    const { user } = renderModule();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Your Results' })).toHaveFocus();
    expect(screen.getByText('Your score: 100%')).toBeInTheDocument();
    expect(screen.getByText('Excellent!')).toHaveAttribute('data-variant', 'default');
    expect(screen.getByText('5 of 5 correct')).toBeInTheDocument();
    expect(screen.getByText('Perfect score! Every answer right. Amazing work!')).toBeInTheDocument();
    expect(screen.getByText('Saved to your account ✓')).toBeInTheDocument();
    expect(screen.getAllByText('Right')).toHaveLength(5);
    expect(screen.getByText(paragraph(`Your answer: ${TYPED_1.trim()}`))).toBeInTheDocument();
    expect(screen.getByText(paragraph(`Correct answer: ${firstAccepted(FILL_1)}`))).toBeInTheDocument();
    expect(FILL_1.acceptedAnswers.en.length).toBeGreaterThan(1);
    expect(screen.getByText(`Also accepted: ${FILL_1.acceptedAnswers.en.slice(1).join(', ')}`)).toBeInTheDocument();
    expect(screen.getByText(BOOL.feedback.en).closest('p')).toHaveTextContent(`Why: ${BOOL.feedback.en}`);
    expect(screen.getByText('Perfect Score Badge!')).toBeInTheDocument();
    expect(screen.getByText('Adventure Bridge Extended!')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();

    // Already saved: no Complete Module that would only scroll; the way back says it is saved.
    expect(screen.queryByRole('button', { name: /Complete Module/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved ✓ — back to Trust Island' })).toHaveAttribute('href', '/trust-island');
    await user.click(screen.getByRole('button', { name: 'Write a reflection' }));
    expect(screen.getByRole('heading', { name: 'Reflection' })).toHaveFocus();
  });

  it('a visitor is told the result is kept on this device, with a way to sign up', async () => {
    vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null });
    progress = { signedIn: false, completedModules: [], moduleScores: {}, pendingModules: [], view: null };
    mutateAsync.mockResolvedValue(graded(outcomeOf(80, { ...ALL_RIGHT, [FILL_2.id]: false })));
    const { user } = renderModule();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText(/^Saved on this device\. Sign up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?tab=sign-up');
    expect(screen.queryByText('Saved to your account ✓')).not.toBeInTheDocument();
  });

  it('at exactly 60 shows the Passed badge, the well-done words and that it is saved, but no perfect badge', async () => {
    mutateAsync.mockResolvedValue(graded(outcomeOf(60, { ...ALL_RIGHT, [FILL_1.id]: false, [FILL_2.id]: false })));
    const { user } = renderModule();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Passed')).toHaveAttribute('data-variant', 'secondary');
    expect(screen.getByText('3 of 5 correct')).toBeInTheDocument();
    expect(screen.getAllByText('Not quite')).toHaveLength(2);
    expect(screen.getByText('Well done! A little review makes it even stronger.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Saved ✓/ })).toBeInTheDocument();
    expect(screen.queryByText('Perfect Score Badge!')).not.toBeInTheDocument();
  });

  it('below 60 explains kindly that 60 is needed, offers Retry (which clears answers) and no Complete Module', async () => {
    mutateAsync.mockResolvedValue(graded(outcomeOf(40, { ...ALL_RIGHT, [SINGLE.id]: false, [FILL_1.id]: false, [FILL_2.id]: false })));
    const { user } = renderModule();
    await answerAll(user, { [SINGLE.id]: SINGLE_WRONG });
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByText('Not passed yet')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText(/You need 60% to complete this lesson/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete Module/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Saved/)).not.toBeInTheDocument();
    expect(screen.queryByText('Adventure Bridge Extended!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reflection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Quiz' }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toHaveFocus();
    expect(screen.getByText('0 of 5 answered')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: SINGLE_WRONG_TEXT })).not.toBeChecked();
  });

  it('offline: keeps the answers on the device and lists them without a score, then shows the results once sent', async () => {
    mutateAsync.mockResolvedValue({ status: 'queued', idempotencyKey: 'q-offline-classic-1' });
    const { user } = renderModule();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    const heading = await screen.findByRole('heading', { name: 'Saved on this device — waiting to sync' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Your answers (kept on this device)' })).toBeInTheDocument();
    expect(screen.getByText(paragraph(`Your answer: ${TYPED_1.trim()}`))).toBeInTheDocument();
    expect(screen.getByText(paragraph(`Your answer: ${TYPED_2}`))).toBeInTheDocument();
    // A multi question's several choices are listed one by one.
    for (const index of MULTI.correctAnswer) expect(screen.getByText(optionText(MULTI, index), { selector: 'ul li' })).toBeInTheDocument();
    expect(screen.queryByText(/Your score: \d+%/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Module' })).not.toBeInTheDocument();
    // Not completed yet as far as this page knows: no reflection.
    expect(screen.queryByRole('heading', { name: 'Reflection' })).not.toBeInTheDocument();

    act(() => publishQuizSynced('q-offline-classic-1', outcomeOf(100, ALL_RIGHT)));
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toHaveFocus();
    expect(screen.getByText('Your score: 100%')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Saved on this device — waiting to sync' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reflection' })).toBeInTheDocument();
    // A whole journey of clicks: a busy shared machine must not fail it on time alone.
  }, 30_000);

  it('keeps the answers and offers Send again when submitting fails', async () => {
    mutateAsync.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(graded(outcomeOf(100, ALL_RIGHT)));
    const { user } = renderModule();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be sent');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue(TYPED_2);
    await user.click(screen.getByRole('button', { name: /Send again/ }));
    expect(mutateAsync).toHaveBeenCalledTimes(2);
    // The same answers go again (only the time taken may have grown).
    expect(mutateAsync.mock.calls[1]![0].submission).toEqual(mutateAsync.mock.calls[0]![0].submission);
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
  });
});

describe('ClassicModule: reflection and footer', () => {
  it('saves a reflection for a completed module and says so', async () => {
    saveReflection.mockImplementation((_text, options) => options?.onSuccess?.({ status: 'saved' }));
    progress = signedInProgress({}, ['M11']);
    const { user } = renderModule();
    const box = screen.getByRole('textbox', { name: BODY.reflection.question.en });
    expect(box).toHaveAttribute('placeholder', BODY.reflection.placeholder.en);
    expect(box).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: /Save reflection/ })).toBeDisabled();

    await user.type(box, 'I promised to feed the cat.');
    expect(screen.getByText('27 / 2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save reflection/ }));
    expect(saveReflection).toHaveBeenCalledWith('I promised to feed the cat.', expect.anything());
    expect(screen.getByText('Your reflection is saved. Great thinking!')).toBeInTheDocument();
  });

  it('keeps a reflection written offline in the box and says it waits to sync, then saved once it has gone', async () => {
    saveReflection.mockImplementation((text, options) => {
      queue.reflection = text;
      options?.onSuccess?.({ status: 'queued', id: 'q-reflection-1' });
    });
    progress = signedInProgress({}, ['M11']);
    const { user, rerender } = renderModule();
    await user.type(screen.getByRole('textbox', { name: BODY.reflection.question.en }), 'Written on the bus.');
    await user.click(screen.getByRole('button', { name: /Save reflection/ }));
    expect(screen.getByText('Saved on this device — waiting to sync. It will be sent when you are back online.')).toBeInTheDocument();
    expect(screen.queryByText('Your reflection could not be saved. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: BODY.reflection.question.en })).toHaveValue('Written on the bus.');
    expect(screen.getByRole('button', { name: /Save reflection/ })).toBeDisabled();

    // It reached the server: the queue is empty and the saved text arrives.
    queue.reflection = null;
    progress = signedInProgress({ reflections: { M11: 'Written on the bus.' } }, ['M11']);
    rerender();
    expect(screen.getByText('Your reflection is saved. Great thinking!')).toBeInTheDocument();
  });

  it('shows the saved reflection, and a bilingual failure message when saving fails', async () => {
    saveReflection.mockImplementation((_text, options) => options?.onError?.());
    progress = signedInProgress({ reflections: { M11: 'I returned the book.' } }, ['M11']);
    const { user } = renderModule();
    expect(screen.getByText('Your saved reflection')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: BODY.reflection.question.en });
    expect(box).toHaveValue('I returned the book.');
    await user.type(box, ' On time!');
    await user.click(screen.getByRole('button', { name: /Save reflection/ }));
    expect(screen.getByText('Your reflection could not be saved. Please try again.')).toBeInTheDocument();
  });

  it('has no reflection before the module is completed, and always offers the way back', () => {
    renderModule();
    expect(screen.queryByRole('heading', { name: 'Reflection' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Library/ })).toHaveAttribute('href', '/library');
    expect(screen.getByRole('link', { name: /Back to Trust Island/ })).toHaveAttribute('href', '/trust-island');
    expect(screen.queryByText('Adventure Bridge Extended!')).not.toBeInTheDocument();
  });

  it('shows the Perfect Score Badge from a saved score of 100', () => {
    progress = { ...signedInProgress({}, ['M11']), moduleScores: { M11: 100 } };
    renderModule();
    expect(screen.getByText('Adventure Bridge Extended!')).toBeInTheDocument();
    expect(screen.getByText('Perfect Score Badge!')).toBeInTheDocument();
  });
});

describe('ClassicModule: a lesson not written yet', () => {
  it('shows a placeholder message in every step', async () => {
    progress = signedInProgress({}, ['M12']);
    const { user } = renderModule(M12, null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(M12.title.en);
    expect(screen.getByText(/The scenario for this lesson is still being written/)).toBeVisible();
    await user.click(tab(/Vocabulary/));
    expect(screen.getByText(/The key words for this lesson are still being written/)).toBeVisible();
    await user.click(tab(/Drills/));
    expect(screen.getByText(/The sentence practice for this lesson is still being written/)).toBeVisible();
    await user.click(tab(/Quiz/));
    expect(screen.getByText(/The quiz for this lesson is still being written/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).not.toBeInTheDocument();
    expect(screen.getByText(/The reflection question for this lesson is still being written/)).toBeVisible();
  });
});

describe('ClassicModule: Traditional Chinese', () => {
  it('renders the labels and the lesson in zh-TW', async () => {
    await i18n.changeLanguage('zh-TW');
    const { user } = renderModule();
    const nav = screen.getByRole('navigation', { name: '頁面路徑' });
    expect(within(nav).getByRole('link', { name: '冒險地圖' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '信用與信任' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('什麼是信用？信任與承諾');
    expect(screen.getByText('20 分鐘')).toBeInTheDocument();
    expect(screen.getByText('5 題')).toBeInTheDocument();
    expect(tab(/情境/)).toBeInTheDocument();
    expect(tab(/詞彙/)).toBeInTheDocument();
    expect(tab(/句型練習/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '阿哲的星期五約定' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /繼續：學詞彙/ }));
    expect(screen.getByRole('heading', { name: '重要詞彙' })).toBeVisible();
    await user.click(tab(/小測驗/));
    expect(screen.getByRole('heading', { name: '第 1 題，共 5 題' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一題' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '需要提示嗎？（0/3）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /回到信任島/ })).toHaveAttribute('href', '/trust-island');
  });
});
