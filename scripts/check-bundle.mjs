// Checks the built web app against its size budgets (issue 7), deterministically from dist/web and its
// Vite manifest, and prints the real figures. Run after `npm run build`; part of `npm test`.
//  - the JavaScript `/` loads (the entry and everything it imports statically) ≤ HOME_JS_BUDGET gzipped,
//    in English and in Chinese (which also fetches the Chinese strings), and holds no lesson body;
//  - every written lesson body is a chunk of its own, each ≤ MODULE_CHUNK_BUDGET gzipped;
//  - the adventure map's art (a chunk of its own, vite.config.ts, and the SVG files it shows) ≤ MAP_ART_BUDGET
//    gzipped, not loaded by `/`.
// Gzip at level 9: the .gz files scripts/precompress.mjs writes, i.e. what the server sends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const KB = 1000;
// Was 170 (issue 7); 155 once zod left the first page, 130 once i18next gave way to our own translator and the
// lazy pages' strings and the islands' descriptions left the entry (decision 020, parts 1 and 2). What `/` loads
// is now the framework (react-dom, react-router, TanStack Query: some 108 kB) and the home page.
// `node scripts/bundle-report.mjs` shows what.
const HOME_JS_BUDGET = 130 * KB;
const MODULE_CHUNK_BUDGET = 20 * KB;
const MAP_ART_BUDGET = 150 * KB;
/** The group page's charts (issue 22): the charting kit and the charts, loaded only there, beyond the group page. */
const TEACH_CHARTS_BUDGET = 40 * KB;

const WEB = 'dist/web';
const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8'));

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(WEB, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const total = (files) => files.reduce((sum, file) => sum + gzipped(file), 0);

/** A manifest key and everything it imports statically: what loading that chunk downloads. */
function staticClosure(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The manifest key of the chunk built from this source file (relative to src/web), e.g. 'i18n/zh-tw.ts'. */
function keyOf(source) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].src === source || candidate === source);
  if (!key) throw new Error(`No chunk for ${source} in ${WEB}/.vite/manifest.json: has the build changed?`);
  return key;
}

const failures = [];
const rows = [];
function budget(label, bytes, limit) {
  const ok = bytes <= limit;
  rows.push([ok ? '✓' : '✗', label, kb(bytes), `≤ ${kb(limit)}`]);
  if (!ok) failures.push(`${label} is ${kb(bytes)} gzipped, over its budget of ${kb(limit)}.`);
}

// The home page.
const homeFiles = staticClosure(['index.html']);
const chineseFiles = staticClosure(['index.html', keyOf('i18n/zh-tw.ts')]);
budget(`JavaScript loaded by / (${homeFiles.length} files)`, total(homeFiles), HOME_JS_BUDGET);
budget(`JavaScript loaded by / in Chinese (${chineseFiles.length} files)`, total(chineseFiles), HOME_JS_BUDGET);

// Lesson bodies: one chunk each, none on the home page.
const { WRITTEN_MODULE_IDS, loadModuleBody } = await tsImport('../src/content/module-bodies.ts', import.meta.url);
const homeCode = homeFiles.map((file) => readFileSync(path.join(WEB, file), 'utf8')).join('\n');
const bodyFiles = new Map();
const leaks = [];
for (const id of WRITTEN_MODULE_IDS) {
  const file = manifest[keyOf(`../content/modules/${id.toLowerCase()}.ts`)].file;
  if ([...bodyFiles.values()].includes(file)) failures.push(`Lesson ${id} shares its chunk ${file} with another lesson.`);
  bodyFiles.set(id, file);
  const body = await loadModuleBody(id);
  // A long, distinctive sentence of the lesson: its story or scenario opening, as bundled (JSON-escaped).
  const text = body.format === 'adventure' ? body.storyIntro[0].en : body.scenarios[0].context.en;
  const probe = JSON.stringify(text.slice(0, 60)).slice(1, -1);
  if (homeCode.includes(probe)) leaks.push(id);
}
if (leaks.length > 0) failures.push(`The home page's JavaScript contains lesson bodies: ${leaks.join(', ')}. Bodies must load lazily (src/content/module-bodies.ts).`);
const [largestId, largestFile] = [...bodyFiles].reduce((a, b) => (gzipped(b[1]) > gzipped(a[1]) ? b : a));
for (const [id, file] of bodyFiles) {
  if (gzipped(file) > MODULE_CHUNK_BUDGET) failures.push(`Lesson ${id}'s chunk ${file} is ${kb(gzipped(file))} gzipped, over its budget of ${kb(MODULE_CHUNK_BUDGET)}.`);
}
budget(`Largest lesson chunk (${largestId} of ${bodyFiles.size})`, gzipped(largestFile), MODULE_CHUNK_BUDGET);

// The adventure map's art: its chunk (the overlay, with the small layers inlined as data URLs) and the SVG
// files it shows as images (drawn at build time by scripts/vite-map-art.ts).
const mapArtKey = Object.keys(manifest).find((key) => manifest[key].name === 'map-art');
if (!mapArtKey) failures.push('The map art is not a chunk of its own: see the codeSplitting group in vite.config.ts.');
else {
  const chunk = manifest[mapArtKey].file;
  const images = [...new Set(readFileSync(path.join(WEB, chunk), 'utf8').match(/assets\/map-[\w-]+\.svg/g) ?? [])];
  if (images.length === 0) failures.push(`The map art chunk ${chunk} shows no SVG files: has scripts/vite-map-art.ts changed?`);
  budget(`Adventure map art (its chunk and ${images.length} SVG files)`, total([chunk, ...images]), MAP_ART_BUDGET);
  if (homeFiles.includes(chunk) || images.some((image) => homeCode.includes(image))) failures.push('The map art is on the home page\'s critical path: only the library should import it.');
}

// The group page's charts: their own chunk (React.lazy in group-page.tsx), never on the first page.
{
  const page = staticClosure([keyOf('features/teach/group-page.tsx')]);
  const charts = staticClosure([keyOf('features/teach/group-charts.tsx')]).filter((file) => !homeFiles.includes(file) && !page.includes(file));
  budget('Group charts (beyond the group page)', total(charts), TEACH_CHARTS_BUDGET);
  if (charts.some((file) => homeFiles.includes(file))) failures.push('The group charts are on the home page\'s critical path.');
}

// For information: each page's own chunk and everything it imports beyond what `/` already loaded.
const PAGES = ['features/library/library-page.tsx', 'features/module/module-page.tsx', 'features/module/adventure/adventure-quest.tsx', 'features/module/classic/classic-module.tsx', 'features/island/island-page.tsx', 'features/progress/progress-page.tsx', 'features/auth/auth-page.tsx', 'features/avatar/avatar-page.tsx', 'components/layout/header-menus.tsx', 'features/teach/teach-page.tsx', 'features/teach/group-page.tsx'];
const info = PAGES.map((page) => {
  const extra = staticClosure([keyOf(page)]).filter((file) => !homeFiles.includes(file));
  return [' ', `  + ${page.split('/').pop()}`, kb(total(extra)), ''];
});

const widths = [1, 0, 0, 0].map((min, column) => Math.max(min, ...[...rows, ...info].map((row) => row[column].length)));
const line = (row) => row.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
console.info('Bundle sizes (gzip -9):');
for (const row of rows) console.info(line(row));
console.info('On demand, beyond what / loads:');
for (const row of info) console.info(line(row));

if (failures.length > 0) {
  console.error(`\n✗ Bundle check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.info(`\n✓ Within budget; the home page holds none of the ${WRITTEN_MODULE_IDS.length} lesson bodies.`);
