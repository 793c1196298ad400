import { expect, test, type Page } from '@playwright/test';
import m01 from '../../src/content/modules/m01';
import m11 from '../../src/content/modules/m11';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

declare global {
  interface Window {
    spokenUtterances: Spoken[];
    /** The voice finishes the utterance it is reading; the page then gives it the next one. */
    finishUtterance: () => void;
  }
}

/**
 * A speechSynthesis that records what the page asks it to say and, like a browser's voice, fires start when an
 * utterance begins and end when the test says it is finished. Chromium here has no voices of its own.
 */
async function fakeSpeech(page: Page) {
  await page.addInitScript(() => {
    const voices = [
      { lang: 'zh-HK', name: 'Cantonese', voiceURI: 'yue', localService: true, default: false },
      { lang: 'en-US', name: 'Samantha', voiceURI: 'en', localService: true, default: true },
      { lang: 'zh-TW', name: 'Mei-Jia', voiceURI: 'zh', localService: true, default: false },
    ];
    type Handler = ((event: Event) => void) | null;
    class FakeUtterance {
      text: string;
      lang = '';
      voice: { name: string } | null = null;
      rate = 1;
      onstart: Handler = null;
      onboundary: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    let current: FakeUtterance | null = null;
    window.spokenUtterances = [];
    window.finishUtterance = () => {
      const finished = current;
      current = null;
      finished?.onend?.(new Event('end'));
    };
    const synth = {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => voices,
      speak(utterance: FakeUtterance) {
        window.spokenUtterances.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        current = utterance;
        utterance.onstart?.(new Event('start'));
      },
      cancel() {
        current = null;
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  });
}

const spoken = (page: Page) => page.evaluate(() => window.spokenUtterances);
const highlight = (page: Page) => page.locator('[data-reading="true"]');

test.describe('read-aloud', () => {
  test('M01 in English: Listen reads the story sentence by sentence in a US voice, the sentence highlighted', async ({ page }) => {
    await fakeSpeech(page);
    await page.goto('/seed-island/M01');
    const story = page.getByRole('region', { name: 'Story time' });
    await story.getByRole('button', { name: 'Listen' }).first().click();

    const [first, second] = m01.storyIntro[0]!.en.split(/(?<=[.!?]) /u);
    await expect.poll(() => spoken(page)).toEqual([{ text: first, lang: 'en-US', voice: 'Samantha' }]);
    await expect(highlight(page)).toHaveText(first!);
    await page.evaluate(() => window.finishUtterance());
    await expect(highlight(page)).toHaveText(second!);
    expect((await spoken(page)).at(-1)).toEqual({ text: second, lang: 'en-US', voice: 'Samantha' });
    await expect(story.getByRole('button', { name: 'Listen' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    // Leaving the step stops the reading and the highlight.
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await expect(highlight(page)).toHaveCount(0);
  });

  test('M01 in Chinese: 聽一聽 reads the story in a Taiwan Mandarin voice, never the Cantonese one', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    await fakeSpeech(page);
    await page.goto('/seed-island/M01');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.getByRole('button', { name: '聽一聽' }).first().click();
    const sentence = m01.storyIntro[0]!['zh-TW'].split(/(?<=[。！？])/u)[0]!;
    await expect.poll(async () => (await spoken(page))[0]).toEqual({ text: sentence, lang: 'zh-TW', voice: 'Mei-Jia' });
    await expect(highlight(page)).toHaveText(sentence);
    await expectNoAxeViolations(page);
  });

  test('a classic lesson (M11) in Chinese: a quiz question and its options, NT$ read as 新台幣…元', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'read-aloud');
    await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08']);
    await fakeSpeech(page);
    await page.goto('/trust-island/M11');
    await page.getByRole('tab', { name: /小測驗/u }).click();
    const quiz = page.getByRole('tabpanel');
    // The question's own Listen (the first is the step's, on top: 朗讀這一步).
    await quiz.getByRole('button', { name: '聽一聽' }).first().click();

    const question = m11.quiz[0]!;
    await expect.poll(async () => (await spoken(page))[0]).toEqual({ text: '媽媽同意後，小美跟阿力借了新台幣二十元，說好星期五還。', lang: 'zh-TW', voice: 'Mei-Jia' });
    await expect(highlight(page)).toHaveText(question.question['zh-TW'].split(/(?<=[。！？])/u)[0]!);
    // Through the question's sentences to the first option, said as 選項一.
    for (let turn = 0; turn < 5 && !(await spoken(page)).some((item) => item.text.startsWith('選項一：')); turn += 1) {
      await page.evaluate(() => window.finishUtterance());
    }
    const option = (await spoken(page)).find((item) => item.text.startsWith('選項一：'));
    const firstShown = (await quiz.getByRole('radio').first().locator('xpath=ancestor::label[1]').textContent()) ?? '';
    // The first option on screen (options are shuffled per learner), its prices in words.
    expect(option?.text).toMatch(/^選項一：/u);
    expect(option?.text).not.toContain('NT$');
    await expect(highlight(page)).toHaveText(firstShown.split(/(?<=[。！？])/u)[0]!);
    await expectNoAxeViolations(page);
  });
});
