import { SUPPORTED_LANGUAGES, type UiLanguage } from '../i18n/i18n';

/** The web app manifest for a language (`public/manifest.<code>.webmanifest`): the installed app's name in it. */
export function manifestHref(code: UiLanguage): string {
  return `/manifest.${code}.webmanifest`;
}

function pointAtLanguage(link: Element): void {
  const lang = document.documentElement.lang;
  const code = SUPPORTED_LANGUAGES.find((candidate) => candidate === lang) ?? 'en';
  if (link.getAttribute('href') !== manifestHref(code)) link.setAttribute('href', manifestHref(code));
}

/**
 * Keeps `<link rel="manifest">` on the page's language (decision 025): index.html names the English one; this
 * follows `<html lang>`, which the translator sets on every change. Here rather than in the translator, to keep
 * `/`'s first JavaScript within its budget: it runs from the service worker's lazy chunk.
 */
export function followLanguageWithManifest(): () => void {
  const link = document.querySelector('link[rel="manifest"]');
  if (!link) return () => undefined;
  pointAtLanguage(link);
  const observer = new MutationObserver(() => pointAtLanguage(link));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
