import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getModuleMeta, MODULE_IDS_BY_ISLAND } from '../../src/content/catalogue-queries';
import { CHROMIUM_PATH, E2E_PORT } from './support/environment';
import { expectNoAxeViolations } from './support/helpers';
import { completeModules, signUpLearner } from './support/learner';

// The offline app (issue 26, decision 025): these tests let the service worker run; every other spec blocks it.
test.use({ serviceWorkers: 'allow' });

const LESSONS_CACHE = 'money-islands-lessons';
const SEED_LESSONS = MODULE_IDS_BY_ISLAND.seed ?? [];
type Listed = { lessons: Record<string, { url: string; bytes: number }> };

/** Waits until a service worker controls the page (the first one claims the page it was registered from). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** How many of these lesson chunks the lessons cache holds. */
function countCached(page: Page, urls: string[]) {
  return page.evaluate(
    async ({ cacheName, urls }) => {
      const cache = await caches.open(cacheName);
      return (await Promise.all(urls.map((url) => cache.match(url)))).filter(Boolean).length;
    },
    { cacheName: LESSONS_CACHE, urls },
  );
}

test.describe('the installable offline app', () => {
  test('is installable: a valid manifest in the page’s language, a service worker in control, no installability errors', async ({ baseURL }) => {
    // Chromium never offers to install from an incognito-like context (Playwright's own): a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'money-islands-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      baseURL,
      serviceWorkers: 'allow',
    });
    test.info().setTimeout(120_000);
    try {
      await checkInstallable(context);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  async function checkInstallable(context: BrowserContext) {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', '/manifest.en.webmanifest');
    const response = await page.request.get('/manifest.en.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { name: string; start_url: string; display: string; icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Money Islands', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    await waitForWorker(page);

    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 }).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.en\.webmanifest$/);
    expect(errors).toEqual([]);

    // The language toggle switches the manifest: the installed app is named in the page's language.
    await page.getByRole('button', { name: /中文/ }).first().click();
    await expect(link).toHaveAttribute('href', '/manifest.zh-TW.webmanifest');
    expect(((await (await page.request.get('/manifest.zh-TW.webmanifest')).json()) as { name: string }).name).toBe('理財冒險島');
    await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toMatch(/\/manifest\.zh-TW\.webmanifest$/);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  }

  test('opens offline: the app, the map, a lesson opened before and the lessons of a kept island', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await signUpLearner(page, 'pwa-offline');
    // Seed Island finished enough (8 of 10) for Trust Island to open.
    await completeModules(page.request, SEED_LESSONS.slice(0, 8));
    const listed = (await (await page.request.get('/offline-lessons.json')).json()) as Listed;
    const seedUrls = SEED_LESSONS.map((id) => listed.lessons[id]!.url);
    const trustIds = (MODULE_IDS_BY_ISLAND.trust ?? []).filter((id) => listed.lessons[id]);
    const trustUrls = trustIds.map((id) => listed.lessons[id]!.url);

    // What keeping downloads, as the network saw it (not what the worker answered from its caches).
    const lessonBytes = new Map<string, number>();
    context.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (!/^\/assets\/m\d+-/.test(pathname)) return;
      void request.response().then(async (response) => {
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        lessonBytes.set(pathname, sizes.responseBodySize + sizes.responseHeadersSize);
      });
    });

    await page.goto('/');
    await waitForWorker(page);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/seed-island/M01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');
    // Seed Island is kept by default, in the background, once the worker runs.
    await expect.poll(() => countCached(page, seedUrls), { timeout: 60_000 }).toBe(seedUrls.length);
    const seedBytes = seedUrls.reduce((sum, url) => sum + (lessonBytes.get(url) ?? 0), 0);
    const seedListed = SEED_LESSONS.reduce((sum, id) => sum + listed.lessons[id]!.bytes, 0);

    // Another island, kept with its switch.
    await page.goto('/trust-island');
    const keep = page.getByRole('switch', { name: 'Keep this island for offline' });
    await expect(keep).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(new RegExp(`^${trustIds.length} lessons, about \\d+ KB`))).toBeVisible();
    await keep.click();
    await expect(page.getByText(`Kept on this device: all ${trustIds.length} lessons. Turn off to remove them.`)).toBeVisible({ timeout: 60_000 });
    await expect(keep).toHaveAttribute('aria-checked', 'true');
    expect(await countCached(page, trustUrls)).toBe(trustUrls.length);
    // The state is read from the device, so it survives a reload.
    await page.reload();
    await expect(keep).toHaveAttribute('aria-checked', 'true');

    await context.setOffline(true);
    const started = Date.now();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    const offlineReloadMs = Date.now() - started;
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A lesson opened before: its first step.
    await page.goto('/seed-island/M01');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');
    await expect(page.getByRole('button', { name: 'Start Learning' })).toBeVisible();
    // A Seed Island lesson never opened (kept by default): its first step.
    await page.goto(`/seed-island/${SEED_LESSONS[9]}`);
    await expect(page.getByRole('button', { name: 'Start Learning' })).toBeVisible();
    // A lesson of the kept island never opened: it opens with no network, from the kept chunk, and the island stays
    // open because the learner's progress is kept on the device too (decision 028).
    await page.goto(`/trust-island/${trustIds[0]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getModuleMeta(trustIds[0]!)!.title.en);
    await expect(page.getByRole('tab', { name: /Scenario/ })).toBeVisible();

    console.info(`[pwa] Keeping Seed Island (${seedUrls.length} lessons) downloaded ${seedBytes} bytes (listed gzip sizes: ${seedListed}); reloading / offline took ${offlineReloadMs} ms (${baseURL}).`);
  });

  test('the switch reads well in both states (axe), and off removes the kept lessons', async ({ page }) => {
    await page.goto('/seed-island');
    await waitForWorker(page);
    const keep = page.getByRole('switch', { name: 'Keep this island for offline' });
    // Kept by default.
    await expect(keep).toHaveAttribute('aria-checked', 'true', { timeout: 60_000 });
    await expectNoAxeViolations(page);
    await keep.click();
    await expect(keep).toHaveAttribute('aria-checked', 'false');
    const listed = (await (await page.request.get('/offline-lessons.json')).json()) as Listed;
    expect(await countCached(page, SEED_LESSONS.map((id) => listed.lessons[id]!.url))).toBe(0);
    await expectNoAxeViolations(page);
    // Switched off is remembered: a later start does not keep Seed Island again.
    await page.reload();
    await waitForWorker(page);
    await page.waitForTimeout(4000);
    await expect(keep).toHaveAttribute('aria-checked', 'false');
  });
});

test.describe('a new build deployed while a tab is open', () => {
  // A server of its own on a copy of the build, so the test can change the service worker it sends.
  const port = E2E_PORT + 1;
  const origin = `http://localhost:${port}`;
  let webRoot: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'money-islands-pwa-web-'));
    cpSync('dist/web', webRoot, { recursive: true });
    server = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], { env: { ...process.env, E2E_PORT: String(port), WEB_ROOT: webRoot }, stdio: 'ignore' });
    await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(webRoot, { recursive: true, force: true });
  });

  test('offers "A new version is ready", leaves the lesson in progress alone until Reload, then the new worker controls', async ({ page }) => {
    await page.goto(`${origin}/seed-island/M01`);
    await waitForWorker(page);
    await page.getByRole('button', { name: 'Start Learning' }).click();
    const midLesson = page.getByRole('button', { name: 'Next: Examples' });
    await expect(midLesson).toBeVisible();

    // The new build: the same worker with one change the page can ask about.
    rmSync(path.join(webRoot, 'sw.js.br'), { force: true });
    rmSync(path.join(webRoot, 'sw.js.gz'), { force: true });
    appendFileSync(
      path.join(webRoot, 'sw.js'),
      `\nself.addEventListener('message', (event) => { if (event.data === 'revision?') event.ports[0].postMessage('next'); });\n`,
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(page.getByText('A new version is ready — reload')).toBeVisible({ timeout: 30_000 });
    // Nothing switched under the child: the same step, the old worker still in control, the new one waiting.
    await expect(midLesson).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    const reload = page.getByRole('button', { name: 'Reload' });
    const box = await reload.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await waitForWorker(page);
    const revision = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data as string);
          navigator.serviceWorker.controller?.postMessage('revision?', [channel.port2]);
          setTimeout(() => resolve(null), 3000);
        }),
    );
    expect(revision).toBe('next');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is Money?');
  });
});
