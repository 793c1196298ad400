import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { signUpLearner } from './support/learner';
import { playAdventure } from './support/play';

/** What the server holds for one module: how often it is completed, the learner's gems, its quiz results. */
async function serverRecord(page: Page, moduleId: string) {
  // page.request is not subject to the page's offline emulation or routes: it always reaches the server.
  const progress = (await (await page.request.get('/api/progress')).json()) as { completedModules: string[]; gems: number };
  const history = (await (await page.request.get(`/api/progress/quiz-results?moduleId=${moduleId}`)).json()) as { results: unknown[] };
  return { completed: progress.completedModules.filter((id) => id === moduleId).length, gems: progress.gems, results: history.results.length };
}

/** The idempotency key of every quiz submission the page tries to send, in order. */
function recordQuizKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/progress/quiz') {
      keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    }
  });
  return keys;
}

test.describe('nothing lost offline', () => {
  test('a quiz finished offline waits on the device, still waits after a reload, and is counted once when the connection returns', async ({ page, context }) => {
    await signUpLearner(page, 'offline');
    const keys = recordQuizKeys(page);
    await page.goto('/seed-island/M01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');

    await context.setOffline(true);
    await playAdventure(page, 'M01', 'en');
    await expect(page.getByRole('heading', { name: 'Saved on this device — waiting to sync' })).toBeVisible();
    await expect(page.getByText('Your score and gems will show up here once your answers are sent.')).toBeVisible();
    // No score is made up while the server (which grades) cannot be reached.
    await expect(page.getByText(/\d of \d right on the first try/)).toHaveCount(0);
    const badge = page.getByRole('status').filter({ hasText: '1 lesson waiting to sync' });
    await expect(badge).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await serverRecord(page, 'M01')).toEqual({ completed: 0, gems: 0, results: 0 });

    // The page can load again, but the progress API still cannot be reached: after a reload it still waits.
    await page.route('**/api/progress/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');
    await expect(badge).toBeVisible();
    const notice = page.getByText('You finished this lesson already. Your answers are saved on this device and will be sent as soon as you are back online.');
    await expect(notice).toBeVisible();
    expect(await serverRecord(page, 'M01')).toEqual({ completed: 0, gems: 0, results: 0 });

    // The connection returns: the queued quiz is sent, once, with the key it was given when it was finished.
    await page.unroute('**/api/progress/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText('Your lesson is saved!')).toBeVisible();
    await expect(page.getByText(/What Is Money\?: 100%/)).toBeVisible();
    await expect(page.getByText('1 lesson waiting to sync')).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    expect(await serverRecord(page, 'M01')).toEqual({ completed: 1, gems: 1, results: 1 });
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);

    // Nothing more goes out later: the outbox is empty.
    const sent = keys.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');
    await page.goto('/progress');
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(1);
    expect(keys.length).toBe(sent);
    expect(await serverRecord(page, 'M01')).toEqual({ completed: 1, gems: 1, results: 1 });
  });

  test('in Chinese: when the server saved the quiz but the answer was lost, the retry with the same key does not count it twice', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'lost-answer');
    const keys = recordQuizKeys(page);
    await page.goto('/seed-island/M02');
    await expect(page.locator('main h1')).toBeVisible();

    // The first submission reaches the server and is saved; its answer never reaches the page. The retry is
    // held back until the waiting state has been seen, so a busy machine cannot race past it.
    let releaseRetry = () => {};
    const retryAllowed = new Promise<void>((resolve) => (releaseRetry = resolve));
    let attempts = 0;
    await page.route('**/api/progress/quiz', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await retryAllowed;
      await route.continue();
    });
    await playAdventure(page, 'M02', 'zh-TW');
    await expect(page.getByRole('heading', { name: '已經先存在這台裝置上，等待同步' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 堂課等待同步' })).toBeVisible();
    expect(await serverRecord(page, 'M02')).toEqual({ completed: 1, gems: 1, results: 1 });
    releaseRetry();

    // The timer retries (about 5 s later) with the same key; the server replays what it saved.
    await expect(page.getByText('你的課程已經存好了！')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('第一次就答對 5／5 題')).toBeVisible();
    await expect(page.getByText('1 堂課等待同步')).toHaveCount(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await serverRecord(page, 'M02')).toEqual({ completed: 1, gems: 1, results: 1 });
  });
});
