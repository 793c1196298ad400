import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ProfileView } from '../../domain/avatar';
import type { ReadingSettings, ReadingSettingsUpdate } from '../../domain/reading-settings';
import { isDefaultReadingSettings, mergeReadingSettings, readingSettingsFrom } from '../../domain/reading-settings-options';
import { READING_NS } from '../components/reading-settings/reading-settings-i18n';
import { useTranslation } from '../i18n/i18n';
import { apiFetch } from './api-client';
import { profileQueryKey, useProfile } from './profile';
import {
  applyReadingSettings,
  cachedLearnerReadingSettings,
  GUEST_READING_SETTINGS_KEY,
  LEARNER_READING_SETTINGS_KEY,
  readStoredJson,
  REDUCED_MOTION_QUERY,
} from './reading-settings-store';
import { useSession } from './session';
import { toast } from './toast';

/** What useReadingSettings() gives: the settings in force and a way to change them. */
export type ReadingSettingsState = {
  /** The learner's own choices: from the server when signed in, from this device for a guest. */
  settings: ReadingSettings;
  /** Motion is to be left out: the learner's setting, or the system's prefers-reduced-motion. */
  reduceMotion: boolean;
  /** A grown-up of one of the learner's groups asked for questions to be read aloud automatically (false for a guest). */
  autoReadQuestions: boolean;
  /** Changes the settings given and keeps the others; shown at once (signed in: saved to the server, undone if it refuses). */
  update: (change: ReadingSettingsUpdate) => void;
  /** Where the settings are kept, for the controls to say so. */
  keptOn: 'account' | 'device';
};

const MUTATION_KEY = ['reading-settings'] as const;

function writeStoredJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off (private mode): the settings still apply to this page.
  }
}

const guestListeners = new Set<() => void>();
let guestSnapshot: { text: string | null; settings: ReadingSettings } | null = null;

function storedGuestText(): string | null {
  try {
    return window.localStorage.getItem(GUEST_READING_SETTINGS_KEY);
  } catch {
    return null;
  }
}

/**
 * A guest's settings (the defaults until they change one). Read from storage each time, so another tab's change
 * counts; the same object while the stored text is the same, as useSyncExternalStore needs.
 */
export function guestReadingSettings(): ReadingSettings {
  const text = storedGuestText();
  if (guestSnapshot?.text !== text) guestSnapshot = { text, settings: readingSettingsFrom(readStoredJson(GUEST_READING_SETTINGS_KEY)) };
  return guestSnapshot.settings;
}

function saveGuestReadingSettings(settings: ReadingSettings): void {
  writeStoredJson(GUEST_READING_SETTINGS_KEY, settings);
  for (const listener of guestListeners) listener();
}

/** Calls back when the guest's settings change, here or in another tab. */
function subscribeGuestReadingSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_READING_SETTINGS_KEY) listener();
  };
  guestListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    guestListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls back when the system's prefers-reduced-motion changes. */
function subscribeSystemMotion(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** The system asks for reduced motion (whatever the site's own setting says). */
export function systemReducesMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Re-renders when the system's prefers-reduced-motion changes. */
export function useSystemReducesMotion(): boolean {
  return useSyncExternalStore(subscribeSystemMotion, systemReducesMotion);
}

// The server's answer is read leniently, as the profile is: a setting this build does not know becomes its default.
const settingsResponse = { parse: readingSettingsFrom };


/** Saves a signed-in learner's change: shown at once in the profile's cache, put back if the server refuses. */
function useSaveLearnerSettings() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation(READING_NS);
  const key = profileQueryKey(user?.id);
  return useMutation({
    mutationKey: MUTATION_KEY,
    // One after another, so quick taps reach the server in the order they were made.
    scope: { id: 'reading-settings' },
    mutationFn: (change: ReadingSettingsUpdate) => apiFetch('/api/account/reading-settings', { method: 'PUT', body: change, schema: settingsResponse }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProfileView>(key);
      if (previous) queryClient.setQueryData<ProfileView>(key, { ...previous, readingSettings: mergeReadingSettings(previous.readingSettings, change) });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('saveFailed'));
    },
    onSuccess: (settings) => {
      // A later change still on its way is already shown; this answer predates it, so it would undo it for a moment.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) > 1) return;
      queryClient.setQueryData<ProfileView>(key, (current) => (current ? { ...current, readingSettings: settings } : current));
    },
  });
}

/**
 * The reading settings (issue 28) and `update(change)`. Signed in, the server keeps them (read with the profile,
 * saved with PUT /api/account/reading-settings); a guest's stay in this browser's localStorage. Either way the page
 * follows at once (`<html data-text-size data-spacious data-reduce-motion>`).
 */
export function useReadingSettings(): ReadingSettingsState {
  const { user } = useSession();
  const { profile } = useProfile();
  const guest = useSyncExternalStore(subscribeGuestReadingSettings, guestReadingSettings);
  const systemReduced = useSystemReducesMotion();
  const save = useSaveLearnerSettings();
  const userId = user?.id;
  const settings = userId ? (profile?.readingSettings ?? cachedLearnerReadingSettings(userId) ?? guest) : guest;
  const { mutate } = save;

  const update = useCallback(
    (change: ReadingSettingsUpdate) => {
      if (userId) {
        mutate(change);
        return;
      }
      const next = mergeReadingSettings(guestReadingSettings(), change);
      saveGuestReadingSettings(next);
      applyReadingSettings(next);
    },
    [userId, mutate],
  );

  return {
    settings,
    reduceMotion: settings.reduceMotion || systemReduced,
    autoReadQuestions: userId ? (profile?.autoReadQuestions ?? false) : false,
    update,
    keptOn: userId ? 'account' : 'device',
  };
}

/**
 * Keeps `<html>` on the signed-in learner's settings (mounted once, with the signed-in services), remembers them on
 * this device so the next page load paints with them at once, and puts the guest's back on signing out.
 * A guest's own changes are applied by `update` itself, and main.tsx applies the stored ones before the first render.
 */
export function ReadingSettingsEffect() {
  const { user } = useSession();
  const { profile } = useProfile();
  const { settings, update } = useReadingSettings();
  const userId = user?.id;
  const loaded = profile?.readingSettings;

  useEffect(() => {
    applyReadingSettings(settings);
  }, [settings]);

  useEffect(() => {
    if (userId && loaded) writeStoredJson(LEARNER_READING_SETTINGS_KEY, { userId, settings: loaded });
  }, [userId, loaded]);

  // Signed out (this component goes with the signed-in services): the device's guest settings again.
  useEffect(() => () => applyReadingSettings(guestReadingSettings()), []);

  // Kept simple on purpose: a guest's settings move to the account on signing in only while the server still has
  // the defaults (a new account, or one that never changed them). Settings already chosen on the account win, so
  // signing in on a shared computer never overwrites them; the guest's stay on the device for after signing out.
  const moved = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || !loaded || moved.current === userId) return;
    moved.current = userId;
    const guestSettings = guestReadingSettings();
    if (isDefaultReadingSettings(loaded) && !isDefaultReadingSettings(guestSettings)) update(guestSettings);
  }, [userId, loaded, update]);

  return null;
}
