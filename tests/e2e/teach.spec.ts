import { expect, test } from '@playwright/test';
import { PICTURES } from '../../src/domain/picture-sign-in';
import { expectNoAxeViolations, uniqueEmail, useLanguage } from './support/helpers';
import { chooseExplorerInPicker, signUpLearner } from './support/learner';
import { adventureBody, playAdventure } from './support/play';

/**
 * Classes and families (issue 22): a teacher signs up as one, makes a class and shows its code; a child on a
 * phone opens the join link, confirms, finishes M01; the teacher's grid shows it; another teacher sees nothing.
 */
test('a teacher makes a class, adds 3 children by nickname and prints their cards; a child signs in with pictures on a phone and finishes a lesson; the grid shows it', async ({ page, browser, baseURL }) => {
  // The teacher signs up with "I am a teacher or parent" ticked.
  const teacherEmail = uniqueEmail('teacher');
  await page.goto('/auth?tab=sign-up');
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Username').fill('Ms Chen');
  await form.getByLabel('Email').fill(teacherEmail);
  await form.getByLabel('Password').fill('e2e-password');
  await form.getByLabel('I am a teacher or parent').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  await page.request.put('/api/avatar/base', { data: { baseId: 'guardian' } });

  // The account menu leads to Teach.
  await page.goto('/');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Teach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teach' })).toBeVisible();
  await expect(page.getByText('No groups yet.')).toBeVisible();
  await page.getByLabel('Group name').fill('Class 4B');
  await page.getByRole('button', { name: 'Make group' }).click();
  await expect(page.getByText('Class 4B is ready.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Class 4B/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class 4B' })).toBeVisible();
  const code = (await page.getByTestId('join-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
  await expect(page.getByRole('img', { name: `QR code that opens the join page for code ${code}` })).toBeVisible();
  await expect(page.getByText('Nobody has joined yet.')).toBeVisible();
  // This week: Ledger Cave.
  await page.getByLabel('Island', { exact: true }).selectOption({ label: 'Ledger Cave' });
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(page.getByText('Now suggested: Ledger Cave')).toBeVisible();
  await expectNoAxeViolations(page);
  const groupUrl = page.url();

  // Three children without e-mail, by nickname; their cards, ready to print.
  for (const nickname of ['Amy', 'Ben', 'Cleo']) {
    await page.getByLabel('Nickname', { exact: true }).fill(nickname);
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByText(`${nickname} was added.`)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Print sign-in cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cards: Class 4B' })).toBeVisible();
  await expect(page.locator('.sign-in-card')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('sign-in-cards-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const groupId = new URL(groupUrl).pathname.split('/').pop()!;
  const cards = (await (await page.request.get(`/api/groups/${groupId}/cards`)).json()) as { children: { nickname: string; pictures: number[] }[] };
  const amyPictures = cards.children.find((child) => child.nickname === 'Amy')!.pictures;

  // Amy, on a phone, in Chinese: the QR code's link, her name, her two pictures.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const child = await phone.newPage();
  await useLanguage(child, 'zh-TW');
  await child.goto(`/join/${code}`);
  await expect(child.getByRole('heading', { name: 'Class 4B：點你的名字' })).toBeVisible();
  await expectNoAxeViolations(child);
  await child.getByRole('button', { name: 'Amy', exact: true }).click();
  await expect(child.getByRole('heading', { name: '嗨，Amy！' })).toBeVisible();
  // A wrong pair first: the pictures in the wrong order.
  for (const index of [...amyPictures].reverse()) await child.getByRole('button', { name: PICTURES[index]!['zh-TW'], exact: true }).click();
  await expect(child.getByRole('alert')).toHaveText('圖片不對喔，再試一次。');
  await expectNoAxeViolations(child);
  for (const index of amyPictures) await child.getByRole('button', { name: PICTURES[index]!['zh-TW'], exact: true }).click();
  await expect(child).toHaveURL(/\/library/);
  // A new explorer's first visit: she picks her explorer.
  await chooseExplorerInPicker(child, '探險家', { title: '選擇你的探險家', select: '就選這位', saved: '探險家選好了！' });
  // The teacher's suggestion is on the child's map and home page.
  await expect(child.getByText('Ms Chen推薦：帳本洞窟')).toBeVisible();
  await child.goto('/');
  await expect(child.getByRole('link', { name: '前往帳本洞窟' })).toBeVisible();
  await child.goto('/module/M01');
  await playAdventure(child, 'M01', 'zh-TW', [1]);
  await phone.close();

  // The teacher's grid: Amy has finished 1 of Seed Island's 10 lessons.
  await page.goto(groupUrl);
  const row = page.getByRole('row', { name: /Amy/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('10%', { exact: true })).toHaveAttribute('title', 'Seed Island: 10% (1 of 10 lessons)');
  await expect(row.getByRole('cell', { name: '1 day' })).toBeVisible();
  // At a glance: the island bars (Amy 10 %, Ben and Cleo 0 %: 3 % on average) and this week's lesson.
  const charts = page.getByRole('region', { name: 'At a glance' });
  await expect(charts.getByText('Seed Island: 3%')).toBeAttached();
  await expect(charts.getByText(/: 1 lesson$/)).toBeAttached();
  // Needs help: the question Amy missed the first time, with its words, from the server's grading.
  const help = page.getByRole('region', { name: 'Needs help' });
  await expect(help.getByText('Missed the first time by 1 of 1')).toBeVisible();
  const missed = (await adventureBody('M01')).quiz5[1]!;
  await expect(help.getByText(missed.question.en)).toBeVisible();
  await expectNoAxeViolations(page);

  // Amy's own page: M01, its best score, and her first try (the second question wrong).
  await row.getByRole('link', { name: 'Amy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amy’s lessons' })).toBeVisible();
  await expect(page.getByText('4 of 5 right')).toBeVisible();
  await expect(page.getByText('Question 2: wrong')).toBeAttached();
  await expectNoAxeViolations(page);

  // Another teacher gets nothing of this class, by its address or its API.
  const elsewhere = await browser.newContext({ baseURL });
  const stranger = await elsewhere.newPage();
  await signUpLearner(stranger, 'stranger', { name: 'Mr Wu' });
  expect((await stranger.request.put('/api/account/role', { data: { role: 'grown-up' } })).status()).toBe(200);
  expect((await stranger.request.get(`/api/groups/${groupId}`)).status()).toBe(404);
  expect((await stranger.request.get(`/api/groups/${groupId}/cards`)).status()).toBe(404);
  await stranger.goto(`/teach/${groupId}`);
  await expect(stranger.getByText('This group was not found. It may have been deleted.')).toBeVisible();
  await expect(stranger.getByText('Amy')).toHaveCount(0);
  await elsewhere.close();
});

/**
 * Older groups (10 and older): the teacher switches the class to secret words (after a warning that the old cards
 * stop working), reads a child's word from the cards, and the child types it on a phone at /join/CODE.
 */
test('a teacher switches a class to secret words; a child signs in on a phone with the word from her card', async ({ page, browser, baseURL }) => {
  await signUpLearner(page, 'word-teacher', { name: 'Mr Lin' });
  expect((await page.request.put('/api/account/role', { data: { role: 'grown-up' } })).status()).toBe(200);
  const group = (await (await page.request.post('/api/groups', { data: { name: 'Class 6A', kind: 'class' } })).json()) as { id: string; joinCode: string };
  for (const nickname of ['Dora', 'Eli']) expect((await page.request.post(`/api/groups/${group.id}/children`, { data: { nickname } })).status()).toBe(201);

  await page.goto(`/teach/${group.id}`);
  const choice = page.getByRole('group', { name: 'How the children sign in' });
  await expect(choice.getByRole('radio', { name: 'Pictures (younger children)' })).toBeChecked();
  await choice.getByText('A secret word (10 and older)').click();
  await expect(choice.getByRole('radio', { name: 'A secret word (10 and older)' })).toBeChecked();
  await expectNoAxeViolations(page);
  await choice.getByRole('button', { name: 'Use secret words' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give every child a secret word?' });
  await expect(dialog).toContainText('the old cards stop working');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Change it' }).click();
  await expect(page.getByText('The children now sign in with a secret word. Print the new cards.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New secret word for Dora' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Print sign-in cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cards: Class 6A' })).toBeVisible();
  const doraCard = page.locator('.sign-in-card').filter({ has: page.getByRole('heading', { name: 'Dora' }) });
  await expect(doraCard.getByText(/Open .+, tap your name, then type your secret word\./)).toBeVisible();
  const word = (await doraCard.getByTestId('secret-word').textContent())?.trim() ?? '';
  expect(word).toMatch(/^[a-z]+-[a-z]+-\d{2}$/);
  await expectNoAxeViolations(page);

  // Dora, on a phone, in Chinese: her name, then her word, typed with capitals and spaces.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const child = await phone.newPage();
  await useLanguage(child, 'zh-TW');
  await child.goto(`/join/${group.joinCode}`);
  await child.getByRole('button', { name: 'Dora', exact: true }).click();
  await expect(child.getByRole('heading', { name: '嗨，Dora！' })).toBeVisible();
  const field = child.getByLabel('你的通關密語');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await expect(field).toHaveAttribute('autocapitalize', 'none');
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await child.getByRole('button', { name: '登入', exact: true }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(child);
  await field.fill('wrong word 10');
  await child.getByRole('button', { name: '登入', exact: true }).click();
  await expect(child.getByRole('alert')).toHaveText('通關密語不對喔，再試一次。');
  await expectNoAxeViolations(child);
  await field.fill(word.replaceAll('-', ' ').toUpperCase());
  await child.getByRole('button', { name: '登入', exact: true }).click();
  await expect(child).toHaveURL(/\/library/);
  const session = (await (await child.request.get('/api/auth/get-session')).json()) as { user: { name: string } };
  expect(session.user.name).toBe('Dora');
  await phone.close();
});
