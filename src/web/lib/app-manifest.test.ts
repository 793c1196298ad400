import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { followLanguageWithManifest } from './app-manifest';

let stop: () => void = () => undefined;
afterEach(async () => {
  stop();
  document.head.querySelector('link[rel="manifest"]')?.remove();
  await setLanguage('en');
  window.localStorage.clear();
});

const link = () => document.head.querySelector('link[rel="manifest"]');
const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the web app manifest link', () => {
  it('names the manifest of the page’s language at once, and follows each change of language', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.en.webmanifest">');
    await setLanguage('zh-TW');
    stop = followLanguageWithManifest();
    expect(link()?.getAttribute('href')).toBe('/manifest.zh-TW.webmanifest');
    await setLanguage('en');
    await nextMutations();
    expect(link()?.getAttribute('href')).toBe('/manifest.en.webmanifest');
    await setLanguage('zh-TW');
    await nextMutations();
    expect(link()?.getAttribute('href')).toBe('/manifest.zh-TW.webmanifest');
  });
});
