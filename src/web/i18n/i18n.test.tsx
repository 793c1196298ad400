import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { zhTW } from './zh-tw';

// Counts the reads of the Chinese strings (the real ones, through the mock; Vitest keeps a mocked module
// across resetModules, so the count is of the translator reading it, once per load).
const chineseLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./zh-tw', async (importOriginal) => {
  const real = await importOriginal<{ zhTW: typeof zhTW }>();
  return {
    get zhTW() {
      chineseLoads.count += 1;
      return real.zhTW;
    },
  };
});

/** A fresh translator (the module keeps its language and strings), started with this stored language. */
async function start(stored?: 'en' | 'zh-TW') {
  if (stored) window.localStorage.setItem('money-islands.language', stored);
  const module = await import('./i18n');
  module.initI18n();
  return module;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  chineseLoads.count = 0;
  vi.resetModules();
});

const cat = {
  en: { title: 'Adventure Map', greeting: 'Hi {{name}}, {{ name }}!', lessons_one: '{{count}} lesson', lessons_other: '{{count}} lessons', nested: { deep: 'Deep' }, onlyEnglish: 'Only in English' },
  'zh-TW': { title: '冒險地圖', greeting: '嗨 {{name}}！', lessons_one: '{{count}} 課', lessons_other: '{{count}} 課', nested: { deep: '深' }, onlyEnglish: '' },
};
// A key Chinese lacks falls back to English (the registered shapes are the same; this one is removed).
const { onlyEnglish: _, ...chineseCat } = cat['zh-TW'];

describe('t', () => {
  it('fills {{name}} placeholders, leaving one without a value as it is', async () => {
    const { i18n, registerTranslations } = await start();
    registerTranslations('cat', cat);
    expect(i18n.t('cat:greeting', { name: 'Mei' })).toBe('Hi Mei, Mei!');
    expect(i18n.t('cat:greeting', { name: 7 })).toBe('Hi 7, 7!');
    expect(i18n.t('cat:greeting')).toBe('Hi {{name}}, {{ name }}!');
    expect(i18n.t('cat:greeting', { other: 'x' })).toBe('Hi {{name}}, {{ name }}!');
  });

  it('picks _one / _other by English plural rules, and Chinese ones (always other)', async () => {
    const { i18n, registerTranslations } = await start();
    registerTranslations('cat', cat);
    expect(i18n.t('cat:lessons', { count: 1 })).toBe('1 lesson');
    expect(i18n.t('cat:lessons', { count: 0 })).toBe('0 lessons');
    expect(i18n.t('cat:lessons', { count: 3 })).toBe('3 lessons');
    expect(i18n.t('islands.moreTopics', { count: 1 })).toBe('+1 more...');
    expect(i18n.t('islands.moreTopics', { count: 5 })).toBe('+5 more...');
    // Chinese has one form: 1 is "other" there (a page's namespace is registered in both languages at once).
    expect(i18n.t('cat:lessons', { count: 1, lng: 'zh-TW' })).toBe('1 課');
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('cat:lessons', { count: 1 })).toBe('1 課');
    expect(i18n.t('islands.moreTopics', { count: 1 })).toBe('還有 1 個...');
  });

  it('reads nested keys, other namespaces by ns:key or the ns option, and returns the key when no language has it', async () => {
    const { i18n, registerTranslations } = await start();
    registerTranslations('cat', cat);
    expect(i18n.t('cat:nested.deep')).toBe('Deep');
    expect(i18n.t('nested.deep', { ns: 'cat' })).toBe('Deep');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('translation:nav.home')).toBe('Home');
    expect(i18n.t('cat:missing.key')).toBe('missing.key');
    expect(i18n.t('nav')).toBe('nav');
    expect(i18n.exists('nav.home')).toBe(true);
    expect(i18n.exists('errors.NOT_A_CODE')).toBe(false);
    expect(i18n.exists('title', { ns: 'cat' })).toBe(true);
  });

  it('falls back to English for a key the current language lacks', async () => {
    const { i18n, registerTranslations } = await start('zh-TW');
    registerTranslations('cat', { en: cat.en, 'zh-TW': chineseCat as typeof cat.en });
    await (await import('./i18n')).i18nReady();
    expect(i18n.t('cat:title')).toBe('冒險地圖');
    expect(i18n.t('cat:onlyEnglish')).toBe('Only in English');
    expect(i18n.exists('cat:onlyEnglish')).toBe(true);
    expect(i18n.t('cat:title', { lng: 'en' })).toBe('Adventure Map');
  });
});

describe('loading Chinese', () => {
  it('never fetches the Chinese strings for an English learner', async () => {
    const { i18n, i18nReady } = await start('en');
    await i18nReady();
    expect(i18n.language).toBe('en');
    expect(chineseLoads.count).toBe(0);
  });

  it('loads them before switching, so nothing shows a raw key or English in between, and sets <html lang>', async () => {
    const { i18n, i18nReady, currentLanguage } = await start('zh-TW');
    // Until the strings are in, the language is still English.
    expect(i18n.language).toBe('en');
    await i18nReady();
    expect(chineseLoads.count).toBe(1);
    expect(currentLanguage()).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(i18n.t('nav.home')).toBe('首頁');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('zh-TW');
    expect(chineseLoads.count).toBe(1);
  });

  it("keeps a page's strings registered while the Chinese strings are still loading", async () => {
    const { i18n, i18nReady, registerTranslations } = await start('zh-TW');
    // A lazily loaded page's chunk can arrive before the Chinese strings.
    registerTranslations('early-page', { en: { title: 'Adventure Map' }, 'zh-TW': { title: '冒險地圖' } });
    await i18nReady();
    expect(i18n.t('early-page:title')).toBe('冒險地圖');
    expect(i18n.t('early-page:title', { lng: 'en' })).toBe('Adventure Map');
  });
});

describe('useTranslation', () => {
  it('re-renders its components in the new language, which setLanguage remembers', async () => {
    const { setLanguage, useTranslation, useUiLanguage, registerTranslations } = await start('en');
    registerTranslations('cat', cat);
    const tValues = new Set<unknown>();
    function Sample() {
      const { t } = useTranslation(['cat', 'translation']);
      const language = useUiLanguage();
      tValues.add(t);
      return (
        <p>
          {language}: {t('title')} / {t('translation:nav.home')} / {t('lessons', { count: 2 })}
        </p>
      );
    }
    const { rerender } = render(<Sample />);
    expect(screen.getByText('en: Adventure Map / Home / 2 lessons')).toBeInTheDocument();
    rerender(<Sample />);
    // The same t while the language is the same (hooks may list it as a dependency).
    expect(tValues.size).toBe(1);
    await act(() => setLanguage('zh-TW'));
    expect(screen.getByText('zh-TW: 冒險地圖 / 首頁 / 2 課')).toBeInTheDocument();
    expect(tValues.size).toBe(2);
    expect(window.localStorage.getItem('money-islands.language')).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    await act(() => setLanguage('en'));
    expect(screen.getByText('en: Adventure Map / Home / 2 lessons')).toBeInTheDocument();
  });
});
