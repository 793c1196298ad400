import { expect, test } from '@playwright/test';
import { magicLinkFor, uniqueEmail, useLanguage } from './support/helpers';
import { E2E_PORT } from './support/environment';
import { chooseExplorerInPicker } from './support/learner';

test.describe('accounts', () => {
  test('sign up, sign out, sign in, magic link, sign out', async ({ page, request }) => {
    // Eleven page loads, the account page's chunk among them: past 60 s on a busy two-core machine.
    test.slow();
    const email = uniqueEmail('e2e-journey');
    const name = email.split('@')[0]!;
    const account = page.getByRole('button', { name: `${name} – account menu` });

    // Sign up
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('Coral');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('seashell-7');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created! Check your email to verify.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // A new explorer chooses how they look before anything else.
    await chooseExplorerInPicker(page, 'Girl Navigator');
    await expect(account).toBeVisible();
    await expect(account.locator('svg[data-base="navigator-female"]')).toBeAttached();

    // Sign out
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Sign in, with a wrong password first
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await page.getByLabel('Password').fill('seashell-7');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(account).toBeVisible();
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Magic link: really sent (to the outbox) and really clicked
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Check your email for the magic link!')).toBeVisible();
    // The address was never confirmed, so the link removed the password and the account page says why
    // (account-recovery.spec.ts goes on to set a new one).
    await page.goto(await magicLinkFor(request, email));
    await expect(page).toHaveURL(/\/account\?password=removed&returnTo=%2F$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your old password was removed' })).toBeVisible();
    await expect(account).toBeVisible();

    // The menu leads to the avatar page, then sign out
    await account.click();
    await page.getByRole('menuitem', { name: 'Customize Avatar' }).click();
    await expect(page).toHaveURL(/\/avatar$/);
    await account.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // A used link does not work twice: it lands on the sign-in page with an explanation
    await page.goto(await magicLinkFor(request, email));
    await expect(page).toHaveURL(/\/auth\?error=INVALID_TOKEN$/);
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid any more. Ask for a new one.');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  // `npm start` sets no PUBLIC_URL, and neither does the e2e server: a teacher may open either address.
  for (const host of ['127.0.0.1', 'localhost']) {
    test(`sign up, sign out and sign in at http://${host}, and the magic link comes back to it`, async ({ page, request }) => {
      const origin = `http://${host}:${E2E_PORT}`;
      const email = uniqueEmail(`e2e-${host}`);
      const account = page.getByRole('button', { name: `${email.split('@')[0]!} – account menu` });
      await page.goto(`${origin}/auth`);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Username').fill('Reef');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('seashell-7');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Account created! Check your email to verify.')).toBeVisible();
      await chooseExplorerInPicker(page, 'Girl Navigator');
      await account.click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

      await page.goto(`${origin}/auth`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('seashell-7');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Welcome back!')).toBeVisible();
      await expect(account).toBeVisible();
      await account.click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

      await page.goto(`${origin}/auth`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send Magic Link' }).click();
      await expect(page.getByText('Check your email for the magic link!')).toBeVisible();
      const link = await magicLinkFor(request, email);
      expect(new URL(link).origin).toBe(origin);
      await page.goto(link);
      await expect(account).toBeVisible();
      expect(new URL(page.url()).origin).toBe(origin);
    });
  }

  test('a used or expired magic link says so on the sign-in page', async ({ page }) => {
    await page.goto('/auth?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is not valid any more. Ask for a new one.');
  });

  test('empty forms show what is missing and send nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/sign-')) sent += 1;
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('Pip');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('in Chinese: messages and errors are in Traditional Chinese', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByText('請輸入你的電子郵件。')).toBeVisible();
    await page.getByLabel('電子郵件').fill(uniqueEmail('zh'));
    await page.getByLabel('密碼').fill('not-the-password');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '電子郵件或密碼不正確。' })).toBeVisible();
    await page.getByRole('button', { name: '使用 Google 繼續' }).click();
    await expect(page.getByText('這個伺服器還沒有設定 Google 登入。')).toBeVisible();
  });

  test('without Google credentials the Google button says it is not set up', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Google sign-in is not set up on this server.')).toBeVisible();
  });

  test('a signed-in explorer visiting /auth goes home; a visitor on /avatar goes to /auth', async ({ page }) => {
    await page.goto('/avatar');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('Leo');
    await page.getByLabel('Email').fill(uniqueEmail('redirect'));
    await page.getByLabel('Password').fill('lemonade');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
});
