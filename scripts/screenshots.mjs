// Takes screenshots of pages in both languages at phone and desktop width, to look at by eye.
// Usage: node scripts/screenshots.mjs [baseUrl] [path …]   (writes PNGs into screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './check-environment.mjs';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/auth', '/no-such-page'];
const widths = [390, 1280];
const languages = ['en', 'zh-TW'];
const signedIn = process.env.SCREENSHOT_SIGNED_IN === '1';
const MAX_HEIGHT = Number(process.env.SCREENSHOT_MAX_HEIGHT ?? 2400);

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
