import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adventureAttempts, classicAnswers } from '../../../src/server/progress/quiz-fixtures';
import { getModuleMeta } from '../../../src/content/catalogue-queries';
import { uniqueEmail } from './helpers';

/**
 * Signs up in the page's browser context (the session cookie is shared with the page). The learner
 * has already chosen an explorer unless `chooseExplorer` is false, so the first-visit picker stays shut.
 */
export async function signUpLearner(page: Page, label: string, { name = 'Coral', chooseExplorer = true } = {}) {
  const email = uniqueEmail(label);
  const response = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password: 'e2e-password' } });
  expect(response.status()).toBe(200);
  if (chooseExplorer) {
    const chosen = await page.request.put('/api/avatar/base', { data: { baseId: 'explorer' } });
    expect(chosen.status()).toBe(200);
  }
  return { email, name: email.split('@')[0]! };
}

/** Chooses an explorer in the picker that opens after a learner's first sign-in. */
export async function chooseExplorerInPicker(page: Page, explorer: string, labels = { title: 'Choose Your Explorer', select: 'Select Explorer', saved: 'Explorer selected!' }) {
  const picker = page.getByRole('dialog', { name: labels.title });
  await expect(picker).toBeVisible();
  // The radio itself is visually hidden; a child taps the explorer's card.
  const choice = picker.getByRole('radio', { name: explorer, exact: true });
  await picker.locator('label').filter({ has: page.getByRole('radio', { name: explorer, exact: true }) }).click();
  await expect(choice).toBeChecked();
  await picker.getByRole('button', { name: labels.select }).click();
  await expect(page.getByText(labels.saved)).toBeVisible();
  await expect(picker).toBeHidden();
}

/** Completes modules through the real completion endpoint, as the lesson pages would. */
export async function completeModules(request: APIRequestContext, moduleIds: readonly string[], options: { wrongFirst?: number[] } = {}) {
  for (const moduleId of moduleIds) {
    const isClassic = getModuleMeta(moduleId)?.format === 'classic';
    const submission = isClassic
      ? { format: 'classic', answers: await classicAnswers(moduleId) }
      : { format: 'adventure', attempts: await adventureAttempts(moduleId, options.wrongFirst ?? []) };
    const response = await request.post('/api/progress/quiz', {
      data: { moduleId, idempotencyKey: `e2e-${moduleId}-${Date.now()}-${Math.random().toString(16).slice(2)}`, submission, timeZone: 'Asia/Taipei' },
    });
    expect(response.status(), `completing ${moduleId}`).toBe(200);
    expect(((await response.json()) as { completed: boolean }).completed).toBe(true);
  }
}
