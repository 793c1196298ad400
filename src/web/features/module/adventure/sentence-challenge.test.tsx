import { i18n, label, renderPage } from './test-utils';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import m01 from '../../../../content/modules/m01';
import { setLanguage } from '../../../i18n/i18n';
import { SentenceChallenge, frameSegments } from './sentence-challenge';
import { pickVoice } from '../read-aloud/speech';

const frames = m01.sentenceBuilder.frames;

function poolButton(word: string) {
  return within(screen.getByRole('group', { name: label('wordPool') })).getByRole('button', { name: new RegExp(`^${word}`) });
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

// Whole journeys click through many steps; a busy shared machine must not fail them on time alone.
describe('SentenceChallenge', { timeout: 30_000 }, () => {
  it('dims a used word, fills blanks in order and keeps Check disabled until every blank is filled', async () => {
    // Frame 2 of M01 has two blanks: "The ______ of a bun is 20 coins, so Mei pays with ______."
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames.slice(1)} onComplete={vi.fn()} />);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();

    await user.click(poolButton('price'));
    expect(poolButton('price')).toBeDisabled();
    expect(poolButton('price')).toHaveAccessibleName('price (used)');
    expect(screen.getByRole('button', { name: 'price (blank 1). Tap to take it out.' })).toBeInTheDocument();
    expect(check).toBeDisabled();

    await user.click(poolButton('money'));
    expect(check).toBeEnabled();
    // No more words than blanks: the rest of the pool cannot be tapped now.
    expect(poolButton('crayons')).toBeDisabled();
    expect(screen.getByText('All blanks are filled. Press Check!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(check).toBeDisabled();
    expect(poolButton('price')).toBeEnabled();
  });

  it('shows Hint 1/3 after a wrong check, capped at 3/3, and moves to a clean next frame after a right one', async () => {
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames.slice(1)} onComplete={vi.fn()} />);
    await user.click(poolButton('crayons'));
    await user.click(poolButton('barter'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Hint 1/3')).toBeInTheDocument();
    expect(screen.getByText(frames[1]!.hints[0].en)).toBeInTheDocument();
    expect(screen.getByText('Not quite. Read the hint and try again.')).toBeInTheDocument();

    for (let press = 0; press < 3; press += 1) await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Hint 3/3')).toBeInTheDocument();
    expect(screen.getByText(frames[1]!.hints[2].en)).toBeInTheDocument();

    // Tapping a filled blank takes its word out; the word goes back to the pool.
    await user.click(screen.getByRole('button', { name: 'crayons (blank 1). Tap to take it out.' }));
    expect(poolButton('crayons')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'barter (blank 1). Tap to take it out.' }));

    await user.click(poolButton('price'));
    await user.click(poolButton('money'));
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByRole('heading', { name: 'Sentence 2 of 2' })).toHaveFocus();
    expect(screen.getByText('Correct! On to sentence 2.')).toBeInTheDocument();
    // Choices, wrong count and hint are cleared on the new frame.
    expect(screen.queryByText(/Hint \d\/3/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(poolButton('trade')).toBeEnabled();
  });

  it('ends with 完成句型挑戰！ in zh-TW and completes the step', async () => {
    await act(() => setLanguage('zh-TW'));
    const onComplete = vi.fn();
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames.slice(2)} onComplete={onComplete} />);
    expect(i18n.language).toBe('zh-TW');
    // zh-TW frame 3: "因為______都願意收錢，所以每一次______都很方便。"
    await user.click(poolButton('交易'));
    await user.click(poolButton('大家'));
    await user.click(screen.getByRole('button', { name: '檢查' }));
    expect(screen.getByText('提示 1/3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重來' }));
    await user.click(poolButton('大家'));
    await user.click(poolButton('交易'));
    await user.click(screen.getByRole('button', { name: '檢查' }));

    const done = screen.getByRole('heading', { name: '完成句型挑戰！' });
    expect(done).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '下一步：小測驗' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('says clearly when the browser cannot read aloud', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames} onComplete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(screen.getByText('This browser cannot read aloud. Read the sentence out loud yourself!')).toBeInTheDocument();
  });

  it('reads the sentence with the chosen words and a placeholder in a Taiwan Mandarin voice', async () => {
    await act(() => setLanguage('zh-TW'));
    const spoken: { text: string; lang: string; voice: unknown }[] = [];
    const zhVoice = { lang: 'zh-TW', name: 'Mei-Jia' };
    class FakeUtterance {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'en-US', name: 'Samantha' }, zhVoice],
      speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice }),
      cancel: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames.slice(1)} onComplete={vi.fn()} />);
    await user.click(poolButton('價格'));
    await user.click(screen.getByRole('button', { name: '聽一聽' }));
    // The price is said the way a teacher says it, not "N T dollar 35".
    expect(spoken).toEqual([{ text: '一個麵包的價格是新台幣三十五元，所以小美用空格來付。', lang: 'zh-TW', voice: zhVoice }]);
    expect(screen.getByRole('button', { name: '停止' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when no voice speaks the page language', async () => {
    vi.stubGlobal('SpeechSynthesisUtterance', vi.fn());
    vi.stubGlobal('speechSynthesis', {
      getVoices: () => [{ lang: 'zh-TW', name: 'Mei-Jia' }],
      speak: vi.fn(),
      cancel: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    const { user } = renderPage(<SentenceChallenge moduleId="M01" frames={frames} onComplete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(screen.getByText(/This device has no English voice/)).toBeInTheDocument();
  });
});

describe('frameSegments and pickVoice', () => {
  it('finds the blanks the way the domain counts them', () => {
    expect(frameSegments('The ______ of a bun, ______.')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'blank', index: 0 },
      { kind: 'text', text: ' of a bun, ' },
      { kind: 'blank', index: 1 },
      { kind: 'text', text: '.' },
    ]);
    expect(frameSegments('a ___ b')).toEqual([{ kind: 'text', text: 'a ' }, { kind: 'text', text: '___' }, { kind: 'text', text: ' b' }]);
  });

  it('prefers a Taiwan voice, never a Cantonese one, and any English voice for English', () => {
    const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;
    expect(pickVoice([voice('zh-CN'), voice('zh_TW')], 'zh-TW')?.lang).toBe('zh_TW');
    expect(pickVoice([voice('zh-HK'), voice('zh-CN')], 'zh-TW')?.lang).toBe('zh-CN');
    expect(pickVoice([voice('zh-HK')], 'zh-TW')).toBeNull();
    expect(pickVoice([voice('en-GB'), voice('en-US')], 'en')?.lang).toBe('en-US');
    expect(pickVoice([voice('en-GB')], 'en')?.lang).toBe('en-GB');
    expect(pickVoice([], 'en')).toBeNull();
  });
});
