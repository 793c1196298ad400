// Draws every explorer bare and in three full outfits (together all 15 accessories), to check by eye that each
// item sits where it belongs on every body. Usage: npx tsx scripts/avatar-sheet.tsx → screenshots/avatar-sheet.png
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { ACCESSORIES } from '../src/content/accessories';
import { AVATAR_BASES } from '../src/content/avatars';
import type { AccessoryCategory } from '../src/content/schema/ids';
import { ExplorerAvatar } from '../src/web/components/avatar/explorer-avatar';

const SLOTS: readonly AccessoryCategory[] = ['headwear', 'eyewear', 'back', 'accessory', 'footwear'];
const OUTFITS = [0, 1, 2].map((index) =>
  Object.fromEntries(SLOTS.flatMap((slot) => ACCESSORIES.filter((item) => item.category === slot).slice(index, index + 1).map((item) => [slot, item.id]))),
);

const columns = [{}, ...OUTFITS];
const sheet = renderToStaticMarkup(
  <table>
    <thead>
      <tr>
        <th />
        <th>bare</th>
        {OUTFITS.map((outfit, index) => (
          <th key={index}>{Object.values(outfit).join(', ')}</th>
        ))}
      </tr>
    </thead>
    <tbody>
      {AVATAR_BASES.map((base) => (
        <tr key={base.id}>
          <th>{base.name.en}</th>
          {columns.map((equipped, index) => (
            <td key={index}>
              <ExplorerAvatar base={base.id} equipped={equipped} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>,
);

const html = `<!doctype html><meta charset="utf-8"><style>
  body { font: 14px system-ui, sans-serif; margin: 16px; background: #f0f9ff; }
  th { padding: 4px 8px; max-width: 220px; }
  td { background: white; border: 1px solid #cbd5e1; }
  svg { width: 200px; height: 240px; display: block; }
</style>${sheet}`;

mkdirSync('screenshots', { recursive: true });
writeFileSync('screenshots/avatar-sheet.html', html);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
await page.setContent(html);
await page.screenshot({ path: 'screenshots/avatar-sheet.png', fullPage: true });
await browser.close();
console.info('screenshots/avatar-sheet.png');
