import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { AppShells, pickEncoding } from './app-shell';
import { moduleBodySource, PAGE_SOURCES } from './page-sources';

const SHELL = '<!doctype html><html><head><title>Money Islands</title><script type="module" src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';

// A Vite manifest in miniature: the entry and its vendor chunk, the library page with a shared chunk and the
// map art (with one SVG file), and a lesson's page, player and body.
const MANIFEST = {
  'index.html': { file: 'assets/index-E.js', imports: ['_vendor-V.js'] },
  '_vendor-V.js': { file: 'assets/vendor-V.js' },
  '_lib-L.js': { file: 'assets/lib-L.js', imports: ['index.html', '_vendor-V.js'] },
  '_map-art-M.js': { file: 'assets/map-art-M.js', imports: ['index.html'], assets: ['assets/map-islands-I.svg'] },
  [PAGE_SOURCES.library]: { file: 'assets/library-page-P.js', imports: ['index.html', '_lib-L.js', '_map-art-M.js'] },
  [PAGE_SOURCES.module]: { file: 'assets/module-page-Q.js', imports: ['_lib-L.js'] },
  [PAGE_SOURCES.lessonPrefetch]: { file: 'assets/lesson-prefetch-R.js', imports: ['_lib-L.js'] },
  [PAGE_SOURCES.adventurePlayer]: { file: 'assets/adventure-quest-A.js', imports: ['_lib-L.js'] },
  [moduleBodySource('M01')]: { file: 'assets/m01-B.js' },
};

const roots: string[] = [];
function webRoot(withManifest: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'money-islands-shell-'));
  roots.push(root);
  writeFileSync(path.join(root, 'index.html'), SHELL);
  if (withManifest) {
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const html = (shells: AppShells, pathname: string) => Buffer.from(shells.body(pathname, 'identity')).toString('utf8');
const preloaded = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

describe('app shells', () => {
  it('preloads the library page, its shared code and its map pictures, but nothing the entry already loads', () => {
    const page = html(new AppShells(webRoot(true)), '/library');
    expect(preloaded(page)).toEqual(['/assets/library-page-P.js', '/assets/lib-L.js', '/assets/map-art-M.js']);
    expect(page).toContain('<link rel="preload" as="image" fetchpriority="high" href="/assets/map-islands-I.svg">');
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'));
  });

  it("preloads a lesson's page, player and body at once", () => {
    const page = html(new AppShells(webRoot(true)), '/seed-island/M01');
    expect(preloaded(page)).toEqual(['/assets/module-page-Q.js', '/assets/lib-L.js', '/assets/lesson-prefetch-R.js', '/assets/adventure-quest-A.js', '/assets/m01-B.js']);
  });

  it('sends home, unknown pages and a build without a manifest the shell as built', () => {
    const shells = new AppShells(webRoot(true));
    expect(html(shells, '/')).toBe(SHELL);
    expect(html(shells, '/no/such/page')).toBe(SHELL);
    expect(html(new AppShells(webRoot(false)), '/library')).toBe(SHELL);
  });

  it('sends the same page in brotli and gzip', () => {
    const shells = new AppShells(webRoot(true));
    const plain = html(shells, '/library');
    expect(brotliDecompressSync(shells.body('/library', 'br')).toString('utf8')).toBe(plain);
    expect(gunzipSync(shells.body('/library', 'gzip')).toString('utf8')).toBe(plain);
    // Built once per page and kept: the same bytes on the next request.
    expect(shells.body('/library', 'br')).toBe(shells.body('/library/', 'br'));
  });

  it('picks brotli, then gzip, by what the browser accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
