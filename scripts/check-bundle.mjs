// Checks the built web app: the JavaScript the home page loads holds no lesson body (lessons load lazily,
// each in its own chunk). Run after `npm run build`; part of `npm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const WEB = 'dist/web';
const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8'));

/** The entry chunk and everything it imports statically: what a visit to `/` downloads before any click. */
function initialFiles() {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...files];
}

const { WRITTEN_MODULE_IDS, loadModuleBody } = await tsImport('../src/content/module-bodies.ts', import.meta.url);
const files = initialFiles();
const code = files.map((file) => readFileSync(path.join(WEB, file), 'utf8')).join('\n');

const leaks = [];
for (const id of WRITTEN_MODULE_IDS) {
  const body = await loadModuleBody(id);
  // A long, distinctive sentence of the lesson: its story or scenario opening, as bundled (JSON-escaped).
  const text = body.format === 'adventure' ? body.storyIntro[0].en : body.scenarios[0].context.en;
  const probe = JSON.stringify(text.slice(0, 60)).slice(1, -1);
  if (code.includes(probe)) leaks.push(id);
}

if (leaks.length > 0) {
  console.error(`✗ The home page's JavaScript contains lesson bodies: ${leaks.join(', ')}. Bodies must load lazily (src/content/module-bodies.ts).`);
  process.exit(1);
}
console.info(`✓ The home page loads ${files.length} JavaScript file(s) and none of the ${WRITTEN_MODULE_IDS.length} lesson bodies.`);
