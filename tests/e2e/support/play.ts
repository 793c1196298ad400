import { expect, type Page } from '@playwright/test';
import { loadModuleBody } from '../../../src/content/module-bodies';
import type { AdventureBody, ClassicBody } from '../../../src/content/schema/module-body';

type Lang = 'en' | 'zh-TW';

/** The adventure page's labels the tests press, as a child sees them. */
const ADVENTURE = {
  en: { start: 'Start Learning', termsNext: 'Next: Examples', examplesNext: 'Next: Sentence challenge', check: 'Check', reset: 'Reset', toQuiz: 'Next: Quiz', checkAnswer: 'Check answer', next: 'Next question', finish: 'Finish quiz', hint: 'Hint 1/3', true: 'True', false: 'False', done: 'Quest Complete!', wordPool: 'Word choices' },
  'zh-TW': { start: '開始學習', termsNext: '下一步：看例句', examplesNext: '下一步：句型挑戰', check: '檢查', reset: '重來', toQuiz: '下一步：小測驗', checkAnswer: '對答案', next: '下一題', finish: '完成測驗', hint: '提示 1/3', true: '對', false: '不對', done: '恭喜通關！', wordPool: '詞語選項' },
} as const;

export async function adventureBody(moduleId: string): Promise<AdventureBody> {
  const body = await loadModuleBody(moduleId);
  if (body?.format !== 'adventure') throw new Error(`${moduleId} is not an adventure module`);
  return body;
}

export async function classicBody(moduleId: string): Promise<ClassicBody> {
  const body = await loadModuleBody(moduleId);
  if (body?.format !== 'classic') throw new Error(`${moduleId} is not a classic module`);
  return body;
}

/**
 * Plays an adventure lesson through every step the way a child would: a wrong sentence first (to see
 * the hint), then the right one; quiz questions listed in `wrongFirst` are answered wrong once first.
 */
export async function playAdventure(page: Page, moduleId: string, lang: Lang, wrongFirst: number[] = []) {
  const L = ADVENTURE[lang];
  const body = await adventureBody(moduleId);
  await page.getByRole('button', { name: L.start }).click();
  await page.getByRole('button', { name: L.termsNext }).click();
  await page.getByRole('button', { name: L.examplesNext }).click();

  const pool = page.getByRole('group', { name: L.wordPool });
  for (const [index, frame] of body.sentenceBuilder.frames.entries()) {
    const accepted = frame.accepts[lang].map((group) => group[0]!);
    if (index === 0) {
      // A wrong sentence: the distractors (or the right words in the wrong order) show the first hint.
      const distractors = frame.wordPool[lang].filter((word) => !frame.accepts[lang].flat().includes(word));
      const wrong = [...distractors, ...accepted].slice(0, accepted.length);
      const ordered = wrong.length === accepted.length && wrong.join() !== accepted.join() ? wrong : [...accepted].reverse();
      for (const word of ordered) await pool.getByRole('button', { name: word, exact: true }).click();
      await page.getByRole('button', { name: L.check }).click();
      await expect(page.getByText(L.hint)).toBeVisible();
      await page.getByRole('button', { name: L.reset }).click();
    }
    for (const word of accepted) await pool.getByRole('button', { name: word, exact: true }).click();
    await page.getByRole('button', { name: L.check }).click();
  }
  await page.getByRole('button', { name: L.toQuiz }).click();

  for (const [index, question] of body.quiz5.entries()) {
    const last = index === body.quiz5.length - 1;
    const submit = page.getByRole('button', { name: last ? L.finish : L.checkAnswer });
    const choose = async (right: boolean) => {
      if (question.type === 'bool') {
        await page.getByRole('radio', { name: (question.answer === right ? L.true : L.false), exact: true }).check();
        return;
      }
      const indexes = right ? question.answer : [question.options.findIndex((_, i) => !question.answer.includes(i))];
      const control = question.type === 'single' ? 'radio' : 'checkbox';
      for (const [i, option] of question.options.entries()) {
        const box = page.getByRole(control, { name: option[lang], exact: true });
        if (indexes.includes(i)) await box.check();
        else if (control === 'checkbox') await box.uncheck();
      }
    };
    if (wrongFirst.includes(index)) {
      await choose(false);
      await submit.click();
      await expect(page.getByText(L.hint).first()).toBeVisible();
    }
    await choose(true);
    await submit.click();
    // A right answer says why it is right before the learner moves on.
    if (!last) await page.getByRole('button', { name: L.next }).click();
  }
  await expect(page.getByRole('heading', { name: L.done })).toBeVisible();
}
