import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zhTW } from './zh-tw';

export const SUPPORTED_LANGUAGES = ['en', 'zh-TW'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'money-islands.language';

function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): UiLanguage {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : 'en';
  } catch {
    // Storage can be blocked (private mode); English is the default.
    return 'en';
  }
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.language) ? i18n.language : 'en';
}

export async function setLanguage(language: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
  await i18n.changeLanguage(language);
}

export function initI18n() {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = isUiLanguage(language) ? language : 'en';
  });
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-TW': { translation: zhTW } },
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = currentLanguage();
  return i18n;
}
