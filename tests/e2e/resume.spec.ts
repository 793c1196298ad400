import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';
import { adventureBody, classicBody, openClassicQuiz, playAdventure } from './support/play';

/** Issue 26, decision 027: a lesson left midway continues where the child stopped. */

const card = (page: Page) => page.getByTestId('continue-card');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Quest progress' });

/** Story, key words and examples, then the first tile of the first sentence: where a child might put the tablet away. */
async function leaveAtSentence(page: Page): Promise<string> {
  const body = await adventureBody('M01');
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await page.getByRole('button', { name: 'Next: Examples' }).click();
  await page.getByRole('button', { name: 'Next: Sentence challenge' }).click();
  const word = body.sentenceBuilder.frames[0]!.accepts.en[0]![0]!;
  await page.getByRole('group', { name: 'Word choices' }).getByRole('button', { name: word, exact: true }).click();
  await expect(page.getByRole('button', { name: `${word} (blank 1). Tap to take it out.` })).toBeVisible();
  return word;
}

async function expectAtSentence(page: Page, word: string) {
  await expect(card(page)).toContainText('Welcome back!');
  await expect(card(page)).toContainText('You stopped at the sentence challenge.');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Sentence challenge' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByRole('button', { name: `${word} (blank 1). Tap to take it out.` })).toBeVisible();
}

test.describe('picking up where the child left off', () => {
  test('M01 left at the sentence challenge with a tile placed continues there after a reload', async ({ page }) => {
    await page.goto('/seed-island/M01');
    // A lesson only opened has nothing to continue.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Story time' })).toBeVisible();
    await expect(card(page)).toHaveCount(0);

    const word = await leaveAtSentence(page);
    await page.reload();
    await expectAtSentence(page, word);
    // The earlier steps are done: the story opens again from the stepper.
    await expect(page.getByRole('button', { name: /Story, step 1.*\(done\)/ })).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(card(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Sentence challenge' })).toBeFocused();
  });

  test('a classic lesson in its quiz with two answers chosen continues in the quiz with both still chosen', async ({ page }) => {
    await signUpLearner(page, 'resume-classic');
    await completeModules(page.request, ['M01', 'M02', 'M03', 'M04', 'M05', 'M06', 'M07', 'M08']);
    const body = await classicBody('M11');
    const [first, second] = body.quiz;
    if (first?.type !== 'single' || second?.type !== 'bool') throw new Error('M11 starts with a single-choice and a true/false question');
    await page.goto('/trust-island/M11');
    await openClassicQuiz(page, 'en');
    await page.getByRole('radio', { name: first.options[first.correctAnswer]!.en, exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The save that holds both answers (an earlier one, for the first answer alone, may land meanwhile).
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/progress/position/M11') &&
        response.request().method() === 'PUT' &&
        Object.keys((response.request().postDataJSON() as { choices?: { quiz?: { answers?: object } } }).choices?.quiz?.answers ?? {}).length === 2,
    );
    await page.getByRole('radio', { name: 'False', exact: true }).check();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(card(page)).toContainText('You stopped at the quiz.');
    await expect(page.getByRole('tab', { name: /Quiz/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`2 of ${body.quiz.length} answered`)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'False', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('radio', { name: first.options[first.correctAnswer]!.en, exact: true })).toBeChecked();
    // Steps done before the quiz are still marked done.
    await expect(page.getByRole('tab', { name: /Drills.*\(done\)/ })).toBeVisible();
  });

  test('a signed-in learner continues M01 in a second browser at the same step', async ({ page, browser }) => {
    const { email } = await signUpLearner(page, 'resume-devices');
    await page.goto('/seed-island/M01');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/progress/position/M01') && response.request().method() === 'PUT' && response.ok());
    const word = await leaveAtSentence(page);
    await saved;

    const other = await browser.newContext();
    const tablet = await other.newPage();
    expect((await tablet.request.post('/api/auth/sign-in/email', { data: { email, password: 'e2e-password' } })).status()).toBe(200);
    await tablet.goto('/seed-island/M01');
    await expectAtSentence(tablet, word);
    await other.close();
  });

  test('Start again goes back to the story and forgets the position', async ({ page }) => {
    await page.goto('/seed-island/M01');
    await leaveAtSentence(page);
    await page.reload();
    await expect(card(page)).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(card(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Story time' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Story time' })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
  });

  test('a finished lesson reopens as today, without a Continue card', async ({ page }) => {
    await signUpLearner(page, 'resume-finished');
    await page.goto('/seed-island/M01');
    await leaveAtSentence(page);
    await page.reload();
    await page.getByRole('button', { name: 'Start again' }).click();
    await playAdventure(page, 'M01', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Story time' })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    expect(((await (await page.request.get('/api/progress/position/M01')).json()) as { position: unknown }).position).toBeNull();
  });
});
