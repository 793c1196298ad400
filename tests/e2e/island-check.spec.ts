import { expect, test, type Page } from '@playwright/test';
import { MODULE_IDS_BY_ISLAND } from '../../src/content/catalogue-queries';
import { loadModuleBody } from '../../src/content/module-bodies';
import type { IslandCheckView } from '../../src/domain/island-check-api';
import { correctAnswerOf, reviewQuestionOf } from '../../src/domain/review-question';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

type Lang = 'en' | 'zh-TW';

const WORDS = {
  en: { true: 'True', false: 'False', next: 'Next question', finish: 'Finish' },
  'zh-TW': { true: '對', false: '不對', next: '下一題', finish: '完成' },
} as const;

/**
 * Answers the check on the page, question by question, as a child would: the first `right` questions right, the
 * rest wrong. The questions come from the server's own list, in the order the page asks them.
 */
async function takeCheck(page: Page, right: number, lang: Lang, { axeOnFirst = false } = {}) {
  const view = (await (await page.request.get('/api/island-checks/seed')).json()) as IslandCheckView;
  expect(view.questions).toHaveLength(5);
  for (const [index, item] of view.questions.entries()) {
    const body = await loadModuleBody(item.moduleId);
    const question = body ? reviewQuestionOf(body, item.questionId) : null;
    const answer = body ? correctAnswerOf(body, item.questionId) : null;
    if (!question || !answer) throw new Error(`no question ${item.moduleId}/${item.questionId}`);
    await expect(page.getByText(lang === 'en' ? `Question ${index + 1} of 5` : `第 ${index + 1} 題，共 5 題`)).toBeVisible();
    await expect(page.getByRole('heading', { name: question.question[lang] })).toBeFocused();
    if (axeOnFirst && index === 0) await expectNoAxeViolations(page);
    const isRight = index < right;
    if (answer.kind === 'bool') {
      await page.getByRole('radio', { name: (isRight ? answer.value : !answer.value) ? WORDS[lang].true : WORDS[lang].false, exact: true }).check();
    } else if (answer.kind === 'options') {
      const role = question.type === 'multi' ? 'checkbox' : 'radio';
      const wrong = question.options.findIndex((_, option) => !answer.indexes.includes(option));
      const chosen = isRight ? answer.indexes : question.type === 'multi' ? [answer.indexes[0]!] : [wrong];
      for (const option of chosen) await page.getByRole(role, { name: question.options[option]![lang], exact: true }).check();
    } else throw new Error('a check never asks a typed answer');
    // No hints and no right or wrong while the check runs: it measures, it does not teach.
    await expect(page.getByText(/Hint \d|提示 \d|That's right|答對了/)).toHaveCount(0);
    await page.getByRole('button', { name: index === 4 ? WORDS[lang].finish : WORDS[lang].next }).click();
  }
}

test.describe('island checks', () => {
  test('a learner takes Seed Island’s warm-up check, finishes the island, takes it again and sees before → after', async ({ page }) => {
    await signUpLearner(page, 'island-check');
    await page.goto('/seed-island');
    const card = page.getByRole('region', { name: 'Warm-up check' });
    await expect(card).toBeVisible();
    await expect(card.getByText('5 questions, just to see what you already know. It doesn’t change your score or gems.')).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Start' }).click();

    await takeCheck(page, 2, 'en', { axeOnFirst: true });
    await expect(page.getByRole('heading', { name: 'Warm-up done!' })).toBeFocused();
    await expect(page.getByText('You knew 2 of 5 already. Let’s learn the rest!')).toBeVisible();
    await expectNoAxeViolations(page);
    // Never graded into scores or gems.
    const progress = (await (await page.request.get('/api/progress')).json()) as { completedModules: string[]; gems: number };
    expect(progress).toMatchObject({ completedModules: [], gems: 0 });
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Warm-up: 2/5. Check again when you finish the island.')).toBeVisible();

    await completeModules(page.request, MODULE_IDS_BY_ISLAND.seed ?? []);
    await page.reload();
    const again = page.getByRole('region', { name: 'You finished the island!' });
    await expect(again.getByText('Take the same 5 questions again and see how much you learned.')).toBeVisible();
    await again.getByRole('button', { name: 'Check again' }).click();
    await takeCheck(page, 5, 'en');
    await expect(page.getByRole('heading', { name: 'Look how much you learned!' })).toBeFocused();
    await expect(page.getByText(/Before: 2\/5\s*→\s*After: 5\/5/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK' }).click();

    const line = page.getByRole('region', { name: 'Island check' });
    await expect(line).toHaveText(/Before 2\/5\s*→\s*After 5\/5\s*\+3 questions/);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Island check' })).toHaveText(/Before 2\/5\s*→\s*After 5\/5/);
    await expect(page.getByRole('region', { name: 'Warm-up check' })).toHaveCount(0);

    await page.goto('/progress');
    const learned = page.getByRole('region', { name: 'What you learned' });
    await expect(learned.getByRole('link', { name: 'Seed Island' })).toBeVisible();
    await expect(learned.getByText(/Before 2\/5\s*→\s*After 5\/5/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in Chinese on a phone: the warm-up card, a question, the result and /progress', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'island-check-zh');
    await page.goto('/seed-island');
    const card = page.getByRole('region', { name: '暖身小測驗' });
    await expect(card.getByText('5 道題目，只是看看你已經知道多少，不會影響你的分數和寶石。')).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: '開始' }).click();
    await takeCheck(page, 3, 'zh-TW', { axeOnFirst: true });
    await expect(page.getByText('5 題裡你已經會 3 題了，其他的我們一起來學吧！')).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await page.goto('/progress');
    const learned = page.getByRole('region', { name: '你學會了什麼' });
    await expect(learned.getByText('暖身小測驗：3/5。學完這座島再測一次吧！')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a skipped warm-up is not offered again', async ({ page }) => {
    await signUpLearner(page, 'island-check-skip');
    await page.goto('/seed-island');
    await page.getByRole('region', { name: 'Warm-up check' }).getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('region', { name: 'Warm-up check' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Seed Island', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Warm-up check' })).toHaveCount(0);
  });
});
