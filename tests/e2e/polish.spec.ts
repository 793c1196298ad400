import { expect, test, type Page } from '@playwright/test';
import { BADGES } from '../../src/content/badges';
import { adventureAttempts } from '../../src/server/progress/quiz-fixtures';
import { expectNoAxeViolations, uniqueEmail, useLanguage } from './support/helpers';
import { signUpLearner } from './support/learner';
import { playAdventure } from './support/play';

/** sonner's toasts on the page. */
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** A fixed-offset zone whose local hour is 23 right now, so a completion earns Midnight Learner (badge 14 of 17). */
function zoneAtElevenPm(): string {
  const offset = (((23 - new Date().getUTCHours()) % 24) + 24) % 24;
  const hours = offset > 14 ? offset - 24 : offset;
  // Etc/GMT signs are inverted: Etc/GMT-8 is UTC+8.
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

test.describe('rough edges', () => {
  test('a low-score adventure speaks in one voice: the card invites a retry, and one toast agrees', async ({ page }) => {
    // Playing a whole lesson takes a while on a busy machine.
    test.slow();
    await signUpLearner(page, 'low-score');
    await page.goto('/seed-island/M01');
    await playAdventure(page, 'M01', 'en', [0, 1, 2]);
    await expect(page.getByText('40 points')).toBeVisible();
    await expect(page.getByText(/Some questions were tricky this time/)).toBeVisible();
    await expect(page.getByText(/Try the quiz again and see how much you have learned/)).toBeVisible();
    await expect(page.getByText(/Well done|Great job|completed successfully/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(1);

    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).first()).toContainText('Keep Learning!');
    await expect(toasts(page).first()).toContainText('Saved to your account · +1 gem');
    // Nothing else follows it (the old schedule added more after 0.5 s and 1 s).
    await page.waitForTimeout(1500);
    expect(await toasts(page).count()).toBeLessThanOrEqual(1);
  });

  test('a visitor finishing a free lesson is told it is kept on this device, and Sign up opens the sign-up form', async ({ page }) => {
    test.slow();
    await page.goto('/seed-island/M03');
    await playAdventure(page, 'M03', 'en');
    await expect(page.getByText(/^Saved on this device\. Sign up/)).toBeVisible();
    await expect(page.getByText('Sign up to keep it on your own sticker shelf.')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(toasts(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('every page names the tab, in the language shown, and follows a language switch', async ({ page }) => {
    await page.goto('/progress');
    await expect(page).toHaveTitle('Progress · Money Islands');
    await page.getByRole('button', { name: /Switch to Traditional Chinese/ }).click();
    await expect(page).toHaveTitle('學習進度 · 理財冒險島');
    await page.goto('/seed-island/M01');
    await expect(page).toHaveTitle('錢是什麼？ · 理財冒險島');
    await page.goto('/library');
    // The map is the heaviest page: the title comes with it.
    await expect(page.getByRole('heading', { level: 1, name: '冒險地圖' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle('冒險地圖 · 理財冒險島');
    await page.goto('/');
    await expect(page).toHaveTitle('首頁 · 理財冒險島');
    await page.getByRole('button', { name: /切換成英文/ }).click();
    await expect(page).toHaveTitle('Home · Money Islands');
    await page.goto('/seed-island/M01');
    await expect(page).toHaveTitle('What Is Money? · Money Islands');
    await page.goto('/no-such-place');
    await expect(page).toHaveTitle('Oops! Page not found · Money Islands');
  });

  test('progress: "1 gem" and "1 day", every counted badge is lit in the gallery, and the lesson sticker is on the shelf', async ({ page }) => {
    await signUpLearner(page, 'gallery');
    const response = await page.request.post('/api/progress/quiz', {
      data: { moduleId: 'M01', idempotencyKey: `e2e-midnight-${Date.now()}`, submission: { format: 'adventure', attempts: await adventureAttempts('M01', []) }, timeZone: zoneAtElevenPm() },
    });
    expect(response.status()).toBe(200);
    const { newBadges } = (await response.json()) as { newBadges: string[] };
    // A perfect score also earns Quiz Ace; Midnight Learner is the one beyond the first 12.
    expect(newBadges).toEqual(['starter-explorer', 'quiz-ace', 'midnight-learner']);

    await page.goto('/progress');
    await expect(page.getByText('1 gem', { exact: true })).toBeVisible();
    await expect(page.getByText('Longest: 1 day', { exact: true })).toBeVisible();
    const badgesCard = page.getByRole('heading', { name: 'Badges earned' }).locator('..');
    await expect(badgesCard).toContainText('3 of 17');
    const gallery = page.getByRole('region', { name: 'Achievement gallery' });
    await expect(gallery.getByText('Earned', { exact: true })).toHaveCount(3);
    const midnight = BADGES.find((badge) => badge.id === 'midnight-learner')!;
    await expect(gallery.getByRole('heading', { name: midnight.name.en })).toBeVisible();
    await expect(gallery).toContainText('You earned 1 badge that is not among the first 12');
    await gallery.getByRole('button', { name: 'Show all 17 badges' }).click();
    await expect(gallery.getByRole('listitem')).toHaveCount(17);
    await expect(page.getByRole('region', { name: 'Sticker shelf' })).toContainText('Money Explorer');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /Switch to Traditional Chinese/ }).click();
    await expect(page.getByText('1 顆寶石', { exact: true })).toBeVisible();
    await expect(page.getByText('最長：1 天', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '貼紙收藏冊' })).toContainText('金錢探險家');
  });

  test('at 390 px a toast does not cover the header or the explorer picker’s title', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth?tab=sign-up');
    await page.getByLabel('Username').fill('Reef');
    await page.getByLabel('Email').fill(uniqueEmail('toast-dialog'));
    await page.getByLabel('Password').fill('toast-dialog-pw');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Your Explorer' });
    await expect(picker).toBeVisible();
    const toast = toasts(page).filter({ hasText: 'Account created! Check your email to verify.' });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const covered of [picker.getByRole('heading', { name: 'Choose Your Explorer' }), page.getByRole('banner')]) {
      const box = (await covered.boundingBox())!;
      const overlaps = toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
      expect(overlaps, 'the toast overlaps it').toBe(false);
    }
  });

  test('in Chinese, a low-score adventure card and its one toast speak the same words', async ({ page }) => {
    test.slow();
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'zh-low');
    await page.goto('/seed-island/M04');
    await playAdventure(page, 'M04', 'zh-TW', [0, 1, 2, 3]);
    await expect(page.getByText('20 分', { exact: true })).toBeVisible();
    await expect(page.getByText(/這次有些題目比較難/)).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).first()).toContainText('繼續加油！');
  });
});
