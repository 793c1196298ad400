import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractLinks, findBrokenLinks, githubSlug, headingAnchors, isSkipped, markdownFiles, type LinkCheckFiles } from './check-links-lib.mjs';

const ROOT = resolve('/repo');

/** An in-memory repository: file paths relative to ROOT mapped to their text; folders are implied. */
function memoryFiles(files: Record<string, string>): LinkCheckFiles {
  const texts = new Map(Object.entries(files).map(([path, text]) => [resolve(ROOT, path), text]));
  const folders = new Set<string>();
  for (const path of texts.keys()) {
    for (let folder = dirname(path); folder !== dirname(folder); folder = dirname(folder)) folders.add(folder);
  }
  return {
    kind: (path) => (texts.has(path) ? 'file' : folders.has(path) ? 'dir' : undefined),
    read: (path) => {
      const text = texts.get(path);
      if (text === undefined) throw new Error(`no such file: ${path}`);
      return text;
    },
  };
}

function check(files: Record<string, string>, scanned: readonly string[] = ['README.md']) {
  return findBrokenLinks(ROOT, scanned, memoryFiles(files));
}

describe('extractLinks', () => {
  it('finds inline links, images and reference definitions with their line', () => {
    const text = ['# Title', 'See [the guide](docs/guide.md "Guide") and ![map](<img/the map.png>).', '', '[ref]: docs/ref.md'].join('\n');
    expect(extractLinks(text)).toEqual([
      { line: 2, target: 'docs/guide.md' },
      { line: 2, target: 'img/the map.png' },
      { line: 4, target: 'docs/ref.md' },
    ]);
  });

  it('ignores code spans, fenced code blocks, footnotes and task boxes', () => {
    const text = ['Run `[x](not-a-link.md)` here.', '```md', '[inside](fence.md)', '```', '[^1]: a footnote', '- [ ] to do'].join('\n');
    expect(extractLinks(text)).toEqual([]);
  });
});

describe('isSkipped', () => {
  it('skips other sites, e-mail addresses and same-file anchors, not relative or root paths', () => {
    expect(['https://pglite.dev', 'http://localhost:3000', 'mailto:a@b.c', '//cdn.example', '#usage'].every(isSkipped)).toBe(true);
    expect(['docs/product.md', '../README.md', '/docs/product.md'].some(isSkipped)).toBe(false);
  });
});

describe('githubSlug and headingAnchors', () => {
  it('makes the anchors GitHub makes, punctuation dropped and Chinese kept', () => {
    expect(githubSlug('13. Formats: adventure vs classic')).toBe('13-formats-adventure-vs-classic');
    expect(githubSlug("11. Children's privacy: who may see what")).toBe('11-childrens-privacy-who-may-see-what');
    expect(githubSlug('Money Islands · 理財冒險島')).toBe('money-islands--理財冒險島');
  });

  it('numbers repeated headings, reads code and links in headings as text, and skips fenced lines', () => {
    const text = ['## Setup', '## Setup', '## The `npm test` [steps](x.md)', '```', '# not a heading', '```', 'Other title', '---'].join('\n');
    expect([...headingAnchors(text)]).toEqual(['setup', 'setup-1', 'the-npm-test-steps', 'other-title']);
  });
});

describe('findBrokenLinks', () => {
  const repository = {
    'README.md': '',
    'docs/product.md': '# Product\n\n## 2. The islands\n',
    'docs/decisions/007-monthly-island.md': '# 007\n',
    'src/domain/constants.ts': 'export {};\n',
  };

  it('passes links to existing files and folders, and an anchor that names a heading', () => {
    const readme = [
      '[product](docs/product.md) [islands](docs/product.md#2-the-islands) [decisions](docs/decisions/)',
      '[constants](src/domain/constants.ts) [from the root](/docs/product.md) [site](https://example.org)',
    ].join('\n');
    expect(check({ ...repository, 'README.md': readme })).toEqual([]);
    expect(check({ ...repository, 'docs/decisions/007-monthly-island.md': 'See [product](../product.md#2-the-islands).' }, ['docs/decisions/007-monthly-island.md'])).toEqual([]);
  });

  it('reports a missing file with its file, line and target', () => {
    expect(check({ ...repository, 'README.md': 'Intro\n\nSee [spec](docs/spec.md).' })).toEqual([
      { file: 'README.md', line: 3, target: 'docs/spec.md', reason: 'no such file or folder' },
    ]);
  });

  it('reports a target outside the repository even when it exists there', () => {
    const broken = check({ ...repository, 'README.md': '[spec](../shared/product/spec.md)', '../shared/product/spec.md': '# Spec' });
    expect(broken).toEqual([{ file: 'README.md', line: 1, target: '../shared/product/spec.md', reason: 'points outside the repository' }]);
  });

  it('reports an anchor that names no heading', () => {
    const broken = check({ ...repository, 'README.md': '[islands](docs/product.md#3-the-islands)' });
    expect(broken).toEqual([{ file: 'README.md', line: 1, target: 'docs/product.md#3-the-islands', reason: 'no heading with the anchor #3-the-islands' }]);
  });
});

describe('markdownFiles and the real file system', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  it('scans README.md and docs/**/*.md and checks them on disk', () => {
    root = mkdtempSync(join(tmpdir(), 'check-links-'));
    mkdirSync(join(root, 'docs', 'decisions'), { recursive: true });
    writeFileSync(join(root, 'README.md'), '[product](docs/product.md) [gone](docs/gone.md)\n');
    writeFileSync(join(root, 'docs', 'product.md'), '# Product\n');
    writeFileSync(join(root, 'docs', 'decisions', '001-a.md'), '[back](../product.md#product)\n');
    writeFileSync(join(root, 'notes.md'), '[not scanned](nowhere.md)\n');

    const files = markdownFiles(root);
    expect(files).toEqual(['README.md', 'docs/decisions/001-a.md', 'docs/product.md']);
    expect(findBrokenLinks(root, files).map((link) => `${link.file}:${link.line} ${link.target}`)).toEqual(['README.md:1 docs/gone.md']);
  });
});
