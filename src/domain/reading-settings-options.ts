import type { ReadingSettings, ReadingSettingsUpdate, SpeechRate, TextSize } from './reading-settings';

/**
 * The choices of the reading settings (issue 28), without zod: the first page applies a guest's saved settings
 * before it renders, and zod is kept off that page (decision 020). reading-settings.ts builds its schemas from these.
 */

/** The three text sizes, smallest first. */
export const TEXT_SIZES = ['normal', 'large', 'largest'] as const;

/**
 * The root font size of each step, in percent of the browser's own (which the learner may have raised): every
 * Tailwind size is in rem, so the whole page grows with it. 19 px and 22 px at the usual 16 px.
 */
export const ROOT_FONT_PERCENT: Record<TextSize, number> = { normal: 100, large: 118.75, largest: 137.5 };

/** Read-aloud speeds (the Web Speech API's `rate`): slow, normal, fast. */
export const SPEECH_RATE_SLOW = 0.75;
export const SPEECH_RATE_NORMAL = 1;
export const SPEECH_RATE_FAST = 1.25;
export const SPEECH_RATES = [SPEECH_RATE_SLOW, SPEECH_RATE_NORMAL, SPEECH_RATE_FAST] as const;

export const DEFAULT_READING_SETTINGS: ReadingSettings = Object.freeze({
  textSize: 'normal',
  spacious: false,
  reduceMotion: false,
  speechRate: SPEECH_RATE_NORMAL,
});

const isTextSize = (value: unknown): value is TextSize => (TEXT_SIZES as readonly unknown[]).includes(value);
const isSpeechRate = (value: unknown): value is SpeechRate => (SPEECH_RATES as readonly unknown[]).includes(value);

/**
 * Settings from anything stored (localStorage, a profile row written by an older or newer version): each
 * setting that is not one of today's choices falls back to its default, and unknown keys are dropped, so a
 * stale value never breaks a page.
 */
export function readingSettingsFrom(stored: unknown): ReadingSettings {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    textSize: isTextSize(value.textSize) ? value.textSize : DEFAULT_READING_SETTINGS.textSize,
    spacious: typeof value.spacious === 'boolean' ? value.spacious : DEFAULT_READING_SETTINGS.spacious,
    reduceMotion: typeof value.reduceMotion === 'boolean' ? value.reduceMotion : DEFAULT_READING_SETTINGS.reduceMotion,
    speechRate: isSpeechRate(value.speechRate) ? value.speechRate : DEFAULT_READING_SETTINGS.speechRate,
  };
}

/** Whether every setting is still its default (the learner never changed one, or changed it back). */
export function isDefaultReadingSettings(settings: ReadingSettings): boolean {
  return (Object.keys(DEFAULT_READING_SETTINGS) as (keyof ReadingSettings)[]).every((key) => settings[key] === DEFAULT_READING_SETTINGS[key]);
}

/** The learner's settings after a change: what is stored (possibly by another version, hence lenient) with the change on top. */
export function mergeReadingSettings(stored: unknown, change: ReadingSettingsUpdate): ReadingSettings {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return readingSettingsFrom({ ...readingSettingsFrom(stored), ...defined });
}
