import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, uniqueEmail, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

const html = (page: Page) => page.locator('html');

async function expectSettingsOnPage(page: Page, textSize: string, spacious: boolean) {
  await expect(html(page)).toHaveAttribute('data-text-size', textSize);
  await expect(html(page)).toHaveAttribute('data-spacious', String(spacious));
}

/** The root font size in px: what every rem of the page is measured in. */
const rootFontSize = (page: Page) => html(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** The page is no wider than the window (1 px for rounding): nothing is cut off or needs sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth, sticking } = await page.evaluate(() => {
    // When it fails, the message names the innermost elements that reach past the window's edge.
    const past = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1);
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      sticking: innermost.slice(0, 5).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').slice(0, 40)}`),
    };
  });
  expect(scrollWidth, `${what}: page ${scrollWidth} px wide in a ${innerWidth} px window; past the edge: ${sticking.join(' | ')}`).toBeLessThanOrEqual(innerWidth + 1);
}

/** Picks a choice as a learner does: by tapping its pill (the radio itself is visually hidden). */
async function choose(scope: Locator, name: string) {
  // `has` is matched inside each label, so it starts from the page, not from the scope.
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) }).click();
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

test.describe('reading settings', () => {
  test('a guest’s settings survive a reload, move to the new account, and follow the learner to another browser', async ({ page, browser }) => {
    test.slow();
    await page.goto('/');
    await expectSettingsOnPage(page, 'normal', false);
    const normalSize = await rootFontSize(page);

    await page.getByRole('button', { name: 'Reading settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reading settings' });
    await expect(dialog).toBeVisible();
    await choose(dialog, 'Extra large');
    await dialog.getByRole('switch', { name: /Spacious reading/ }).check();
    await expect(dialog.getByText('Kept on this device.', { exact: false })).toBeVisible();
    await expectSettingsOnPage(page, 'largest', true);
    expect(await rootFontSize(page)).toBeCloseTo(normalSize * 1.375, 1);
    // Spacious reading: line height 1.5 and letters 0.12 em apart on the text a learner reads (WCAG 1.4.12).
    const paragraph = page.locator('main p').first();
    const spacing = await paragraph.evaluate((element) => {
      const style = getComputedStyle(element);
      return { lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize), letterSpacing: parseFloat(style.letterSpacing) / parseFloat(style.fontSize) };
    });
    expect(spacing.lineHeight).toBeGreaterThanOrEqual(1.5);
    expect(spacing.letterSpacing).toBeCloseTo(0.12, 2);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expectSettingsOnPage(page, 'largest', true);

    // Signing up: the new account still has the defaults, so the guest's settings move to it.
    const { email } = await signUpLearner(page, 'reading');
    await page.reload();
    await expect
      .poll(async () => ((await (await page.request.get('/api/avatar')).json()) as { readingSettings: unknown }).readingSettings)
      .toEqual({ textSize: 'largest', spacious: true, reduceMotion: false, speechRate: 1 });
    await expectSettingsOnPage(page, 'largest', true);

    // Another browser (nothing in its storage): signing in brings the account's settings.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expectSettingsOnPage(otherPage, 'normal', false);
    expect((await otherPage.request.post('/api/auth/sign-in/email', { data: { email, password: 'e2e-password' } })).status()).toBe(200);
    await otherPage.reload();
    await expectSettingsOnPage(otherPage, 'largest', true);

    // A change there is saved to the account and shown at once; the first browser has it after a reload.
    await otherPage.getByRole('button', { name: 'Reading settings' }).click();
    const otherDialog = otherPage.getByRole('dialog', { name: 'Reading settings' });
    await expect(otherDialog.getByText('Kept with your account', { exact: false })).toBeVisible();
    await choose(otherDialog, 'Large');
    await choose(otherDialog, 'Slow');
    await expect(html(otherPage)).toHaveAttribute('data-text-size', 'large');
    await expect
      .poll(async () => ((await (await otherPage.request.get('/api/avatar')).json()) as { readingSettings: unknown }).readingSettings)
      .toEqual({ textSize: 'large', spacious: true, reduceMotion: false, speechRate: 0.75 });
    await other.close();
    await page.reload();
    await expectSettingsOnPage(page, 'large', true);
  });

  test('at the largest text size, on a 390 px phone and at 200 % zoom, no page type is wider than the screen', async ({ page }) => {
    // Fourteen page types, each at two widths, on a busy two-core machine.
    test.setTimeout(240_000);
    await signUpLearner(page, 'reflow');
    expect((await page.request.put('/api/account/role', { data: { role: 'grown-up' } })).status()).toBe(200);
    expect((await page.request.put('/api/account/reading-settings', { data: { textSize: 'largest', spacious: true } })).status()).toBe(200);
    // Eight of Seed Island's lessons open Trust Island, whose lessons are classic ones.
    await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08']);
    const group = (await (await page.request.post('/api/groups', { data: { name: 'Class 4B of Sunny Hill Elementary School', kind: 'class' } })).json()) as { id: string };
    const pages = [
      '/',
      '/map',
      '/library',
      '/seed-island',
      '/module/M01',
      '/trust-island/M11',
      '/progress',
      '/practice',
      '/avatar',
      '/account',
      '/privacy',
      '/teach',
      `/teach/${group.id}`,
      '/no-such-page',
    ];
    // 390 px as it is, and 390 px at 200 % zoom: a window 195 CSS px wide.
    for (const width of [390, 195]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(html(page)).toHaveAttribute('data-text-size', 'largest');
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      }
    }
    // The settings dialog itself, and the sign-in page a visitor sees.
    await page.getByRole('button', { name: 'Reading settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Reading settings' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the reading settings dialog at 195 px');
    await page.keyboard.press('Escape');
    expect((await page.request.post('/api/auth/sign-out', { data: {} })).status()).toBe(200);
    await page.evaluate(() => localStorage.setItem('money-islands.reading-settings', JSON.stringify({ textSize: 'largest', spacious: true })));
    await page.goto('/auth');
    await expect(html(page)).toHaveAttribute('data-text-size', 'largest');
    await expectNoSidewaysScroll(page, '/auth at 195 px');
  });

  for (const language of ['en', 'zh-TW'] as const) {
    test(`the dialog and the account's Reading section are accessible, in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      const names =
        language === 'en'
          ? { open: 'Reading settings', size: 'Text size', largest: 'Extra large', spacious: /Spacious reading/, motion: /Reduce motion/, speed: 'Read-aloud speed', section: 'Reading' }
          : { open: '閱讀設定', size: '文字大小', largest: '特大', spacious: /寬鬆閱讀/, motion: /減少動畫/, speed: '朗讀速度', section: '閱讀' };
      await page.goto('/');
      await page.getByRole('button', { name: names.open }).click();
      const dialog = page.getByRole('dialog', { name: names.open });
      await expect(dialog.getByRole('group', { name: names.size })).toBeVisible();
      await expect(dialog.getByRole('group', { name: names.speed })).toBeVisible();
      // Keyboard: arrows move the text size choice, Space turns a switch on.
      await dialog.getByRole('radio', { name: names.largest }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(html(page)).toHaveAttribute('data-text-size', 'large');
      await dialog.getByRole('switch', { name: names.motion }).focus();
      await page.keyboard.press('Space');
      await expect(html(page)).toHaveAttribute('data-reduce-motion', 'true');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await signUpLearner(page, `reading-axe-${language}`);
      expect((await page.request.put('/api/account/reading-settings', { data: { spacious: true } })).status()).toBe(200);
      await page.goto('/account');
      const section = page.getByRole('region', { name: names.section, exact: true });
      await expect(section.getByRole('switch', { name: names.spacious })).toBeChecked();
      await expect(html(page)).toHaveAttribute('data-spacious', 'true');
      await expectNoAxeViolations(page);
    });
  }

  test('a group’s grown-up turns on reading questions aloud, and its children’s profile says so', async ({ page, browser }) => {
    await signUpLearner(page, 'aloud-teacher');
    expect((await page.request.put('/api/account/role', { data: { role: 'grown-up' } })).status()).toBe(200);
    const group = (await (await page.request.post('/api/groups', { data: { name: 'Aloud class', kind: 'class' } })).json()) as { id: string; joinCode: string };
    const child = await browser.newContext();
    const childPage = await child.newPage();
    await childPage.goto('/');
    const email = uniqueEmail('aloud-child');
    expect((await childPage.request.post('/api/auth/sign-up/email', { data: { name: 'Kid', email, password: 'e2e-password' } })).status()).toBe(200);
    expect((await childPage.request.post('/api/groups/join', { data: { code: group.joinCode } })).status()).toBe(200);

    await page.goto(`/teach/${group.id}`);
    const aloud = page.getByRole('switch', { name: /Read questions aloud automatically/ });
    await expect(aloud).not.toBeChecked();
    // Saved first, then shown on (not ahead of the server).
    await aloud.click();
    await expect(page.getByText('Questions will be read aloud to this group.')).toBeVisible();
    await expect(aloud).toBeChecked();
    expect(((await (await childPage.request.get('/api/avatar')).json()) as { autoReadQuestions: boolean }).autoReadQuestions).toBe(true);
    await child.close();
  });
});
