import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@example.com`;
}

export async function useLanguage(page: Page, language: 'en' | 'zh-TW') {
  await page.addInitScript((lang) => window.localStorage.setItem('money-islands.language', lang), language);
}

/** The newest magic link e-mailed to this address, read from the server's outbox. */
export async function magicLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { messages: { text: string }[] };
      link = body.messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * axe leaves its experimental rules off, and one of them is label-content-name-mismatch (WCAG 2.5.3, a
 * control's visible text is part of its accessible name), so every experimental rule of this axe is switched on.
 * Except the review items (hidden-content): they only list things for a person to look at, never a violation,
 * and hidden-content alone takes 5–15 s on the library page. axe-core is pinned to @axe-core/playwright's
 * minor version, so this list names rules the page's axe knows.
 */
const EXPERIMENTAL_RULES = Object.fromEntries(
  axe
    .getRules(['experimental'])
    .filter(({ tags }) => !tags.includes('review-item'))
    .map(({ ruleId }) => [ruleId, { enabled: true }]),
);

/**
 * One axe run on the long library page took from 10 s to over 2 min on a busy two-core machine, so the time
 * axe takes is added to the test's timeout (up to this much per check) instead of eating the test's own time.
 */
const AXE_TIME_LIMIT_MS = 5 * 60_000;

async function analyzeOutsideTestTime(builder: AxeBuilder) {
  const info = test.info();
  // 0 means no timeout at all (debugging): nothing to extend.
  if (info.timeout === 0) return builder.analyze();
  const started = Date.now();
  info.setTimeout(info.timeout + AXE_TIME_LIMIT_MS);
  try {
    return await builder.analyze();
  } finally {
    info.setTimeout(info.timeout - AXE_TIME_LIMIT_MS + (Date.now() - started));
  }
}

export async function expectNoAxeViolations(page: Page) {
  // Colours are measured once nothing is mid-transition: a toast fading in, a button changing colour. Endless
  // animations (a loading pulse) are not waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await analyzeOutsideTestTime(new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }));
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
