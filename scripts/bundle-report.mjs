// `node scripts/bundle-report.mjs [--language zh-TW] [--json FILE]`: what the JavaScript `/` loads is made of, from the
// build's source maps (run after `npm run build`). Every byte of the minified chunks is attributed to the source
// file it came from; sources are grouped by package (node_modules) or folder (our code), and each group is
// gzipped on its own at level 9, so the figures add up to a little more than the chunks' real gzipped size
// (gzip finds more repeats in one file), which scripts/check-bundle.mjs holds to its budget. A bundle
// visualizer's table, without a dependency (decision 020).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const WEB = 'dist/web';
const KB = 1000;
const { values: options } = parseArgs({ options: { language: { type: 'string', default: 'en' }, json: { type: 'string' }, files: { type: 'boolean', default: false } } });
const manifest = JSON.parse(readFileSync(path.join(WEB, '.vite/manifest.json'), 'utf8'));

function staticClosure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}
const chinese = Object.keys(manifest).find((key) => manifest[key].src === 'i18n/zh-tw.ts');
const files = staticClosure(options.language === 'zh-TW' ? ['index.html', chinese] : ['index.html']);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source map v3 `mappings`: per generated line, the segments' [column, source index] (the rest is not needed). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The group a source belongs to: its package, or its folder under src/ (two levels). */
function groupOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const inSrc = source.indexOf('src/');
  if (inSrc < 0) return '(bundler runtime)';
  return options.files ? source.slice(inSrc) : source.slice(inSrc).split('/').slice(0, 4).join('/').replace(/\.tsx?$/, '');
}

const text = new Map();
let totalGzip = 0;
for (const file of files) {
  const code = readFileSync(path.join(WEB, file), 'utf8');
  totalGzip += gzipSync(code, { level: 9 }).length;
  // Rolldown's runtime chunk (a few hundred bytes) has no source map.
  if (!existsSync(path.join(WEB, `${file}.map`))) {
    text.set('(bundler runtime)', (text.get('(bundler runtime)') ?? '') + code);
    continue;
  }
  const map = JSON.parse(readFileSync(path.join(WEB, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach(([column, source], index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : line.length;
      const group = source < 0 ? '(bundler runtime)' : groupOf(map.sources[source]);
      text.set(group, (text.get(group) ?? '') + line.slice(column, end));
    });
  });
}

const rows = [...text].map(([group, code]) => ({ group, minified: code.length, gzip: gzipSync(code, { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);
const sum = rows.reduce((total, row) => total + row.gzip, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
console.info(`JavaScript loaded by / (${options.language}): ${files.length} files, ${kb(totalGzip)} gzipped as sent; by group, each gzipped alone (sum ${kb(sum)}):`);
console.info(`${'gzip'.padStart(9)}  ${'minified'.padStart(9)}  share  group`);
for (const row of rows) console.info(`${kb(row.gzip).padStart(9)}  ${kb(row.minified).padStart(9)}  ${`${Math.round((row.gzip / sum) * 100)} %`.padStart(5)}  ${row.group}`);
if (options.json) writeFileSync(options.json, `${JSON.stringify({ language: options.language, files, gzip: totalGzip, groups: rows }, null, 2)}\n`);
