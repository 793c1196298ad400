import type { ReadingSettings } from '../../domain/reading-settings';
import { readingSettingsFrom } from '../../domain/reading-settings-options';

/**
 * The reading settings on this device (issue 28) and the page's `<html data-text-size data-spacious
 * data-reduce-motion>` that styles.css reads. Only what the first render needs is here: main.tsx applies the stored
 * settings before it, and this file is on the first page's path, so it is small and has no zod (decision 020).
 * The hook components use, with the signed-in learner's server copy, is lib/reading-settings.ts.
 */

/** A guest's own settings. */
export const GUEST_READING_SETTINGS_KEY = 'money-islands.reading-settings';
/** The signed-in learner's settings as the server last gave them, `{ userId, settings }`, so a reload paints with them at once. */
export const LEARNER_READING_SETTINGS_KEY = 'money-islands.reading-settings.learner';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function readStoredJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The settings last seen for this learner on this device, or null (another learner's are never used). */
export function cachedLearnerReadingSettings(userId: string): ReadingSettings | null {
  const cached = readStoredJson(LEARNER_READING_SETTINGS_KEY) as { userId?: unknown; settings?: unknown } | null;
  return cached?.userId === userId ? readingSettingsFrom(cached.settings) : null;
}

/** Puts the settings on `<html>`; styles.css does the rest (root font size, spacing, motion). */
export function applyReadingSettings(settings: ReadingSettings, root: HTMLElement = document.documentElement): void {
  root.dataset.textSize = settings.textSize;
  root.dataset.spacious = String(settings.spacious);
  root.dataset.reduceMotion = String(settings.reduceMotion);
}

/**
 * Before the first render: the signed-in learner's last known settings (the server's follow with the profile), or
 * the guest's, which a learner new to this device most likely brought along (they move to a new account).
 */
export function applyStoredReadingSettings(userId: string | undefined): void {
  applyReadingSettings((userId ? cachedLearnerReadingSettings(userId) : null) ?? readingSettingsFrom(readStoredJson(GUEST_READING_SETTINGS_KEY)));
}

/**
 * Whether to leave motion out: the system asks for it, or the learner turned "reduce motion" on. Code that
 * animates from JavaScript (smooth scrolling, say) asks this rather than matchMedia alone.
 */
export function prefersReducedMotion(): boolean {
  return document.documentElement.dataset.reduceMotion === 'true' || window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}
