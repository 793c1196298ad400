import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';
import { playAdventure } from './support/play';

/**
 * Progress, the map and the avatar read offline (issue 26, decision 028). There is no service worker on this
 * branch: the app is loaded online, then the connection is cut and the learner moves within the app (no reload).
 */

const OFFLINE_NOTE = 'Offline — showing what was saved on this device';

/** Loads each page's code while online, so moving to it offline needs nothing from the network. */
async function visitOnline(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
}

async function openInApp(page: Page, link: 'Progress' | 'Library') {
  await page.getByRole('navigation').first().getByRole('link', { name: link, exact: true }).click();
}

test.describe('reading progress offline', () => {
  test('a lesson finished offline shows at once on /progress and the map as done, waiting to sync; /avatar disables equipping; online again the marks go', async ({ page, context }) => {
    // Four pages, a whole lesson and three accessibility checks on a shared two-core machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpLearner(page, 'offline-views');
    // Seed Island's first lesson unlocks its accessory: an item the avatar page could put on.
    await completeModules(page.request, ['M01']);
    await visitOnline(page, ['/progress', '/library', '/avatar', '/seed-island/M02']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Earning Income');

    await context.setOffline(true);
    await playAdventure(page, 'M02', 'en');
    await expect(page.getByRole('heading', { name: 'Saved on this device — waiting to sync' })).toBeVisible();

    // /progress: the note, the lesson counted as done and marked waiting, no score made up for it.
    await openInApp(page, 'Progress');
    await expect(page).toHaveURL(/\/progress$/);
    const note = page.getByTestId('offline-note');
    await expect(note).toHaveText(/Offline — showing what was saved on this device/);
    await expect(note).toHaveAttribute('role', 'status');
    const waitingRecent = page.getByTestId('recent-waiting');
    await expect(waitingRecent).toHaveCount(1);
    await expect(waitingRecent).toContainText('Earning Income');
    await expect(waitingRecent).toContainText('Waiting to sync');
    await expect(waitingRecent).not.toContainText('%');
    await expect(page.getByText(/^2 of \d+ lessons$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The map: Seed Island's summary and the lesson's card say it waits; the card is done, with no score.
    await openInApp(page, 'Library');
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByTestId('offline-note')).toContainText(OFFLINE_NOTE);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: /Earning Income/ }) });
    await expect(card.getByTestId('waiting-mark')).toHaveText('Waiting to sync');
    await expect(card.getByText('Done', { exact: true })).toBeVisible();
    await expect(card.getByText(/Best score/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Seed Island.*Waiting to sync/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // /avatar: the saved explorer, the note, and equipping disabled with the reason.
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Customize Avatar' }).click();
    await expect(page).toHaveURL(/\/avatar$/);
    await expect(page.getByTestId('offline-note')).toContainText('Offline — showing your explorer as saved on this device');
    // Worn since it was unlocked (a first accessory is put on at once), so its button takes it off.
    const equip = page.getByRole('button', { name: /equip Sprout Cap/i });
    await expect(equip).toBeDisabled();
    await expect(equip).toHaveAccessibleDescription('Connect to the internet to change what your explorer wears.');
    await expect(page.getByRole('button', { name: 'Change Base Explorer' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Online again: the lesson is sent, the note goes, equipping works, and the marks are gone.
    await context.setOffline(false);
    await expect(page.getByText('Your lesson is saved!')).toBeVisible();
    await expect(page.getByTestId('offline-note')).toBeEmpty();
    await expect(equip).toBeEnabled();
    await openInApp(page, 'Progress');
    await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Earning Income')).toBeVisible();
    await expect(page.getByTestId('recent-waiting')).toHaveCount(0);
    await expect(page.getByTestId('waiting-mark')).toHaveCount(0);
    await expect(page.getByTestId('offline-note')).toBeEmpty();
    await openInApp(page, 'Library');
    await expect(card.getByText(/Best score/)).toBeVisible();
    await expect(page.getByTestId('waiting-mark')).toHaveCount(0);
  });

  test('in Chinese at phone width: the notes and marks speak Traditional Chinese', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, 'zh-TW');
    await signUpLearner(page, 'offline-views-zh');
    await visitOnline(page, ['/progress', '/library', '/seed-island/M01']);
    await context.setOffline(true);
    await playAdventure(page, 'M01', 'zh-TW');
    await page.getByRole('button', { name: '選單', exact: true }).click();
    await page.getByRole('menuitem', { name: '學習進度' }).click();
    await expect(page.getByTestId('offline-note')).toContainText('目前離線：顯示這台裝置上儲存的進度');
    await expect(page.getByTestId('recent-waiting')).toContainText('等待同步');
    await expectNoAxeViolations(page);
  });

  test('a visitor’s Seed Island lessons finished offline show on the map, with the note', async ({ page, context }) => {
    await visitOnline(page, ['/library', '/seed-island/M02']);
    await context.setOffline(true);
    await playAdventure(page, 'M02', 'en');
    await openInApp(page, 'Library');
    await expect(page.getByTestId('offline-note')).toContainText(OFFLINE_NOTE);
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: /Earning Income/ }) });
    await expect(card.getByText('Done', { exact: true })).toBeVisible();
    // A visitor's lesson is graded and kept in this browser at once: nothing of theirs waits to sync.
    await expect(page.getByTestId('waiting-mark')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
