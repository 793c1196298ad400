import i18n, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en';

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

/**
 * English ships with the app; the Chinese strings are a chunk of their own, fetched when the learner's
 * language is Chinese (i18next waits for them before switching, so no English flashes in between).
 * Features' own namespaces come with their code (registerTranslations), so only 'translation' loads here.
 */
const lazyChinese: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (language !== 'zh-TW' || namespace !== 'translation') {
      callback(null, {});
      return;
    }
    import('./zh-tw').then(
      (module) => callback(null, module.zhTW),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let ready: Promise<unknown> = Promise.resolve();

/** Resolves once the learner's language is loaded: render after it, so the first paint is in that language. */
export function i18nReady(): Promise<unknown> {
  return ready;
}

export function initI18n() {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = isUiLanguage(language) ? language : 'en';
  });
  ready = i18n.use(lazyChinese).use(initReactI18next).init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // init() has made the resource store; i18next is "initialized" only once Chinese has loaded, and a page's
  // chunk may register its strings before that: they go straight into the store from now on.
  storeReady = true;
  for (const bundle of pendingBundles.splice(0)) addBundle(bundle);
  document.documentElement.lang = currentLanguage();
  return i18n;
}

/** The UI language as a hook, so content text re-renders when the learner switches language. */
export function useUiLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return isUiLanguage(instance.language) ? instance.language : 'en';
}

/**
 * A feature's own strings, registered under its namespace when its code loads (so a lazily loaded
 * page brings its translations with it). English is the fallback for any missing key.
 */
type Bundle = { namespace: string; resources: { en: object; 'zh-TW': object } };
/** Bundles registered before i18next is initialised (a module imported early); added once it is. */
const pendingBundles: Bundle[] = [];
let storeReady = false;

function addBundle({ namespace, resources }: Bundle) {
  i18n.addResourceBundle('en', namespace, resources.en, true, false);
  i18n.addResourceBundle('zh-TW', namespace, resources['zh-TW'], true, false);
}

export function registerTranslations<T extends object>(namespace: string, resources: { en: T; 'zh-TW': T }): void {
  if (storeReady) addBundle({ namespace, resources });
  else pendingBundles.push({ namespace, resources });
}
