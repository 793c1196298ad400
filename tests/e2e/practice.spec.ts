import { expect, test, type Page } from '@playwright/test';
import type { AdventureQuestion } from '../../src/content/schema/module-body';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { signUpLearner } from './support/learner';
import { adventureBody, playAdventure } from './support/play';

/** The server's test clock (NODE_ENV=test only): every request of the page is made "tomorrow". */
const NEXT_DAY = { 'x-test-clock-days': '1' };

async function answerRight(page: Page, question: AdventureQuestion, lang: 'en' | 'zh-TW') {
  if (question.type === 'bool') {
    await page.getByRole('radio', { name: question.answer ? (lang === 'en' ? 'True' : '對') : lang === 'en' ? 'False' : '不對', exact: true }).check();
  } else {
    for (const index of question.answer) await page.getByRole(question.type === 'single' ? 'radio' : 'checkbox', { name: question.options[index]![lang], exact: true }).check();
  }
  await page.getByRole('button', { name: lang === 'en' ? 'Check my answer' : '檢查答案' }).click();
}

test.describe('spaced review', () => {
  test('questions missed in M01 come back the next day, and answered right they are scheduled further out', async ({ page }) => {
    await signUpLearner(page, 'practice');
    await page.goto('/module/M01');
    await playAdventure(page, 'M01', 'en', [0, 3]);

    // Today: nothing due; the forecast shows tomorrow's two.
    await page.goto('/practice');
    await expect(page.getByRole('heading', { name: 'All done for today!' })).toBeVisible();
    await expect(page.getByText('Questions you missed come back on these days')).toBeVisible();
    const today = (await (await page.request.get('/api/practice')).json()) as { forecast: { count: number }[] };
    expect(today.forecast.map((day) => day.count)).toEqual([0, 2, 0, 0, 0, 0, 0]);

    // Tomorrow.
    await page.context().setExtraHTTPHeaders(NEXT_DAY);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '2 questions are ready to practise' })).toBeVisible();
    await page.goto('/progress');
    await expect(page.getByText('2 questions to practise today')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Practise now' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await page.getByRole('button', { name: 'Practise now' }).click();

    const body = await adventureBody('M01');
    const asked: string[] = [];
    for (const n of [1, 2]) {
      await expect(page.getByText(`Question ${n} of 2`)).toBeVisible();
      const text = await page.getByRole('heading', { level: 2 }).first().textContent();
      const question = body.quiz5.find((q) => q.question.en === text)!;
      asked.push(question.id);
      await expectNoAxeViolations(page);
      await answerRight(page, question, 'en');
      await expect(page.getByRole('heading', { name: "That's right!" })).toBeVisible();
      await expect(page.getByText(question.why.en)).toBeVisible();
      await page.getByRole('button', { name: n === 2 ? 'See how I did' : 'Next question' }).click();
    }
    // Only the two missed first time became cards.
    expect(asked.sort()).toEqual(['q1', 'q4']);
    await expect(page.getByRole('heading', { name: 'Practice done!' })).toBeVisible();
    await expect(page.getByText('You practised 2 questions. 2 right first time.')).toBeVisible();
    await expect(page.getByText('Islands: Seed Island')).toBeVisible();
    await expect(page.getByText('That counts as a study day for your streak.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Scheduled further out than the next day: nothing tomorrow-of-tomorrow, both later.
    const after = (await (await page.request.get('/api/practice')).json()) as { dueToday: number; forecast: { count: number }[]; nextDueDay: string; today: string };
    expect(after.dueToday).toBe(0);
    expect(after.forecast[1]!.count).toBe(0);
    expect(after.nextDueDay > after.today).toBe(true);
    const summary = (await (await page.request.get('/api/account/export')).json()) as { reviewCards: { questionId: string; reps: number }[] };
    expect(summary.reviewCards.map((card) => card.questionId).sort()).toEqual(['q1', 'q4']);
  });

  test('practice in Chinese on a phone: a hint after a wrong try, then why', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'practice-zh');
    await page.goto('/module/M01');
    await playAdventure(page, 'M01', 'zh-TW', [1]);
    await page.context().setExtraHTTPHeaders(NEXT_DAY);
    await page.goto('/practice');
    await expect(page.getByText('今天有 1 題要複習')).toBeVisible();
    await page.getByRole('button', { name: '開始複習' }).click();
    const question = (await adventureBody('M01')).quiz5[1]!;
    await expect(page.getByRole('heading', { name: question.question['zh-TW'] })).toBeVisible();
    // A wrong try first: the first hint, as in the lesson.
    if (question.type === 'bool') await page.getByRole('radio', { name: question.answer ? '不對' : '對', exact: true }).check();
    else await page.getByRole(question.type === 'single' ? 'radio' : 'checkbox', { name: question.options.find((_, i) => !question.answer.includes(i))!['zh-TW'], exact: true }).check();
    await page.getByRole('button', { name: '檢查答案' }).click();
    await expect(page.getByText('提示 1/3')).toBeVisible();
    await expectNoAxeViolations(page);
    if (question.type !== 'bool') for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await answerRight(page, question, 'zh-TW');
    await expect(page.getByRole('heading', { name: '答對了！' })).toBeVisible();
    await page.getByRole('button', { name: '看看我的成果' }).click();
    await expect(page.getByRole('heading', { name: '複習完成！' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
