import { expect, test, type Page } from '@playwright/test';
import { getModuleMeta } from '../../src/content/catalogue-queries';
import { adventureBody, playAdventure } from './support/play';
import { signUpLearner } from './support/learner';

// Issue 26 end to end, with the service worker running (every other spec but pwa.spec.ts blocks it): a lesson kept
// for offline but never opened is finished with no connection and survives a reload offline, /progress shows it
// waiting, and when the connection returns it counts exactly once; a lesson left midway continues after a reload
// offline.
test.use({ serviceWorkers: 'allow' });

/** Whether a lesson's chunk is in the worker's lessons cache (decision 025), as /offline-lessons.json names it. */
async function isKept(page: Page, moduleId: string) {
  const listed = (await (await page.request.get('/offline-lessons.json')).json()) as { lessons: Record<string, { url: string }> };
  const url = listed.lessons[moduleId]!.url;
  return page.evaluate(async (chunk) => Boolean(await (await caches.open('money-islands-lessons')).match(chunk)), url);
}

async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** What the server holds for one module (page.request is never offline). */
async function serverRecord(page: Page, moduleId: string) {
  const progress = (await (await page.request.get('/api/progress')).json()) as { completedModules: string[]; gems: number };
  const history = (await (await page.request.get(`/api/progress/quiz-results?moduleId=${moduleId}`)).json()) as { results: unknown[] };
  return { completed: progress.completedModules.filter((id) => id === moduleId).length, gems: progress.gems, results: history.results.length };
}

test.describe('the offline app, end to end', () => {
  test('a kept lesson never opened is finished offline, survives a reload offline, shows as waiting on /progress, and counts once back online', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signUpLearner(page, 'offline-app');
    const opened = getModuleMeta('M02')!.title.en;
    // Seed Island is kept for offline by default; M05 is never opened before the connection goes.
    const kept = getModuleMeta('M05')!.title.en;
    await page.goto('/seed-island/M02');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
    await waitForWorker(page);
    await expect.poll(() => isKept(page, 'M05'), { timeout: 60_000 }).toBe(true);
    // The learner's progress has been read once online, so /progress has something to show offline.
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    // A reload with no connection: the worker opens the app, and the learner is still signed in.
    await page.goto('/seed-island/M02');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened);
    await page.goto('/seed-island/M05');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kept);
    await playAdventure(page, 'M05', 'en');
    await expect(page.getByRole('heading', { name: 'Saved on this device — waiting to sync' })).toBeVisible();

    // Still offline, a reload and /progress: the lesson is there, done and waiting, with no score made up.
    await page.goto('/progress');
    await expect(page.getByTestId('offline-note')).toHaveText(/Offline — showing what was saved on this device/);
    const waiting = page.getByTestId('recent-waiting');
    await expect(waiting).toContainText(kept);
    await expect(waiting).toContainText('Waiting to sync');
    await expect(waiting).not.toContainText('%');
    expect(await serverRecord(page, 'M05')).toEqual({ completed: 0, gems: 0, results: 0 });

    // Back online: sent once, graded by the server, and the gems a perfect first lesson earns.
    await context.setOffline(false);
    await expect(page.getByText('Your lesson is saved!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('recent-waiting')).toHaveCount(0);
    expect(await serverRecord(page, 'M05')).toEqual({ completed: 1, gems: 1, results: 1 });
    // Nothing more goes out on the next start: the queue is empty.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await serverRecord(page, 'M05')).toEqual({ completed: 1, gems: 1, results: 1 });
  });

  test('a lesson left at the sentence challenge continues there after a reload with no connection', async ({ page, context }) => {
    await signUpLearner(page, 'offline-resume');
    await page.goto('/seed-island/M01');
    await waitForWorker(page);
    const body = await adventureBody('M01');
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await page.getByRole('button', { name: 'Next: Examples' }).click();
    await page.getByRole('button', { name: 'Next: Sentence challenge' }).click();
    const word = body.sentenceBuilder.frames[0]!.accepts.en[0]![0]!;
    await page.getByRole('group', { name: 'Word choices' }).getByRole('button', { name: word, exact: true }).click();
    const placed = page.getByRole('button', { name: `${word} (blank 1). Tap to take it out.` });
    await expect(placed).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('continue-card')).toContainText('You stopped at the sentence challenge.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sentence challenge' })).toBeVisible();
    await expect(placed).toBeVisible();
  });
});
