import { afterEach, describe, expect, it, vi } from 'vitest';

// One test only: i18next's default instance (a dependency, not reset by resetModules) lives as long as the file.
afterEach(() => {
  window.localStorage.clear();
  vi.resetModules();
});

describe('registerTranslations', () => {
  it("keeps a page's strings registered while the Chinese strings are still loading", async () => {
    window.localStorage.setItem('money-islands.language', 'zh-TW');
    const { default: i18n } = await import('i18next');
    const { i18nReady, initI18n, registerTranslations } = await import('./i18n');
    initI18n();
    // A lazily loaded page's chunk can arrive before i18next has finished loading Chinese.
    expect(i18n.isInitialized).toBeFalsy();
    registerTranslations('early-page', { en: { title: 'Adventure Map' }, 'zh-TW': { title: '冒險地圖' } });
    await i18nReady();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('early-page:title')).toBe('冒險地圖');
    expect(i18n.t('early-page:title', { lng: 'en' })).toBe('Adventure Map');
  });
});
