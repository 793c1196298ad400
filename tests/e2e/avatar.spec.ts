import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, useLanguage } from './support/helpers';
import { chooseExplorerInPicker, completeModules, signUpLearner } from './support/learner';
import { playAdventure } from './support/play';

/** The big explorer on /avatar and the small one in the header's account button. */
function explorers(page: Page, accountName: string, previewTitle: string) {
  return {
    preview: page.getByRole('region', { name: previewTitle }).locator('svg[data-base]').first(),
    header: page.getByRole('button', { name: accountName }).locator('svg[data-base]'),
  };
}

test.describe('avatar', () => {
  test('a new learner chooses an explorer, earns the Sprout Cap in M01, wears it, takes it off and changes explorer', async ({ page }) => {
    const { name } = await signUpLearner(page, 'avatar-journey', { chooseExplorer: false });
    await page.goto('/');
    await chooseExplorerInPicker(page, 'Explorer');
    // Choosing is remembered: the picker does not come back on the next page.
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Before the lesson the cap is locked, and the card says how to earn it.
    await page.goto('/avatar');
    await expect(page.getByRole('heading', { level: 1, name: 'Customize Your Explorer' })).toBeVisible();
    await expect(page.getByText('0 of 15 unlocked').first()).toBeVisible();
    const capCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sprout Cap' }) });
    await expect(capCard).toContainText('Locked');
    await expect(capCard).toContainText('Complete first module of Seed Island to unlock');
    await expect(page.getByRole('button', { name: 'Equip Sprout Cap' })).toHaveCount(0);

    // The first lesson of Seed Island with 70 or more unlocks it.
    await page.goto('/seed-island/M01');
    await playAdventure(page, 'M01', 'en');
    // One toast tells everything the lesson earned, the new accessory too.
    await expect(page.getByText('New accessory: Sprout Cap')).toBeVisible();

    await page.goto('/avatar');
    const { preview, header } = explorers(page, `${name} – account menu`, 'My explorer');
    await expect(page.getByText('1 of 15 unlocked').first()).toBeVisible();
    await expect(preview).toHaveAttribute('data-base', 'explorer');
    await expect(preview.locator('[data-accessory]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Equip Sprout Cap' }).click();
    await expect(page.getByText('Item equipped')).toBeVisible();
    await expect(preview.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await expect(header.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await expect(page.getByRole('region', { name: 'My explorer' })).toContainText('Sprout Cap');

    // Saved on the server: still worn after a reload.
    await page.reload();
    await expect(preview.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Unequip Sprout Cap' }).click();
    await expect(page.getByText('Item unequipped')).toBeVisible();
    await expect(preview.locator('[data-accessory]')).toHaveCount(0);
    await expect(header.locator('[data-accessory]')).toHaveCount(0);
    await expect(page.getByText('Nothing equipped yet')).toBeVisible();

    // Changing explorer keeps the collection.
    await page.getByRole('button', { name: 'Equip Sprout Cap' }).click();
    await expect(preview.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await page.getByRole('button', { name: 'Change Base Explorer' }).click();
    const picker = page.getByRole('dialog', { name: 'Change Base Explorer' });
    await expect(picker.getByRole('radio', { name: 'Explorer', exact: true })).toHaveAccessibleDescription(/^Current/);
    await expect(picker.getByRole('button', { name: 'Select Explorer' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await picker.locator('label').filter({ has: page.getByRole('radio', { name: 'Girl Innovator', exact: true }) }).click();
    await picker.getByRole('button', { name: 'Select Explorer' }).click();
    await expect(picker).toBeHidden();
    await expect(preview).toHaveAttribute('data-base', 'innovator-female');
    await expect(header).toHaveAttribute('data-base', 'innovator-female');
    await expect(preview.locator('[data-accessory="sprout-cap"]')).toBeAttached();
  });

  test('in Chinese, by keyboard: accessories earned on two islands are in the collection and one is equipped from its tab', async ({ page }) => {
    await useLanguage(page, 'zh-TW');
    const { name } = await signUpLearner(page, 'avatar-zh');
    // Seed Island (which opens Trust Island), then Trust Island's first lesson.
    await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08', 'M09', 'M10', 'M11']);
    await page.goto('/avatar');
    await expect(page.getByRole('heading', { level: 1, name: '打扮你的探險家' })).toBeVisible();
    await expect(page.getByText('已解鎖 2 / 15 件').first()).toBeVisible();

    const { preview, header } = explorers(page, `${name} 的帳號選單`, '我的探險家');
    // Tabs and buttons answer the keyboard: move to the tab list, pick a tab with the arrow keys.
    const headwearTab = page.getByRole('tab', { name: /頭飾/ });
    await headwearTab.focus();
    await expect(headwearTab).toHaveAttribute('aria-selected', 'true');
    const equip = page.getByRole('button', { name: '穿戴嫩芽帽' });
    await equip.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('配件已穿戴')).toBeVisible();
    await expect(preview.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await expect(header.locator('[data-accessory="sprout-cap"]')).toBeAttached();
    await expectNoAxeViolations(page);
  });
});
