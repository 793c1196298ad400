import { expect, type Page } from '@playwright/test';
import { loadModuleBody } from '../../../src/content/module-bodies';
import { rightClassicAnswer, wrongClassicAnswer } from '../../../src/server/progress/quiz-fixtures';
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
  await answerAdventureQuiz(page, moduleId, lang, wrongFirst);
}

/**
 * Answers an adventure lesson's five quiz questions (from the first, as after "Try again"): questions listed in
 * `wrongFirst` are answered wrong once, the hint is seen, then they are answered right.
 */
export async function answerAdventureQuiz(page: Page, moduleId: string, lang: Lang, wrongFirst: number[] = []) {
  const L = ADVENTURE[lang];
  const body = await adventureBody(moduleId);
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

/** The classic page's labels the tests press, as a child sees them. */
const CLASSIC = {
  en: { toVocabulary: 'Continue to vocabulary', know: 'I know this word', toDrills: 'Continue to sentence practice', sentence: 'Your sentence', check: 'Check', good: 'Nice sentence!', toQuiz: 'Continue to quiz', hint: /Need a hint\?/, hintShown: 'Hint 1/3', true: 'True', false: 'False', blank: 'Your answer', next: 'Next', submit: 'Submit Quiz', myWords: 'I will stop and think first' },
  'zh-TW': { toVocabulary: '繼續：學詞彙', know: '我學會了', toDrills: '繼續：句型練習', sentence: '換你寫寫看', check: '檢查', good: '寫得真好', toQuiz: '繼續：小測驗', hint: /需要提示嗎/, hintShown: '提示 1/3', true: '對', false: '錯', blank: '你的答案', next: '下一題', submit: '送出測驗', myWords: '我會先停下來想一想' },
} as const;

/**
 * Walks a classic lesson from the scenario to the quiz the way a child would: one word marked as known, one
 * sentence finished in the learner's own words.
 */
export async function openClassicQuiz(page: Page, lang: Lang) {
  const L = CLASSIC[lang];
  await page.getByRole('button', { name: L.toVocabulary }).click();
  await page.getByRole('button', { name: L.know }).first().click();
  await page.getByRole('button', { name: L.toDrills }).click();
  const practice = page.getByRole('textbox', { name: L.sentence }).first();
  await practice.fill(`${await practice.inputValue()} ${L.myWords}`);
  await page.getByRole('button', { name: L.check }).first().click();
  await expect(page.getByText(L.good).first()).toBeVisible();
  await page.getByRole('button', { name: L.toQuiz }).click();
}

/**
 * Answers a classic quiz by reading the options (never their place) and submits it: questions listed in
 * `wrong` get a wrong answer, and questions listed in `hints` open their first hint first.
 */
export async function answerClassicQuiz(page: Page, moduleId: string, lang: Lang, { wrong = [], hints = [] }: { wrong?: number[]; hints?: number[] } = {}) {
  const L = CLASSIC[lang];
  const body = await classicBody(moduleId);
  for (const [index, question] of body.quiz.entries()) {
    if (hints.includes(index)) {
      await page.getByRole('button', { name: L.hint }).click();
      await expect(page.getByText(L.hintShown)).toBeVisible();
    }
    // The same right and wrong answers the server tests submit (quiz-fixtures), chosen here by their words.
    const right = !wrong.includes(index);
    const answer = right ? rightClassicAnswer(question) : wrongClassicAnswer(question);
    switch (question.type) {
      case 'single':
        await page.getByRole('radio', { name: question.options[answer as number]![lang], exact: true }).check();
        break;
      case 'multi': {
        const chosen = answer as number[];
        for (const [i, option] of question.options.entries()) {
          const box = page.getByRole('checkbox', { name: option[lang], exact: true });
          if (chosen.includes(i)) await box.check();
          else await box.uncheck();
        }
        break;
      }
      case 'bool':
        await page.getByRole('radio', { name: answer === true ? L.true : L.false, exact: true }).check();
        break;
      case 'fill-blank':
        // The fixture's right answer is the English one; a learner types their own language's.
        await page.getByRole('textbox', { name: L.blank }).fill(right ? question.acceptedAnswers[lang][0]! : String(answer));
        break;
    }
    if (index < body.quiz.length - 1) await page.getByRole('button', { name: L.next, exact: true }).click();
  }
  await page.getByRole('button', { name: L.submit }).click();
}
