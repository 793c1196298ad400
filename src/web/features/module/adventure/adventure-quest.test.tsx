import { graded, i18n, label, outcomeFor, renderPage } from './test-utils';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleMeta } from '../../../../content/catalogue-queries';
import m01 from '../../../../content/modules/m01';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { setLanguage } from '../../../i18n/i18n';
import { publishQuizSynced } from '../../../lib/quiz-outbox-status';
import type { UiLanguage } from '../../../i18n/i18n';
import { AdventureQuest } from './adventure-quest';

const mocks = vi.hoisted(() => ({
  mutateAsync: vi.fn(),
  mutateVocab: vi.fn(),
  user: null as null | { id: string; name: string; email: string },
  vocabMastered: [] as string[],
}));

vi.mock('../../../lib/progress', () => ({
  useSubmitQuiz: () => ({ mutateAsync: mocks.mutateAsync, isPending: false }),
  useProgress: () => ({
    progress: {
      signedIn: mocks.user !== null,
      completedModules: [],
      moduleScores: {},
      view: mocks.user ? { vocabMastered: mocks.vocabMastered } : null,
    },
    isLoading: false,
  }),
  useVocabMastery: () => ({ mutate: mocks.mutateVocab, isPending: false }),
  useQueuedVocabMarks: () => new Map(),
}));
vi.mock('../../../lib/session', () => ({
  useSession: () => ({ user: mocks.user, isLoading: false, error: null }),
}));

const meta = getModuleMeta('M01')!;

function progressValue(): string | null {
  return screen.getByRole('progressbar', { name: label('progressLabel') }).getAttribute('aria-valuenow');
}

function stepHeading(key: string) {
  return screen.getByRole('heading', { level: 2, name: label(key) });
}

/** Plays the sentence frames right the first time, in the page language. */
async function playSentences(user: UserEvent, language: UiLanguage) {
  for (const frame of m01.sentenceBuilder.frames) {
    const pool = screen.getByRole('group', { name: label('wordPool') });
    for (const accepted of frame.accepts[language]) await user.click(within(pool).getByRole('button', { name: accepted[0] }));
    await user.click(screen.getByRole('button', { name: label('check') }));
  }
}

/** Answers the quiz; `wrongFirst` lists questions answered wrong once before the right answer. */
async function playQuiz(user: UserEvent, language: UiLanguage, wrongFirst: ReadonlySet<string> = new Set()) {
  for (const [position, question] of m01.quiz5.entries()) {
    const button = label(position === m01.quiz5.length - 1 ? 'finishQuiz' : 'checkAnswer');
    if (question.type === 'bool') {
      const name = (value: boolean) => label(value ? 'answerTrue' : 'answerFalse');
      if (wrongFirst.has(question.id)) {
        await user.click(screen.getByRole('radio', { name: name(!question.answer) }));
        await user.click(screen.getByRole('button', { name: button }));
      }
      await user.click(screen.getByRole('radio', { name: name(question.answer) }));
    } else {
      const role = question.type === 'multi' ? 'checkbox' : 'radio';
      if (wrongFirst.has(question.id)) {
        const wrong = question.options.findIndex((_, index) => !question.answer.includes(index));
        await user.click(screen.getByRole(role, { name: question.options[wrong]![language] }));
        await user.click(screen.getByRole('button', { name: button }));
        if (role === 'checkbox') await user.click(screen.getByRole(role, { name: question.options[wrong]![language] }));
      }
      for (const index of question.answer) await user.click(screen.getByRole(role, { name: question.options[index]![language] }));
    }
    await user.click(screen.getByRole('button', { name: button }));
    // A right answer says why; the learner moves on when ready.
    if (position < m01.quiz5.length - 1) await user.click(screen.getByRole('button', { name: label('nextQuestion') }));
  }
}

