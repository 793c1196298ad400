import { useMemo, useSyncExternalStore } from 'react';
import { en } from './en';

/**
 * The app's translator (decision 020, part 2): what it used of i18next and react-i18next, in some 1 kB instead
 * of 18. Strings live in namespaces ('translation' for the shell's, one per feature, registered with its code);
 * `t('key.path', values)` looks a key up in the current language, then in English, and returns the key itself
 * when neither has it. `{{name}}` is replaced by `values.name` (not escaped: React escapes what it renders);
 * a numeric `count` picks `key_one` / `key_other` by the language's plural rules (`Intl.PluralRules`), then `key`.
 * `ns:key.path` reads another namespace. English ships with the app; the Chinese strings are a chunk of their
 * own, loaded before the language switches to Chinese, so no English flashes in between.
 */

export const SUPPORTED_LANGUAGES = ['en', 'zh-TW'] as const;
export type UiLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'money-islands.language';
const DEFAULT_NAMESPACE = 'translation';

/** A namespace's strings: nested objects of strings. */
type Messages = { readonly [key: string]: string | Messages };
/** Values for `{{name}}` placeholders; `count` also chooses the plural form, `ns` and `lng` the lookup's. */
export type TOptions = Readonly<Record<string, unknown>> & { readonly count?: number; readonly ns?: string; readonly lng?: UiLanguage };
export type TFunction = (key: string, options?: TOptions) => string;

const resources: Record<UiLanguage, Record<string, Messages>> = { en: { [DEFAULT_NAMESPACE]: en }, 'zh-TW': {} };
let language: UiLanguage = 'en';
const listeners = new Set<() => void>();
const pluralRules = new Map<UiLanguage, Intl.PluralRules>();

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

function pluralForm(code: UiLanguage, count: number): string {
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code)));
  return rules.select(count);
}

function lookup(messages: Messages | undefined, path: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The string for a key in this language or, failing that, in English; undefined when neither has it. */
function resolve(code: UiLanguage, namespace: string, key: string, options: TOptions | undefined): string | undefined {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : (options?.ns ?? namespace);
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const count = options?.count;
  for (const lng of code === 'en' ? (['en'] as const) : [code, 'en' as const]) {
    const messages = resources[lng][ns];
    const found = (typeof count === 'number' ? lookup(messages, `${path}_${pluralForm(lng, count)}`) : undefined) ?? lookup(messages, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

function translate(code: UiLanguage, namespace: string, key: string, options?: TOptions): string {
  const found = resolve(options?.lng ?? code, namespace, key, options);
  if (found === undefined) return key.slice(key.indexOf(':') + 1);
  if (!options) return found;
  // A placeholder without a value stays as it is, so a missing value shows rather than silently vanishes.
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getLanguage = (): UiLanguage => language;

/** The Chinese strings are fetched once, the first time Chinese is chosen (at start or by the toggle). */
let chinese: Promise<void> | undefined;
function load(code: UiLanguage): Promise<void> {
  if (code === 'en') return Promise.resolve();
  chinese ??= import('./zh-tw').then(
    (module) => {
      resources['zh-TW'][DEFAULT_NAMESPACE] = { ...resources['zh-TW'][DEFAULT_NAMESPACE], ...module.zhTW };
    },
    (error: unknown) => {
      chinese = undefined;
      throw error;
    },
  );
  return chinese;
}

/** Switches once the language's strings are in, then re-renders every component that translates. */
async function changeLanguage(code: UiLanguage): Promise<void> {
  await load(code);
  language = code;
  document.documentElement.lang = code;
  for (const listener of listeners) listener();
}

/** The translator outside React (tests, the quiz outbox's toasts): the same lookups as `useTranslation`'s `t`. */
export const i18n = {
  get language(): UiLanguage {
    return language;
  },
  t: (key: string, options?: TOptions): string => translate(language, DEFAULT_NAMESPACE, key, options),
  exists: (key: string, options?: TOptions): boolean => resolve(options?.lng ?? language, options?.ns ?? DEFAULT_NAMESPACE, key, options) !== undefined,
  changeLanguage,
};

export function currentLanguage(): UiLanguage {
  return language;
}

export async function setLanguage(code: UiLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice still applies for this visit.
  }
  await changeLanguage(code);
}

let ready: Promise<void> = Promise.resolve();

/** Resolves once the learner's language is loaded: render after it, so the first paint is in that language. */
export function i18nReady(): Promise<void> {
  return ready;
}

/** Starts with the learner's stored language (English until its strings are in). */
export function initI18n(): typeof i18n {
  document.documentElement.lang = language;
  // Offline with Chinese chosen and its chunk not cached: the page still comes, in English.
  ready = changeLanguage(storedLanguage()).catch(() => undefined);
  return i18n;
}

/**
 * `t` for a namespace (the first, when given several: the others are read with `ns:key`) in the current
 * language, and the translator; the component re-renders when the language changes, with a new `t`.
 */
export function useTranslation(namespace: string | readonly string[] = DEFAULT_NAMESPACE): { t: TFunction; i18n: typeof i18n } {
  const code = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const ns = typeof namespace === 'string' ? namespace : (namespace[0] ?? DEFAULT_NAMESPACE);
  const t = useMemo<TFunction>(() => (key, options) => translate(code, ns, key, options), [code, ns]);
  return { t, i18n };
}

/** The UI language as a hook, so content text re-renders when the learner switches language. */
export function useUiLanguage(): UiLanguage {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/**
 * A feature's own strings, registered under its namespace when its code loads (so a lazily loaded
 * page brings its translations with it). English is the fallback for any missing key. Top-level sections are
 * added to what the namespace already has ('translation' gets the lazy pages' sections: page-strings.ts).
 */
export function registerTranslations<T extends object>(namespace: string, strings: { en: T; 'zh-TW': T }): void {
  for (const code of SUPPORTED_LANGUAGES) resources[code][namespace] = { ...resources[code][namespace], ...(strings[code] as Messages) };
}
