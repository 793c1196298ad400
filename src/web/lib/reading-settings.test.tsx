import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from './api-client';
import type { ProfileView } from '../../domain/avatar';
import type { ReadingSettings } from '../../domain/reading-settings';
import { DEFAULT_READING_SETTINGS, ROOT_FONT_PERCENT, TEXT_SIZES } from '../../domain/reading-settings-options';
import { apiFetch, ApiError } from './api-client';
import { profileQueryKey } from './profile';
import { ReadingSettingsEffect, useReadingSettings } from './reading-settings';
import { applyStoredReadingSettings, GUEST_READING_SETTINGS_KEY, LEARNER_READING_SETTINGS_KEY, prefersReducedMotion } from './reading-settings-store';
import { useSession } from './session';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../i18n/i18n');
  initI18n();
  await i18nReady();
});

vi.mock('./api-client', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClientModule>()), apiFetch: vi.fn() }));
vi.mock('./session', () => ({ useSession: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const fetchMock = vi.mocked(apiFetch);
const sessionMock = vi.mocked(useSession);
const root = document.documentElement;

const LARGEST: ReadingSettings = { textSize: 'largest', spacious: true, reduceMotion: false, speechRate: 1 };

function profileWith(readingSettings: ReadingSettings, autoReadQuestions = false): ProfileView {
  return { avatarBaseId: 'guardian', equipped: {}, jewels: 0, inventory: [], role: 'learner', readingSettings, autoReadQuestions };
}

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

function signIn(id: string | null) {
  sessionMock.mockReturnValue({ user: id ? { id, name: id, email: `${id}@example.com`, image: null } : null, isLoading: false, error: null });
}

/** The page's attributes, as styles.css reads them. */
const onPage = () => ({ textSize: root.dataset.textSize, spacious: root.dataset.spacious, reduceMotion: root.dataset.reduceMotion });

beforeEach(() => {
  fetchMock.mockReset();
  sessionMock.mockReset();
  vi.mocked(toast.error).mockReset();
  window.localStorage.clear();
  delete root.dataset.textSize;
  delete root.dataset.spacious;
  delete root.dataset.reduceMotion;
});

describe('a guest’s reading settings', () => {
  it('start at the defaults, and a change is shown on the page at once, kept in this browser and seen by every control', async () => {
    signIn(null);
    const client = newClient();
    const first = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(client) });
    const second = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(client) });
    expect(first.result.current.settings).toEqual(DEFAULT_READING_SETTINGS);
    expect(first.result.current.keptOn).toBe('device');
    expect(first.result.current.autoReadQuestions).toBe(false);

    act(() => first.result.current.update({ textSize: 'largest', spacious: true }));
    expect(onPage()).toEqual({ textSize: 'largest', spacious: 'true', reduceMotion: 'false' });
    expect(second.result.current.settings).toEqual(LARGEST);
    expect(JSON.parse(window.localStorage.getItem(GUEST_READING_SETTINGS_KEY)!)).toEqual(LARGEST);
    // Nothing is sent anywhere for a guest.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('say motion is to be reduced when the learner asks for it, even if the system does not', async () => {
    signIn(null);
    const { result } = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(newClient()) });
    expect(result.current.reduceMotion).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
    act(() => result.current.update({ reduceMotion: true }));
    expect(result.current.reduceMotion).toBe(true);
    expect(prefersReducedMotion()).toBe(true);
  });
});

describe('before the first render', () => {
  it('applies the guest’s stored settings, or the signed-in learner’s last known ones, never another learner’s', () => {
    window.localStorage.setItem(GUEST_READING_SETTINGS_KEY, JSON.stringify({ textSize: 'large', spacious: false, reduceMotion: true, speechRate: 0.75 }));
    window.localStorage.setItem(LEARNER_READING_SETTINGS_KEY, JSON.stringify({ userId: 'ana', settings: LARGEST }));
    applyStoredReadingSettings(undefined);
    expect(onPage()).toEqual({ textSize: 'large', spacious: 'false', reduceMotion: 'true' });
    applyStoredReadingSettings('ana');
    expect(onPage()).toEqual({ textSize: 'largest', spacious: 'true', reduceMotion: 'false' });
    // Bruno has nothing kept here: the device's (guest's) settings, which he most likely brought along.
    applyStoredReadingSettings('bruno');
    expect(onPage()).toEqual({ textSize: 'large', spacious: 'false', reduceMotion: 'true' });
  });

  it('ignores stored values this version does not know', () => {
    window.localStorage.setItem(GUEST_READING_SETTINGS_KEY, '{"textSize":"gigantic","spacious":"yes"');
    applyStoredReadingSettings(undefined);
    expect(onPage()).toEqual({ textSize: 'normal', spacious: 'false', reduceMotion: 'false' });
  });
});

