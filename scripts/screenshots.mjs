// Takes screenshots of pages in both languages at phone and desktop width, to look at by eye.
// Usage: node scripts/screenshots.mjs [baseUrl] [path …]   (writes PNGs into screenshots/)
// Signed in (SCREENSHOT_SIGNED_IN=1), a learner can be set up first: SCREENSHOT_EXPLORER=navigator chooses
// an explorer, SCREENSHOT_COMPLETE=M01,M11 finishes lessons (run with `npx tsx` so the quiz answers load),
// SCREENSHOT_EQUIP=sprout-cap:headwear puts owned items on.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './check-environment.mjs';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/auth', '/no-such-page'];
// SCREENSHOT_WIDTHS=390,820,1280 adds a tablet; phone and desktop by default.
const widths = (process.env.SCREENSHOT_WIDTHS ?? '390,1280').split(',').map(Number);
const languages = ['en', 'zh-TW'];
const signedIn = process.env.SCREENSHOT_SIGNED_IN === '1';
const MAX_HEIGHT = Number(process.env.SCREENSHOT_MAX_HEIGHT ?? 2400);

async function prepareLearner(page) {
  const headers = { origin: baseUrl };
  if (process.env.SCREENSHOT_EXPLORER) {
    await page.request.put(`${baseUrl}/api/avatar/base`, { data: { baseId: process.env.SCREENSHOT_EXPLORER }, headers });
  }
  const modules = (process.env.SCREENSHOT_COMPLETE ?? '').split(',').filter(Boolean);
  if (modules.length > 0) {
    const { adventureAttempts, classicAnswers } = await import('../src/server/progress/quiz-fixtures.ts');
    const { loadModuleBody } = await import('../src/content/module-bodies.ts');
    for (const moduleId of modules) {
      const body = await loadModuleBody(moduleId);
      const submission = body.format === 'classic' ? { format: 'classic', answers: await classicAnswers(moduleId) } : { format: 'adventure', attempts: await adventureAttempts(moduleId) };
      await page.request.post(`${baseUrl}/api/progress/quiz`, { data: { moduleId, idempotencyKey: `shot-${moduleId}-${Math.random()}`, submission, timeZone: 'Asia/Taipei' }, headers });
    }
  }
  for (const pair of (process.env.SCREENSHOT_EQUIP ?? '').split(',').filter(Boolean)) {
    const [accessoryId, category] = pair.split(':');
    await page.request.put(`${baseUrl}/api/avatar/equipped`, { data: { accessoryId, category }, headers });
  }
}

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const language of languages) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, reducedMotion: 'reduce' });
    await context.addInitScript((lang) => window.localStorage.setItem('money-islands.language', lang), language);
    const page = await context.newPage();
    if (signedIn) {
      const email = `shot-${Date.now()}-${width}-${language}@example.com`;
      await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
        data: { name: 'Coral', email, password: 'screenshot-1' },
        headers: { origin: baseUrl },
      });
      await prepareLearner(page);
    }
    for (const path of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const name = `${path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')}${signedIn ? '-signed-in' : ''}-${language}-${width}.png`;
      // Long pages (the library lists every lesson) are cut to a height an image viewer can open.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) } });
      console.info(`screenshots/${name}`);
    }
    await context.close();
  }
}
await browser.close();