async function playToQuiz(user: UserEvent, language: UiLanguage) {
  await user.click(screen.getByRole('button', { name: label('startLearning') }));
  await user.click(screen.getByRole('button', { name: label('termsNext') }));
  await user.click(screen.getByRole('button', { name: label('examplesNext') }));
  await playSentences(user, language);
  await user.click(screen.getByRole('button', { name: label('toQuiz') }));
}

beforeEach(() => {
  mocks.mutateAsync.mockReset();
  mocks.mutateVocab.mockReset();
  mocks.user = null;
  mocks.vocabMastered = [];
});

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('en'));
});

// Whole journeys click through many steps; a busy shared machine must not fail them on time alone.
describe('AdventureQuest', { timeout: 30_000 }, () => {
  it('walks the steps in order, one at a time, with the progress bar and focus following', async () => {
    mocks.mutateAsync.mockResolvedValue(graded(outcomeFor([true, true, true, true, true])));
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);

    expect(screen.getByRole('heading', { level: 1, name: meta.title.en })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Seed Island' })).toHaveAttribute('href', '/seed-island');
    expect(progressValue()).toBe('0');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
    expect(stepHeading('storyHeading')).toBeInTheDocument();
    expect(screen.getByText(m01.storyIntro[0]!.en)).toBeInTheDocument();
    // Later steps are neither shown nor reachable yet.
    expect(screen.queryByRole('heading', { name: label('termsHeading') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Quiz, step 5/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(progressValue()).toBe('1');
    expect(stepHeading('termsHeading')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Start Learning' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'barter' })).toBeInTheDocument();
    expect(screen.getByText(m01.definitions[0]!.example!.en)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next: Examples' }));
    expect(progressValue()).toBe('2');
    expect(stepHeading('examplesHeading')).toHaveFocus();
    expect(screen.getByText(m01.examples[0]!.en)).toBeInTheDocument();

    // Back to the story through the stepper, then forward again: nothing is lost.
    await user.click(screen.getByRole('button', { name: /^Story, step 1 \(done\)/ }));
    expect(stepHeading('storyHeading')).toHaveFocus();
    expect(progressValue()).toBe('2');
    // An open step shows its number, and its name starts with it (label in name).
    await user.click(screen.getByRole('button', { name: /^3 Examples$/ }));
    expect(stepHeading('examplesHeading')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next: Sentence challenge' }));
    expect(progressValue()).toBe('3');
    expect(stepHeading('sentenceHeading')).toHaveFocus();

    await playSentences(user, 'en');
    expect(screen.getByRole('heading', { name: 'Sentence challenge complete!' })).toHaveFocus();
    // The challenge is done the moment the last sentence is right; the button only moves on.
    expect(progressValue()).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Next: Quiz' }));
    expect(progressValue()).toBe('4');
    expect(stepHeading('quizHeading')).toHaveFocus();

    await playQuiz(user, 'en');
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Quest Complete!' })).toHaveFocus();
    expect(progressValue()).toBe('5');
    expect(screen.getByText('5 of 5 right on the first try')).toBeInTheDocument();
    // 100 is not under 80: no retry.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adventure map' })).toHaveAttribute('href', '/library');
  });

  it('shows 恭喜通關！ with gems, the badge, the streak and a tick or cross per question in zh-TW', async () => {
    await act(() => setLanguage('zh-TW'));
    mocks.user = { id: 'u1', name: 'Mei', email: 'mei@example.com' };
    mocks.mutateAsync.mockResolvedValue(graded(
      outcomeFor([true, false, true, true, true], { gemsAwarded: 1, streak: { current: 3, longest: 3, increased: true } }),
    ));
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    expect(i18n.language).toBe('zh-TW');

    await user.click(screen.getByRole('button', { name: '開始學習' }));
    await user.click(screen.getByRole('button', { name: label('termsNext') }));
    await user.click(screen.getByRole('button', { name: label('examplesNext') }));
    await playSentences(user, 'zh-TW');
    expect(screen.getByRole('heading', { name: '完成句型挑戰！' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label('toQuiz') }));
    await playQuiz(user, 'zh-TW', new Set(['q2']));

    const card = await screen.findByRole('region', { name: '恭喜通關！' });
    expect(within(card).getByText('獲得寶石').closest('div')).toHaveTextContent('1');
    expect(within(card).getByText(meta.rewards.badgeName['zh-TW'])).toBeInTheDocument();
    expect(within(card).getByText('連續學習天數增加了！已經連續 3 天。')).toBeInTheDocument();
    expect(within(card).getByText('第一次就答對 4／5 題')).toBeInTheDocument();
    expect(within(card).getByText('第 1 題：第一次就答對')).toBeInTheDocument();
    expect(within(card).getByText('第 2 題：看了提示後答對')).toBeInTheDocument();
    // Every question says again why its answer is right, the one answered after a hint too.
    for (const question of m01.quiz5) expect(within(card).getByText(question.why['zh-TW'])).toBeInTheDocument();
    // The home mission of M01 is offered: any one option is enough.
    expect(within(card).getByRole('heading', { name: `在家試試看：${m01.autoMission!.title['zh-TW']}` })).toBeInTheDocument();
    await user.click(within(card).getAllByRole('checkbox')[1]!);
    expect(within(card).getByText('任務完成！在家也表現得很棒！')).toBeInTheDocument();

    const submission = mocks.mutateAsync.mock.calls[0]![0] as { submission: { attempts: Record<string, unknown[]> } };
    expect(submission.submission.attempts.q2).toEqual([[2], [0, 1]]);
    expect(submission.submission.attempts.q1).toEqual([[1]]);
  });

  it('offline: says the answers are kept on this device, shows no score, then the score once the app has sent them', async () => {
    mocks.user = { id: 'u1', name: 'Kai', email: 'kai@example.com' };
    mocks.mutateAsync.mockResolvedValue({ status: 'queued', idempotencyKey: 'q-offline-quest-1' });
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    await playToQuiz(user, 'en');
    await playQuiz(user, 'en');

    const card = await screen.findByRole('region', { name: 'Quest Complete!' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Saved on this device — waiting to sync' })).toBeInTheDocument();
    expect(within(card).getByText('You answered all 5 questions. All your answers are kept.')).toBeInTheDocument();
    expect(within(card).getByText('Your score and gems will show up here once your answers are sent.')).toBeInTheDocument();
    expect(within(card).queryByText(/right on the first try/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to Seed Island' })).toHaveAttribute('href', '/seed-island');

    // Another quiz reaching the server changes nothing here.
    act(() => publishQuizSynced('q-someone-else', outcomeFor([false, false, false, false, false])));
    expect(within(card).getByRole('heading', { name: 'Saved on this device — waiting to sync' })).toBeInTheDocument();

    act(() => publishQuizSynced('q-offline-quest-1', outcomeFor([true, false, true, true, true])));
    expect(within(card).getByText('Your answers are sent! Here is your score.')).toBeInTheDocument();
    expect(within(card).getByText('4 of 5 right on the first try')).toBeInTheDocument();
    expect(within(card).queryByRole('heading', { name: 'Saved on this device — waiting to sync' })).not.toBeInTheDocument();
  });

  it('offline in zh-TW: the waiting card speaks natural Chinese', async () => {
    await act(() => setLanguage('zh-TW'));
    mocks.user = { id: 'u1', name: 'Mei', email: 'mei@example.com' };
    mocks.mutateAsync.mockResolvedValue({ status: 'queued', idempotencyKey: 'q-offline-quest-2' });
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    await playToQuiz(user, 'zh-TW');
    await playQuiz(user, 'zh-TW');
    const card = await screen.findByRole('region', { name: '恭喜通關！' });
    expect(within(card).getByRole('heading', { name: '已經先存在這台裝置上，等待同步' })).toBeInTheDocument();
    expect(within(card).getByText('答案送出後，你的分數和寶石就會出現在這裡。')).toBeInTheDocument();
  });

  it('offers a retry under 80 that restarts the quiz fresh, and sends the new attempts', async () => {
    // What a visitor's browser grading returns: no gems, no streak.
    const low: QuizOutcome = outcomeFor([false, false, true, true, true], { gemsAwarded: 0, streak: { current: 0, longest: 0, increased: false } });
    mocks.mutateAsync.mockResolvedValueOnce(graded(low)).mockResolvedValueOnce(graded(outcomeFor([true, true, true, true, true])));
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    await playToQuiz(user, 'en');
    await playQuiz(user, 'en', new Set(['q1', 'q2']));

    await screen.findByRole('heading', { level: 2, name: 'Quest Complete!' });
    expect(screen.getByText('60 points')).toBeInTheDocument();
    expect(screen.getByText(/^Well done! You finished every step/)).toBeInTheDocument();
    expect(screen.getByText(/^Saved on this device\. Sign up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?tab=sign-up');
    expect(screen.getByText('Sign in to collect gems.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stepHeading('quizHeading')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
    expect(screen.queryByText(/Hint \d\/3/)).not.toBeInTheDocument();
    expect(progressValue()).toBe('4');
    expect(screen.getByRole('button', { name: /^Treasure/ })).toBeDisabled();

    await playQuiz(user, 'en');
    expect(mocks.mutateAsync).toHaveBeenCalledTimes(2);
    const second = mocks.mutateAsync.mock.calls[1]![0] as { submission: { attempts: Record<string, unknown[]> } };
    // Right first time, every question: one attempt each, the lesson's own answer.
    expect(second.submission.attempts).toEqual(Object.fromEntries(m01.quiz5.map((question) => [question.id, [question.answer]])));
    expect(await screen.findByText('5 of 5 right on the first try')).toBeInTheDocument();
    expect(progressValue()).toBe('5');
  });

  it('after a low score speaks in one voice: no "Well done", a warm invitation to try again first', async () => {
    mocks.user = { id: 'u1', name: 'Mei', email: 'mei@example.com' };
    mocks.mutateAsync.mockResolvedValueOnce(graded(outcomeFor([false, false, false, true, true])));
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    await playToQuiz(user, 'en');
    await playQuiz(user, 'en', new Set(['q1', 'q2', 'q3']));

    await screen.findByRole('heading', { level: 2, name: 'Quest Complete!' });
    expect(screen.getByText('40 points')).toBeInTheDocument();
    expect(screen.queryByText(/Well done|Great job|Perfect score/)).not.toBeInTheDocument();
    expect(screen.getByText(/Some questions were tricky this time/)).toBeInTheDocument();
    expect(screen.getByText(/Try the quiz again and see how much you have learned/)).toBeInTheDocument();
    // One retry offer, not two.
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    expect(screen.getByText('Find it again on your sticker shelf under Progress.')).toBeInTheDocument();
  });

  it('lets a signed-in learner mark a key term as known', async () => {
    mocks.user = { id: 'u1', name: 'Mei', email: 'mei@example.com' };
    mocks.vocabMastered = ['M01/money'];
    const { user } = renderPage(<AdventureQuest meta={meta} body={m01} />);
    await user.click(screen.getByRole('button', { name: 'Start Learning' }));
    const known = screen.getAllByRole('button', { name: 'I know it!' });
    expect(known).toHaveLength(1);
    expect(known[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getAllByRole('button', { name: 'I know this word' })[0]!);
    expect(mocks.mutateVocab).toHaveBeenCalledWith({ key: 'M01/barter', mastered: true }, expect.anything());
  });

  it('says the module is not upgraded yet when it has no adventure body, in both languages', async () => {
    renderPage(<AdventureQuest meta={meta} body={null} />);
    expect(screen.getByText('This module has not been upgraded to the adventure quest format yet.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    cleanup();
    await act(() => setLanguage('zh-TW'));
    renderPage(<AdventureQuest meta={meta} body={null} />);
    expect(screen.getByText('此模組尚未升級為冒險任務格式')).toBeInTheDocument();
  });
});