describe('a signed-in learner’s reading settings', () => {
  it('come from the server with the profile, with the group’s read-aloud wish', async () => {
    signIn('reader');
    fetchMock.mockResolvedValue(profileWith(LARGEST, true));
    const { result } = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(result.current.settings).toEqual(LARGEST));
    expect(result.current.autoReadQuestions).toBe(true);
    expect(result.current.keptOn).toBe('account');
  });

  it('change at once, send only the change, and keep the server’s answer', async () => {
    signIn('saver');
    const client = newClient();
    client.setQueryData(profileQueryKey('saver'), profileWith(DEFAULT_READING_SETTINGS));
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(client) });

    act(() => result.current.update({ speechRate: 1.25 }));
    await waitFor(() => expect(result.current.settings.speechRate).toBe(1.25));
    expect(fetchMock).toHaveBeenCalledWith('/api/account/reading-settings', expect.objectContaining({ method: 'PUT', body: { speechRate: 1.25 } }));

    answer({ ...DEFAULT_READING_SETTINGS, speechRate: 1.25, textSize: 'large' });
    await waitFor(() => expect(result.current.settings).toEqual({ ...DEFAULT_READING_SETTINGS, speechRate: 1.25, textSize: 'large' }));
    expect(window.localStorage.getItem(GUEST_READING_SETTINGS_KEY)).toBeNull();
  });

  it('go back and say so when the server refuses the change', async () => {
    signIn('refused');
    const client = newClient();
    client.setQueryData(profileQueryKey('refused'), profileWith(LARGEST));
    fetchMock.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const { result } = renderHook(() => useReadingSettings(), { wrapper: wrapperWith(client) });
    act(() => result.current.update({ textSize: 'normal' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your reading settings could not be saved. Please try again.', undefined));
    expect(result.current.settings).toEqual(LARGEST);
  });
});

describe('ReadingSettingsEffect', () => {
  it('moves a guest’s settings to an account that still has the defaults, and shows them on the page', async () => {
    window.localStorage.setItem(GUEST_READING_SETTINGS_KEY, JSON.stringify(LARGEST));
    signIn('new-account');
    fetchMock.mockImplementation((path: string) => Promise.resolve(path === '/api/avatar' ? profileWith(DEFAULT_READING_SETTINGS) : LARGEST) as never);
    render(<ReadingSettingsEffect />, { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/account/reading-settings', expect.objectContaining({ method: 'PUT', body: LARGEST })));
    await waitFor(() => expect(onPage()).toEqual({ textSize: 'largest', spacious: 'true', reduceMotion: 'false' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(LEARNER_READING_SETTINGS_KEY)!)).toEqual({ userId: 'new-account', settings: LARGEST }));
  });

  it('keeps the settings already on the account, and puts the guest’s back on the page on signing out', async () => {
    window.localStorage.setItem(GUEST_READING_SETTINGS_KEY, JSON.stringify({ ...DEFAULT_READING_SETTINGS, spacious: true }));
    signIn('chosen-before');
    fetchMock.mockResolvedValue(profileWith({ ...DEFAULT_READING_SETTINGS, textSize: 'large' }));
    const { unmount } = render(<ReadingSettingsEffect />, { wrapper: wrapperWith(newClient()) });
    await waitFor(() => expect(onPage()).toEqual({ textSize: 'large', spacious: 'false', reduceMotion: 'false' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/avatar', expect.anything());
    unmount();
    expect(onPage()).toEqual({ textSize: 'normal', spacious: 'true', reduceMotion: 'false' });
  });
});

describe('the stylesheet', () => {
  it('has a root font size for each text size, as the domain names them', () => {
    const css = readFileSync(path.resolve('src/web/styles.css'), 'utf8');
    for (const size of TEXT_SIZES.filter((step) => step !== 'normal')) {
      expect(css).toMatch(new RegExp(`html\\[data-text-size='${size}'\\] \\{\\s*font-size: ${ROOT_FONT_PERCENT[size]}%;`));
    }
    expect(css).toContain("&:where([data-reduce-motion='true'] *)");
    expect(css).toMatch(/html\[data-spacious='true'\][^{]*\{\s*line-height: 1\.5;\s*letter-spacing: 0\.12em;\s*word-spacing: 0\.16em;/);
  });
});
