import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, uniqueEmail, useLanguage } from './support/helpers';

/** The newest e-mail to `email` whose subject matches, read from the server's outbox; its link. */
async function mailedLink(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { messages: { subject: string; text: string }[] };
      link = body.messages.find((message) => subject.test(message.subject))?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function signUpInPage(page: Page, email: string, labels: { tab: string; username: string; email: string; password: string; submit: string; done: string }) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: labels.tab }).click();
  await page.getByLabel(labels.username).fill('Coral');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill('seashell-7');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByText(labels.done)).toBeVisible();
}

async function signOut(page: Page) {
  expect((await page.request.post('/api/auth/sign-out', { data: {} })).status()).toBe(200);
}

async function passwordWorks(request: APIRequestContext, email: string, password: string): Promise<number> {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  return response.status();
}

test.describe('getting back into an account', () => {
  test('a confirmed address keeps its password through a magic link, which returns to the locked lesson', async ({ page, request }) => {
    const email = uniqueEmail('confirmed');
    await signUpInPage(page, email, { tab: 'Sign Up', username: 'Username', email: 'Email', password: 'Password', submit: 'Create Account', done: 'Account created! Check your email to verify.' });

    await page.goto(await mailedLink(request, email, /^Welcome/));
    await expect(page).toHaveURL(/\/email-verified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmed!');
    await expectNoAxeViolations(page);
    await signOut(page);

    // A locked lesson asks to sign in, and the e-mailed link comes back to it.
    await page.goto('/module/M12');
    await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fmodule%2FM12$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Check your email for the magic link!')).toBeVisible();
    await page.goto(await mailedLink(request, email, /^Sign in/));
    await expect(page).toHaveURL(/\/module\/M12$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign In Required');

    expect(await passwordWorks(request, email, 'seashell-7')).toBe(200);
  });

  test('the sign-in dialog of a locked lesson card brings the learner back to the same page', async ({ page, request }) => {
    const email = uniqueEmail('dialog');
    expect((await request.post('/api/auth/sign-up/email', { data: { name: 'Reef', email, password: 'seashell-7' } })).status()).toBe(200);
    await page.goto('/library');
    await page.getByRole('button', { name: /^Sign In to Access: What Is Credit\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByText('Check your email for the magic link!')).toBeVisible();
    await page.keyboard.press('Escape');
    const link = await mailedLink(request, email, /^Sign in/);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/library');

    await page.getByRole('button', { name: /^Sign In to Access: What Is Credit\?/ }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('seashell-7');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/library$/);
  });

  test('in Chinese: a magic link for an unconfirmed address explains the removed password and leads to a new one', async ({ page, request }) => {
    await useLanguage(page, 'zh-TW');
    const email = uniqueEmail('unproven');
    expect((await request.post('/api/auth/sign-up/email', { data: { name: 'Pearl', email, password: 'seashell-7' } })).status()).toBe(200);
    // An explorer already chosen, so the first-visit picker does not cover the page.
    expect((await request.put('/api/avatar/base', { data: { baseId: 'explorer' } })).status()).toBe(200);

    await page.goto('/module/M12');
    await page.getByRole('link', { name: '登入', exact: true }).last().click();
    await page.getByLabel('電子郵件').fill(email);
    await page.getByRole('button', { name: '寄送魔法登入連結' }).click();
    await page.goto(await mailedLink(request, email, /^Sign in/));
    await expect(page).toHaveURL(/\/account\?password=removed&returnTo=%2Fmodule%2FM12$/);
    const notice = page.getByRole('alert').filter({ hasText: '你原本的密碼已經被移除' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(page.getByRole('heading', { name: '設定密碼' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await passwordWorks(request, email, 'seashell-7')).toBe(401);

    await page.getByLabel('新密碼', { exact: true }).fill('coral-reef-9');
    await page.getByLabel('再輸入一次新密碼').fill('coral-reef-9');
    await page.getByRole('button', { name: '設定密碼' }).click();
    await expect(page.getByRole('status').filter({ hasText: '密碼設定好了' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '更改密碼' })).toBeVisible();
    await page.getByRole('link', { name: '回到剛剛的頁面' }).click();
    await expect(page).toHaveURL(/\/module\/M12$/);
    expect(await passwordWorks(request, email, 'coral-reef-9')).toBe(200);
  });

  test('forgot password: the e-mailed link sets a new one, the old one is refused and other sessions end', async ({ page, browser, request }) => {
    const email = uniqueEmail('forgot');
    const elsewhere = await browser.newContext();
    try {
      expect((await elsewhere.request.post('/api/auth/sign-up/email', { data: { name: 'Kelp', email, password: 'seashell-7' } })).status()).toBe(200);
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send me a reset link' }).click();
      await expect(page.getByRole('status').filter({ hasText: `If an account uses ${email}` })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(await mailedLink(request, email, /new .*password/i));
      await expect(page).toHaveURL(/\/reset-password\?token=/);
      await page.getByLabel('New password', { exact: true }).fill('tide-pool-3');
      await page.getByLabel('Type it again').fill('tide-pool-4');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
      await page.getByLabel('Type it again').fill('tide-pool-3');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
      await expectNoAxeViolations(page);

      expect(await passwordWorks(request, email, 'seashell-7')).toBe(401);
      expect(await passwordWorks(request, email, 'tide-pool-3')).toBe(200);
      expect(await (await elsewhere.request.get('/api/auth/get-session')).json()).toBeNull();

      // The same link does not work twice.
      await page.reload();
      await page.getByLabel('New password', { exact: true }).fill('tide-pool-5');
      await page.getByLabel('Type it again').fill('tide-pool-5');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toContainText('This reset link is not valid any more');
    } finally {
      await elsewhere.close();
    }
  });

  test('in Chinese: changing the password in My Account needs the current one and signs out other devices', async ({ page, browser }) => {
    await useLanguage(page, 'zh-TW');
    const email = uniqueEmail('change');
    expect((await page.request.post('/api/auth/sign-up/email', { data: { name: 'Shell', email, password: 'seashell-7' } })).status()).toBe(200);
    expect((await page.request.put('/api/avatar/base', { data: { baseId: 'explorer' } })).status()).toBe(200);
    const elsewhere = await browser.newContext();
    try {
      expect((await elsewhere.request.post('/api/auth/sign-in/email', { data: { email, password: 'seashell-7' } })).status()).toBe(200);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: '更改密碼' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '還沒確認' })).toBeVisible();
      await page.getByRole('button', { name: '再寄一次確認信' }).click();
      await expect(page.getByRole('status').filter({ hasText: '新的確認信已經寄到' })).toBeVisible();

      await page.getByLabel('現在的密碼').fill('not-my-password');
      await page.getByLabel('新密碼', { exact: true }).fill('harbour-light-2');
      await page.getByLabel('再輸入一次新密碼').fill('harbour-light-2');
      await page.getByRole('button', { name: '更改密碼' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '現在的密碼不對喔。' })).toBeVisible();
      await page.getByLabel('現在的密碼').fill('seashell-7');
      await page.getByRole('button', { name: '更改密碼' }).click();
      await expect(page.getByRole('status').filter({ hasText: '密碼已更改' })).toBeVisible();
      // The toast saying the same comes a moment later: checked once it is there (the helper waits for its fade-in).
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: '密碼已更改' })).toBeVisible();
      await expectNoAxeViolations(page);

      // This device stays signed in; the other one is signed out.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的帳號');
      expect(await (await elsewhere.request.get('/api/auth/get-session')).json()).toBeNull();
      expect(await passwordWorks(page.request, email, 'harbour-light-2')).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });
});
