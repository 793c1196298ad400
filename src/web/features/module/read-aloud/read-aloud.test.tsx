import { renderPage } from '../adventure/test-utils';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleMeta } from '../../../../content/catalogue-queries';
import m01 from '../../../../content/modules/m01';
import type { ClassicQuestion } from '../../../../content/schema/module-body';
import { setLanguage } from '../../../i18n/i18n';
import { AdventureQuest } from '../adventure/adventure-quest';
import { AdventureQuiz } from '../adventure/adventure-quiz';
import { StoryStep, TermsStep } from '../adventure/content-steps';
import m11 from '../../../../content/modules/m11';
import { ClassicModule } from '../classic/classic-module';
import { QuizQuestion } from '../classic/quiz-question';
import { ReadAloudPreferencesContext } from './read-aloud-preferences';

vi.mock('../../../lib/progress', () => ({
  useSubmitQuiz: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useProgress: () => ({ progress: { signedIn: false, completedModules: [], moduleScores: {}, view: null }, isLoading: false }),
  useVocabMastery: () => ({ mutate: vi.fn(), isPending: false }),
  useQueuedVocabMarks: () => new Map(),
}));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ user: null, isLoading: false, error: null }) }));

/** An utterance as the page builds it; the test fires its events the way a browser's voice would. */
class FakeUtterance {
  text: string;
  lang = '';
  voice: unknown = null;
  rate = 1;
  onstart: (() => void) | null = null;
  onboundary: ((event: { charIndex: number }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

const EN_VOICE = { lang: 'en-US', name: 'Samantha' };
const CANTONESE = { lang: 'zh-HK', name: 'Sin-ji' };
const TAIWAN = { lang: 'zh-TW', name: 'Mei-Jia' };

let spoken: FakeUtterance[];
let synth: { getVoices: () => unknown[]; speak: (u: FakeUtterance) => void; cancel: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn>; resume: ReturnType<typeof vi.fn>; addEventListener: ReturnType<typeof vi.fn>; removeEventListener: ReturnType<typeof vi.fn> };

function installSpeech(voices: unknown[] = [EN_VOICE, CANTONESE, TAIWAN]) {
  spoken = [];
  synth = {
    getVoices: () => voices,
    speak: (utterance) => spoken.push(utterance),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synth);
}

/** The voice starts (or reaches a word of) the utterance, then finishes it. */
const start = (utterance: FakeUtterance | undefined) => act(() => utterance?.onstart?.());
const boundary = (utterance: FakeUtterance | undefined) => act(() => utterance?.onboundary?.({ charIndex: 3 }));
const end = (utterance: FakeUtterance | undefined) => act(() => utterance?.onend?.());

function highlighted(): string | null {
  return document.querySelector('[data-reading="true"]')?.textContent ?? null;
}

const paragraph = m01.storyIntro[0]!;

beforeEach(() => installSpeech());

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe('read-aloud', () => {
  it('reads a story paragraph sentence by sentence in a US English voice, the highlight following each start', async () => {
    const { user } = renderPage(<StoryStep paragraphs={m01.storyIntro} onComplete={vi.fn()} />);
    const listen = screen.getAllByRole('button', { name: 'Listen' })[0]!;
    await user.click(listen);

    // One utterance at a time: the next is given to the voice when the one before ends.
    expect(spoken.map((u) => [u.text, u.lang, u.voice, u.rate])).toEqual([['On Seed Island, Mei has a red kite.', 'en-US', EN_VOICE, 1]]);
    expect(listen).toHaveAttribute('aria-pressed', 'true');
    expect(highlighted()).toBeNull();

    await start(spoken[0]);
    expect(highlighted()).toBe('On Seed Island, Mei has a red kite.');
    await end(spoken[0]);
    expect(spoken[1]?.text).toBe('Her friend Jay has a box of crayons.');
    // A browser that reports words but not the start still moves the highlight.
    await boundary(spoken[1]);
    expect(highlighted()).toBe('Her friend Jay has a box of crayons.');

    // The whole paragraph, then nothing more, and the button lets go.
    const sentences = paragraph.en.split(/(?<=[.!?]) /u);
    for (let index = 1; index < sentences.length; index += 1) await end(spoken[index]);
    expect(spoken.map((u) => u.text)).toEqual(sentences);
    expect(listen).toHaveAttribute('aria-pressed', 'false');
    expect(highlighted()).toBeNull();
  });

  it('reads a key term card in Taiwan Mandarin (never the Cantonese voice), money said as 新台幣…元', async () => {
    await act(() => setLanguage('zh-TW'));
    const definitions = [
      { term: { en: 'Price', 'zh-TW': '價格' }, definition: { en: 'What it costs.', 'zh-TW': '買東西要付的錢。' }, example: { en: 'A bun is NT$35.', 'zh-TW': '一個麵包 NT$35。' } },
      ...m01.definitions.slice(1),
    ];
    const { user } = renderPage(<TermsStep moduleId="M01" definitions={definitions} onComplete={vi.fn()} />);
    await user.click(screen.getAllByRole('button', { name: '聽一聽' })[0]!);
    for (let index = 0; index < 2; index += 1) await end(spoken[index]);
    expect(spoken.map((u) => [u.text, u.lang, u.voice])).toEqual([
      ['價格', 'zh-TW', TAIWAN],
      ['買東西要付的錢。', 'zh-TW', TAIWAN],
      ['例句：一個麵包新台幣三十五元。', 'zh-TW', TAIWAN],
    ]);
    await start(spoken[2]);
    // The page highlights what it shows (the written price), not the words the voice was given.
    expect(highlighted()).toBe('一個麵包 NT$35。');
  });

  it('pauses and continues, and one reader at a time: a second Listen stops the first', async () => {
    const { user } = renderPage(<StoryStep paragraphs={m01.storyIntro} onComplete={vi.fn()} />);
    const [first, second] = screen.getAllByRole('button', { name: 'Listen' });
    await user.click(first!);
    await start(spoken[0]);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(synth.pause).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(synth.resume).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const cancels = synth.cancel.mock.calls.length;
    await user.click(second!);
    expect(synth.cancel.mock.calls.length).toBe(cancels + 1);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    // The first reading's last utterance ending (as a cancel makes it) does not go on with the first paragraph.
    const before = spoken.length;
    await end(spoken[0]);
    expect(spoken.length).toBe(before);
  });

  it('reads the whole step, and Stop ends it', async () => {
    const { user } = renderPage(<StoryStep paragraphs={m01.storyIntro.slice(0, 2)} onComplete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Read the whole step' }));
    const sentences = m01.storyIntro.slice(0, 2).flatMap((item) => item.en.split(/(?<=[.!?]) /u));
    for (let index = 0; index < sentences.length - 1; index += 1) await end(spoken[index]);
    expect(spoken.map((u) => u.text)).toEqual(sentences);
    await start(spoken.at(-1));
    expect(highlighted()).toBe(sentences.at(-1));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(highlighted()).toBeNull();
    expect(screen.getByRole('button', { name: 'Read the whole step' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops reading when the learner leaves the step, and when the page goes away', async () => {
    const { user, unmount } = renderPage(<AdventureQuest meta={getModuleMeta('M01')!} body={m01} />);
    await user.click(screen.getAllByRole('button', { name: 'Listen' })[0]!);
    await start(spoken[0]);
    expect(highlighted()).not.toBeNull();
    const cancels = synth.cancel.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(synth.cancel.mock.calls.length).toBeGreaterThan(cancels);
    expect(highlighted()).toBeNull();
    const before = spoken.length;
    await end(spoken[0]);
    expect(spoken.length).toBe(before);

    await user.click(screen.getAllByRole('button', { name: 'Listen' }).find((button) => button.checkVisibility?.() !== false && !button.closest('[hidden]'))!);
    const afterTerms = synth.cancel.mock.calls.length;
    unmount();
    expect(synth.cancel.mock.calls.length).toBeGreaterThan(afterTerms);
  });

  it('says politely that there is no voice for the language, and how to add one', async () => {
    installSpeech([TAIWAN]);
    const { user } = renderPage(<StoryStep paragraphs={m01.storyIntro} onComplete={vi.fn()} />);
    await user.click(screen.getAllByRole('button', { name: 'Listen' })[0]!);
    expect(spoken).toEqual([]);
    const note = screen.getAllByRole('status').find((status) => status.textContent !== '')!;
    expect(note).toHaveTextContent('This device has no English voice yet');
    expect(note).toHaveTextContent('Windows, Settings › Time & language › Speech');
    expect(note).toHaveTextContent('iPad, Settings › Accessibility › Spoken Content › Voices');
    await user.click(within(note).getByRole('button', { name: 'Close' }));
    expect(note).toBeEmptyDOMElement();
  });

  it('reads each new quiz question with its options once when the learner asked for it, at their speed', async () => {
    const question = m01.quiz5[0]!;
    renderPage(
      <ReadAloudPreferencesContext.Provider value={{ rate: 0.8, autoReadQuestions: true }}>
        <AdventureQuiz meta={getModuleMeta('M01')!} body={m01} onFinished={vi.fn()} onShowTreasure={vi.fn()} />
      </ReadAloudPreferencesContext.Provider>,
    );
    expect(spoken[0]?.text).toBe(question.question.en.split(/(?<=[.!?]) /u)[0]);
    expect(spoken[0]?.rate).toBe(0.8);
    let guard = 0;
    while (spoken.length > 0 && guard < 20 && !spoken.at(-1)!.text.startsWith('Option D:')) {
      await end(spoken.at(-1));
      guard += 1;
    }
    const options = spoken.filter((u) => u.text.startsWith('Option '));
    expect(options).toHaveLength(4);
    // Each option is one the page shows, in the order it shows them.
    const shown = within(screen.getByRole('group')).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(options.map((u) => u.text.replace(/^Option [A-D]: /u, ''))).toEqual(shown);
  });

  it('does not read a question by itself unless the learner asked for it', () => {
    renderPage(<AdventureQuiz meta={getModuleMeta('M01')!} body={m01} onFinished={vi.fn()} onShowTreasure={vi.fn()} />);
    expect(spoken).toEqual([]);
  });

  it('reads a classic fill-in question with its blank said as a word, and a hint once it shows', async () => {
    await act(() => setLanguage('zh-TW'));
    const question: ClassicQuestion = {
      id: 'fill',
      type: 'fill-blank',
      question: { en: 'Money is a ______.', 'zh-TW': '錢可以用來______，一次 2 個。' },
      acceptedAnswers: { en: ['tool'], 'zh-TW': ['交換'] },
      feedback: { en: 'Yes.', 'zh-TW': '對。' },
      hintCycle: [
        { en: 'Think.', 'zh-TW': '想一想 NT$1,200 可以買什麼。' },
        { en: 'Two.', 'zh-TW': '二。' },
        { en: 'Three.', 'zh-TW': '三。' },
      ],
    };
    const { user } = renderPage(<QuizQuestion moduleId="M11" question={question} language="zh-TW" answer={undefined} onAnswer={vi.fn()} hintsShown={1} onHint={vi.fn()} />);
    const [questionListen, hintListen] = screen.getAllByRole('button', { name: '聽一聽' });
    await user.click(questionListen!);
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([['錢可以用來空格，一次兩個。', 'zh-TW']]);
    await start(spoken[0]);
    // What the page shows: the text, with the blank's screen-reader word (空格) where the line is.
    expect(highlighted()).toBe('錢可以用來空格，一次 2 個。');

    await user.click(hintListen!);
    expect(spoken.at(-1)?.text).toBe('提示一，共三個：想一想新台幣一千兩百元可以買什麼。');
  });

  it('in a classic lesson, reads a scenario and stops when the learner opens another tab', async () => {
    const { user } = renderPage(<ClassicModule meta={getModuleMeta('M11')!} body={m11} />);
    const scenario = m11.scenarios[0]!;
    await user.click(screen.getAllByRole('button', { name: 'Listen' })[0]!);
    expect(spoken[0]?.text).toBe(scenario.title.en);
    await end(spoken[0]);
    await start(spoken[1]);
    expect(highlighted()).toBe(scenario.description.en.split(/(?<=[.!?]) /u)[0]);
    await user.click(screen.getByRole('tab', { name: /Vocabulary/u }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(highlighted()).toBeNull();
  });
});
