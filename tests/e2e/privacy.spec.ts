import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ISLANDS } from '../../src/content/islands';
import { accountExportSchema } from '../../src/domain/account-api';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

/** Every page of the app (src/web/app/router.tsx): each island and lesson page of both formats included. */
const ROUTES = [
  '/',
  '/library',
  '/library?island=seed',
  '/library?island=trust',
  '/map',
  '/progress',
  '/avatar',
  '/account',
  '/privacy',
  '/teach',
  '/join/ACDEFG',
  '/auth',
  '/auth?tab=sign-up',
  '/module/M01',
  '/module/M11',
  '/seed-island/M02',
  '/no-such-page',
  ...ISLANDS.map((island) => island.path),
];

/** Records every request any page of the context makes, from the first one. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function visitEveryRoute(page: Page) {
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('main h1').first(), route).toBeVisible();
    // Lazy chunks, API calls and images all settle before the next page.
    await page.waitForLoadState('networkidle');
  }
}

function otherOrigins(urls: string[], origin: string): string[] {
  // data: and blob: URLs are made by the page itself; everything else must come from our server.
  return [...new Set(urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin))];
}

test.describe('privacy', () => {
  test('no page, signed out or signed in, makes a request to another origin', async ({ page, context, baseURL }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL!).origin;
    const urls = recordRequests(context);

    await visitEveryRoute(page);
    const signedOut = urls.length;
    expect(signedOut).toBeGreaterThan(ROUTES.length);
    expect(urls.some((url) => url.includes('/assets/'))).toBe(true);

    await signUpLearner(page, 'e2e-same-origin');
    await completeModules(page.request, ['M01']);
    await visitEveryRoute(page);
    expect(urls.length).toBeGreaterThan(signedOut + ROUTES.length);
    expect(urls.some((url) => url.endsWith('/api/progress'))).toBe(true);
    expect(urls.some((url) => url.endsWith('/api/avatar'))).toBe(true);

    expect(otherOrigins(urls, origin)).toEqual([]);
  });

  test('the footer and the sign-up form lead to the privacy page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data, your choice');
    for (const item of ['Username', 'E-mail address', 'Password', 'Learning progress', 'Explorer choices']) {
      await expect(page.getByRole('main').getByText(item, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in to manage your data' })).toBeVisible();

    await page.goto('/auth?tab=sign-up');
    await page.getByRole('tabpanel').getByRole('link', { name: 'How we look after your data' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  for (const language of ['en', 'zh-TW'] as const) {
    test(`axe finds nothing on the privacy page in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Your data, your choice' : '你的資料，由你決定');
      await expectNoAxeViolations(page);
    });

    test(`axe finds nothing on the account page and its dialog in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await signUpLearner(page, `e2e-account-axe-${language}`);
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'My Account' : '我的帳號');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: language === 'en' ? 'Delete my account' : '刪除我的帳號' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the account menu leads to My Account, whose download holds the learner’s progress', async ({ page }) => {
    const { name } = await signUpLearner(page, 'e2e-download');
    await completeModules(page.request, ['M01', 'M02']);
    await page.request.put('/api/progress/reflections/M01', { data: { text: 'I will save for a kite.' } });
    await page.goto('/');
    await page.getByRole('button', { name: `${name} – account menu` }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('main').getByText('Coral', { exact: true })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^money-islands-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByText('Your data file is downloading.')).toBeVisible();
    const text = await readFile((await download.path())!, 'utf8');
    const data = accountExportSchema.parse(JSON.parse(text));
    expect(data.account.nickname).toBe('Coral');
    expect(data.progress?.completedModules).toEqual(['M01', 'M02']);
    expect(data.quizResults.map((result) => result.moduleId)).toEqual(['M01', 'M02']);
    expect(data.reflections).toEqual({ M01: 'I will save for a kite.' });
    expect(data.profile?.avatarBaseId).toBe('explorer');
    expect(text).not.toMatch(/scrypt|"password"|"token"/);
  });

  test('a learner deletes their account with the keyboard alone, and it is gone', async ({ page }) => {
    const { email } = await signUpLearner(page, 'e2e-delete');
    await completeModules(page.request, ['M01']);
    await page.goto('/account');
    const deleteButton = page.getByRole('button', { name: 'Delete my account' });
    await page.getByRole('button', { name: 'Download my data' }).focus();
    await page.keyboard.press('Tab');
    await expect(deleteButton).toBeFocused();

    // Escape keeps the account and gives focus back.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ask a grown-up before you do this.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await page.keyboard.press('Enter');
    const confirm = dialog.getByLabel('To confirm, type your username: Coral');
    await expect(confirm).toBeFocused();
    await page.keyboard.type('Cora');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('That is not your username. Type it exactly as it is shown.')).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect((await page.request.get('/api/progress')).status()).toBe(200);

    await page.keyboard.type('l');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete forever' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Your account has been deleted. Goodbye, explorer!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The session is over and the account cannot be used again.
    expect((await page.request.get('/api/progress')).status()).toBe(401);
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password: 'e2e-password' } });
    expect(signIn.status()).toBe(401);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('Chinese: the account page deletes after the username is typed', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'e2e-delete-zh');
    await page.goto('/account');
    await page.getByRole('button', { name: '刪除我的帳號' }).click();
    const dialog = page.getByRole('dialog', { name: '確定要永久刪除帳號嗎？' });
    await dialog.getByLabel('請輸入你的暱稱來確認：Coral').fill('coral');
    await dialog.getByRole('button', { name: '永久刪除' }).click();
    await expect(page.getByText('你的帳號已經刪除了。再見了，探險家！')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
