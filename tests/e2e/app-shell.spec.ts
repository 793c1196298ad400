import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';

test.describe('app shell', () => {
  test('the language choice switches every label, sets <html lang> and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Money Islands');
    // Named by what it shows first, as a learner using voice control would say it (WCAG 2.5.3).
    const toChinese = page.getByRole('button', { name: '中文 – Switch to Traditional Chinese', exact: true });
    await expect(toChinese.locator('[lang="zh-TW"]')).toHaveText('中文');
    await toChinese.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('理財冒險島');
    const toEnglish = page.getByRole('button', { name: 'English – 切換成英文', exact: true });
    await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
    await toEnglish.click();
    await expect(toChinese).toBeVisible();
  });

  test('a lesson opened directly arrives whole and styled: its chunks preloaded, no skeleton, stylesheet applied', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // Records whether the lesson's skeleton ("Opening the lesson...") was ever in the page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Opening the lesson')) document.documentElement.dataset.skeletonSeen = 'yes';
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/module/M01');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The shell named the lesson's own chunks, so the browser asked for them beside the entry.
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloads.some((href) => /\/assets\/m01-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/assets\/adventure-quest-[\w-]+\.js$/.test(href))).toBe(true);
    expect(requested.filter((pathname) => pathname.endsWith('.css'))).toHaveLength(1);
    // The stylesheet fetched without blocking the loading screen is switched on before the page shows.
    await expect(page.locator('link[data-app-styles]')).toHaveAttribute('media', 'all');
    // The body's tinted background comes from the app's stylesheet only (the loading screen's style has none).
    const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.locator('html')).not.toHaveAttribute('data-skeleton-seen', 'yes');
  });

  test('/map and /islands lead to the library', async ({ page }) => {
    await page.goto('/map');
    await expect(page).toHaveURL(/\/library$/);
    await page.goto('/islands');
    await expect(page).toHaveURL(/\/library$/);
  });

  test('every island path and its module paths open inside the layout', async ({ page }) => {
    await page.goto('/ledger-cave');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ledger Cave');
    await page.goto('/crypto-galaxy/not-a-module');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Module not found');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/capital-mountain/M106');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In Required');
    await expect(page.getByRole('link', { name: 'Explore Seed Island' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/treasure/that/does/not/exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('phone width: the menu reaches every section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByText('Sign in to see your progress, streaks and badges.')).toBeVisible();
  });

  test('keyboard: skip link, then the header in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  for (const language of ['en', 'zh-TW'] as const) {
    for (const path of ['/', '/auth', '/no-such-page', '/library', '/progress']) {
      test(`axe finds nothing on ${path} in ${language}`, async ({ page }) => {
        await useLanguage(page, language);
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
