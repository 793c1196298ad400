// Renders the app's install icons from our own island art (src/web/public/favicon.svg) with Debian's Chromium:
// the PNGs the web app manifests and index.html name (decision 025). Run once after changing the art, then
// commit the PNGs: `npx tsx scripts/make-icons.ts`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = 'src/web/public';
const OUT = path.join(PUBLIC, 'icons');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The art's own sky colour: fills the square behind icons a platform crops (maskable, Apple's touch icon). */
const SKY = '#e0f2fe';

type Icon = {
  file: string;
  size: number;
  /** Share of the square the round art spans; the rest is sky (or transparent when `background` is absent). */
  scale: number;
  background?: string;
};

const ICONS: readonly Icon[] = [
  // "any": the round island on a transparent square, as the favicon.
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  // Maskable: the platform may cut any shape down to the central circle of 80 % of the width, so the art spans
  // 78 % on a full sky square.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.78, background: SKY },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, scale: 0.9, background: SKY },
];

// The art's sea runs past its round sky at the bottom: the round frame keeps the island a coin, as the favicon looks.
const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const art = Math.round(icon.size * icon.scale);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.background ?? 'transparent'}">` +
        `<div style="width:${art}px;height:${art}px;border-radius:50%;overflow:hidden">${svg.replace('<svg ', `<svg width="${art}" height="${art}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: !icon.background });
    await page.close();
    console.info(`Wrote ${path.join(OUT, icon.file)} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
