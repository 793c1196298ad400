import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

test.describe('adventure map, islands and dashboard', () => {
  test('a visitor explores the map, can open Seed Island but not Trust Island', async ({ page }) => {
    // Six page loads of the long library page and the first toast's code: over a minute on a busy two-core machine.
    test.slow();
    await page.goto('/library');
    const map = page.getByRole('group', { name: 'Map of the 15 islands' });
    await expect(map.getByRole('button')).toHaveCount(15);

    // Locked: clicking does not enter it but says what opens it, and assistive technology hears the same.
    const trust = map.getByRole('button', { name: 'Trust Island' });
    await expect(trust).toHaveAccessibleName('Trust Island, Locked');
    await expect(trust).toHaveAccessibleDescription(/Sign in, then finish 8 of Seed Island's 10 lessons to sail here\./);
    await trust.click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Trust Island is locked' })).toContainText("Sign in, then finish 8 of Seed Island's 10 lessons to sail here.");
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { name: 'Trust Island', level: 2 })).toHaveCount(1); // only in the all-islands list

    // Keyboard: focus Seed Island's hotspot and select it with Enter.
    const seed = map.getByRole('button', { name: 'Seed Island' });
    await seed.focus();
    await expect(page.locator('#map-tip-seed')).toBeVisible();
    await expect(page.locator('#map-tip-seed')).toContainText('0 of 10 completed');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/island=seed/);
    const spotlight = page.getByRole('region', { name: 'Seed Island' });
    await expect(spotlight.getByRole('link', { name: /^Start Adventure/ })).toHaveCount(10);

    // A locked lesson card opens the sign-in dialog.
    await page.goto('/library?island=trust');
    await expect(page).toHaveURL(/island=trust/);
    await page.goto('/library');
    await page.getByRole('button', { name: /^Sign In to Access: What Is Credit\?/ }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/trust-island');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trust Island');
    await expect(page.getByRole('note')).toContainText("Sign in, then finish 8 of Seed Island's 10 lessons to sail here.");
  });

  test('after 80% of Seed Island, Trust Island unlocks; the dashboard shows exact numbers', async ({ page }) => {
    await signUpLearner(page, 'unlock');
    await page.goto('/trust-island');
    await expect(page.getByRole('note')).toContainText('Finish 8 more Seed Island lessons to sail here.');

    // 7 of 10 is not enough; the 8th unlocks (80%).
    await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07']);
    await page.goto('/library?island=trust');
    // One left, in the singular.
    await expect(page.getByRole('region', { name: 'Trust Island' })).toContainText('Finish 1 more Seed Island lesson to sail here.');
    await expect(page.getByRole('group', { name: 'Map of the 15 islands' }).getByRole('button', { name: 'Trust Island' })).toHaveAccessibleName('Trust Island, Locked');
    await completeModules(page.request, ['M08'], { wrongFirst: [0] });
    await page.reload();
    const trust = page.getByRole('group', { name: 'Map of the 15 islands' }).getByRole('button', { name: 'Trust Island' });
    await expect(trust).toHaveAccessibleName('Trust Island, Open');
    await trust.click();
    await expect(page.getByRole('region', { name: 'Trust Island' }).getByRole('link', { name: /^Start Adventure: What Is Credit\?/ })).toBeVisible();
    await page.goto('/trust-island');
    await expect(page.getByRole('note')).toHaveCount(0);

    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Overall progress', exact: true }).locator('..')).toContainText('8 of 136 lessons');
    await expect(page.getByRole('heading', { name: 'Overall progress', exact: true }).locator('..')).toContainText('6%');
    // Seven perfect scores and one 80: (700 + 80) / 8 = 97.5 → 98.
    await expect(page.getByRole('heading', { name: 'Average score', exact: true }).locator('..')).toContainText('98%');
    await expect(page.getByRole('heading', { name: 'Current streak', exact: true }).locator('..')).toContainText('1 day');
    const recent = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
    await expect(recent).toHaveCount(5);
    await expect(recent.first()).toContainText('Banks Keep Money Safe');
    await expect(recent.first()).toContainText('80%');
    await expect(recent.nth(1)).toContainText('Choices and Opportunity Cost');
    await expect(page.getByRole('region', { name: 'Achievement gallery' }).getByRole('listitem').filter({ hasText: 'Earned' }).first()).toBeVisible();
  });

  for (const language of ['en', 'zh-TW'] as const) {
    test(`axe finds nothing on the map, an island, a lesson list and the dashboard (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      for (const path of ['/library', '/library?island=seed', '/seed-island', '/risk-volcano']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await signUpLearner(page, `axe-${language}`);
      await completeModules(page.request, ['M01']);
      await page.goto('/progress');
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('region').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
