import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { i18n } from './i18n';
import { PAGE_STRINGS } from './page-strings';

// Vitest runs from the repository's root (jsdom gives import.meta.url no file: scheme).
const WEB = path.resolve('src/web');
const SECTIONS = Object.keys(PAGE_STRINGS.en);
// A key of one of those sections as code writes it: 'errors.X', `errors.${code}`, 'translation:auth.title'.
const KEY = new RegExp(`[\`'"](translation:)?(${SECTIONS.join('|')})\\.[A-Za-z\${]`);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the lazy pages\' strings (page-strings.ts)', () => {
  it('are imported by every module that reads one of their sections, so none shows a raw key', () => {
    const missing = sources(WEB).filter((file) => {
      const code = readFileSync(file, 'utf8');
      return KEY.test(code) && !/import '[./]+(i18n\/)?page-strings';/.test(code);
    });
    expect(missing.map((file) => path.relative(WEB, file))).toEqual([]);
  });

  it('are sections of their own, not in the strings the first page ships', () => {
    expect(SECTIONS.filter((section) => section in en)).toEqual([]);
  });

  it('are read through the translation namespace in both languages', async () => {
    expect(i18n.t('errors.INTERNAL')).toBe(PAGE_STRINGS.en.errors.INTERNAL);
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('errors.INTERNAL')).toBe(PAGE_STRINGS['zh-TW'].errors.INTERNAL);
    // The shell's own strings are still there after the Chinese ones loaded.
    expect(i18n.t('nav.home')).toBe('首頁');
    await i18n.changeLanguage('en');
  });
});
