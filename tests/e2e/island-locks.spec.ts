import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The narrowest width the map's hover cards are shown at (Tailwind's md): the tightest fit for them. */
const NARROWEST_WITH_CARDS = { width: 768, height: 900 };

const TEXT = {
  en: {
    map: 'Map of the 15 islands',
    list: 'Islands and what is open',
    seed: 'Seed Island',
    trust: 'Trust Island',
    open: 'Open',
    locked: 'Locked',
    lockedTitle: 'Trust Island is locked',
    signedOut: "Sign in, then finish 8 of Seed Island's 10 lessons to sail here.",
    threeLeft: 'Finish 3 more Seed Island lessons to sail here.',
    signIn: 'Sign In',
  },
  'zh-TW': {
    map: '15 座島嶼的地圖',
    list: '各島嶼與開放狀態',
    seed: '種子島',
    trust: '信任島',
    open: '已開放',
    locked: '未解鎖',
    lockedTitle: '信任島還沒解鎖',
    signedOut: '先登入，再完成種子島 10 課中的 8 課，就能航向這裡。',
    threeLeft: '在種子島再完成 3 課，就能航向這裡。',
    signIn: '登入',
  },
} as const;

/** The long library page can take well over the usual 10 s to draw on a busy machine. */
const PAGE_READY_MS = 60_000;

async function openLibrary(page: Page, path = '/library') {
  await page.goto(path);
  await expect(page.getByTestId('map-frame').getByRole('button')).toHaveCount(15, { timeout: PAGE_READY_MS });
}

/** Every corner of `inner` lies within `outer` (to the pixel). */
async function expectInside(card: Locator, frameLocator: Locator, what: string) {
  const inner = await card.boundingBox();
  const outer = await frameLocator.boundingBox();
  expect(inner, `${what}: card shown`).not.toBeNull();
  expect(outer).not.toBeNull();
  const box = inner!;
  const frame = outer!;
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(frame.x - 0.5);
  expect.soft(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(frame.y - 0.5);
  expect.soft(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  expect.soft(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
}

test.describe('locked islands say what opens them', () => {
  // Each test walks the long library page at two or more widths: minutes on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });

  for (const language of ['en', 'zh-TW'] as const) {
    const L = TEXT[language];

    test(`on a phone every island's name and state can be read, and tapping a locked island says why (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(PHONE);
      await openLibrary(page);
      const list = page.getByRole('list', { name: L.list });
      await expect(list.getByRole('listitem')).toHaveCount(15);
      const seed = list.getByRole('button', { name: new RegExp(`^${L.seed}`) });
      await expect(seed).toBeVisible();
      await expect(seed).toContainText(L.open);
      const trust = list.getByRole('button', { name: new RegExp(`^${L.trust}`) });
      await expect(trust).toBeVisible();
      await expect(trust).toContainText(L.locked);
      for (const button of await list.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }

      // Tapping the locked island, in the list or on the map, says what will open it.
      await trust.click();
      const toast = page.getByRole('listitem').filter({ hasText: L.lockedTitle });
      // The first toast of a visit fetches the toast code first.
      await expect(toast).toBeVisible({ timeout: PAGE_READY_MS });
      await expect(toast).toContainText(L.signedOut);
      // A visitor is offered the way in (the toast's own button; it opens the sign-in dialog).
      await expect(toast.getByRole('button', { name: L.signIn })).toBeVisible();
      await expect(page).toHaveURL(/\/library$/);
      await page.getByRole('group', { name: L.map }).getByRole('button', { name: new RegExp(L.trust) }).click();
      await expect(toast).toContainText(L.signedOut);
      await expect(page.getByRole('listitem').filter({ hasText: L.lockedTitle })).toHaveCount(1);

      // An open island, tapped in the list, opens its lessons.
      await seed.click();
      await expect(page).toHaveURL(/island=seed/);
      await expectNoAxeViolations(page);
    });

    test(`every island's hover and focus card stays inside the map's frame (${language})`, async ({ page }) => {
      // Thirty hovers over the whole library page: slow on a busy two-core machine.
      test.setTimeout(300_000);
      await useLanguage(page, language);
      for (const size of [DESKTOP, NARROWEST_WITH_CARDS]) {
        await page.setViewportSize(size);
        await openLibrary(page);
        const frame = page.getByTestId('map-frame');
        for (const hotspot of await frame.getByRole('button').all()) {
          const key = await hotspot.getAttribute('data-island');
          const card = page.locator(`#map-tip-${key}`);
          await hotspot.hover();
          await expect(card).toBeVisible();
          await expectInside(card, frame, `${key} hovered at ${size.width} px`);
        }
        // Keyboard: the bottom-row Trust Island's card, shown on focus, with the reason in it.
        await page.mouse.move(0, 0);
        const trust = frame.getByRole('button', { name: new RegExp(L.trust) });
        await trust.focus();
        const card = page.locator('#map-tip-trust');
        await expect(card).toBeVisible();
        await expect(card).toContainText(L.signedOut);
        await expectInside(card, frame, `trust focused at ${size.width} px`);
      }
    });

    test(`a learner who finished 5 Seed Island lessons sees 3 more are needed, everywhere Trust Island is shown (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await signUpLearner(page, `locks-${language}`);
      await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05']);

      await page.setViewportSize(DESKTOP);
      await openLibrary(page);
      const map = page.getByRole('group', { name: L.map });
      const trust = map.getByRole('button', { name: new RegExp(L.trust) });
      await expect(trust).toHaveAccessibleName(new RegExp(L.locked));
      await expect(trust).toHaveAccessibleDescription(new RegExp(L.threeLeft));
      await expect(map.getByRole('button', { name: new RegExp(L.seed) })).toHaveAccessibleName(new RegExp('5'));
      // Keyboard: Enter on the locked island says why.
      await trust.focus();
      await page.keyboard.press('Enter');
      const toast = page.getByRole('listitem').filter({ hasText: L.lockedTitle });
      // The first toast of a visit fetches the toast code first.
      await expect(toast).toContainText(L.threeLeft, { timeout: PAGE_READY_MS });
      await expect(toast.getByRole('button', { name: L.signIn })).toHaveCount(0);

      await openLibrary(page, '/library?island=trust');
      await expect(page.getByRole('region', { name: L.trust })).toContainText(L.threeLeft);

      await page.setViewportSize(PHONE);
      await page.goto('/trust-island');
      await expect(page.getByRole('note')).toContainText(L.threeLeft, { timeout: PAGE_READY_MS });
      // Every locked lesson card says it too.
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) await expect(card).toContainText(L.threeLeft);
      await expectNoAxeViolations(page);

      await page.goto('/trust-island/M11');
      await expect(page.getByRole('main')).toContainText(L.threeLeft, { timeout: PAGE_READY_MS });
    });
  }
});
