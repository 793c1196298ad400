import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from './api-client';
import { ACCESSORY_CATEGORIES } from '../../content/schema/ids';
import type { ProfileView } from '../../domain/avatar';
import { apiFetch, ApiError } from './api-client';
import { ACCESSORY_SLOTS, nextEquipped, profileQueryKey, useAccessoryClaim, useEquip, useProfile } from './profile';
import { useSession } from './session';
import { DEFAULT_READING_SETTINGS } from '../../domain/reading-settings-options';

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

function signIn(id: string) {
  sessionMock.mockReturnValue({ user: { id, name: id, email: `${id}@example.com`, image: null }, isLoading: false, error: null });
}

function wrapperWith(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

const PROFILE: ProfileView = {
  avatarBaseId: 'guardian',
  equipped: { headwear: 'sprout-cap' },
  jewels: 3,
  role: 'learner',
  readingSettings: DEFAULT_READING_SETTINGS,
  autoReadQuestions: false,
  inventory: [
    { accessoryId: 'sprout-cap', unlockedAt: '2025-01-01T00:00:00.000Z' },
    { accessoryId: 'lava-boots', unlockedAt: '2025-01-02T00:00:00.000Z' },
  ],
};

beforeEach(() => {
  fetchMock.mockReset();
  sessionMock.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('ACCESSORY_SLOTS', () => {
  it('lists every accessory category, in the tab order', () => {
    expect([...ACCESSORY_SLOTS]).toEqual([...ACCESSORY_CATEGORIES]);
  });
});

describe('nextEquipped', () => {
  it('puts an item on, replaces the slot, and takes it off when equipped again or with null', () => {
    expect(nextEquipped({}, { category: 'headwear', accessoryId: 'sprout-cap' })).toEqual({ headwear: 'sprout-cap' });
    expect(nextEquipped({ headwear: 'sprout-cap' }, { category: 'headwear', accessoryId: 'captain-hat' })).toEqual({ headwear: 'captain-hat' });
    expect(nextEquipped({ headwear: 'sprout-cap', footwear: 'lava-boots' }, { category: 'headwear', accessoryId: 'sprout-cap' })).toEqual({
      footwear: 'lava-boots',
    });
    expect(nextEquipped({ headwear: 'sprout-cap' }, { category: 'headwear', accessoryId: null })).toEqual({});
  });
});

describe('useProfile', () => {
  it('does not ask the server for a visitor', () => {
    sessionMock.mockReturnValue({ user: null, isLoading: false, error: null });
    const { result } = renderHook(() => useProfile(), { wrapper: wrapperWith(newClient()) });
    expect(result.current).toMatchObject({ profile: null, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the signed-in learner’s profile under their own key', async () => {
    signIn('profile-user');
    fetchMock.mockResolvedValue(PROFILE);
    const client = newClient();
    const { result } = renderHook(() => useProfile(), { wrapper: wrapperWith(client) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.profile).toEqual(PROFILE));
    expect(fetchMock).toHaveBeenCalledWith('/api/avatar', expect.anything());
    expect(client.getQueryData(profileQueryKey('profile-user'))).toEqual(PROFILE);
  });
});

describe('useEquip', () => {
  it('shows the change at once, keeps the server’s answer and toasts the item', async () => {
    signIn('equip-user');
    const client = newClient();
    const key = profileQueryKey('equip-user');
    client.setQueryData(key, PROFILE);
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));

    const { result } = renderHook(() => useEquip(), { wrapper: wrapperWith(client) });
    act(() => result.current.mutate({ category: 'footwear', accessoryId: 'lava-boots' }));

    await waitFor(() => expect(client.getQueryData<ProfileView>(key)?.equipped).toEqual({ headwear: 'sprout-cap', footwear: 'lava-boots' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/avatar/equipped', expect.objectContaining({ method: 'PUT', body: { category: 'footwear', accessoryId: 'lava-boots' } }));

    answer({ ...PROFILE, equipped: { headwear: 'sprout-cap', footwear: 'lava-boots' }, action: 'equipped' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item equipped', { description: 'Lava Boots' }));
    expect(client.getQueryData<ProfileView>(key)).toEqual({ ...PROFILE, equipped: { headwear: 'sprout-cap', footwear: 'lava-boots' } });
  });

  it('names the item taken off when unequipping with null', async () => {
    signIn('unequip-user');
    const client = newClient();
    client.setQueryData(profileQueryKey('unequip-user'), PROFILE);
    fetchMock.mockResolvedValue({ ...PROFILE, equipped: {}, action: 'unequipped' });
    const { result } = renderHook(() => useEquip(), { wrapper: wrapperWith(client) });
    act(() => result.current.mutate({ category: 'headwear', accessoryId: null }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item unequipped', { description: 'Sprout Cap' }));
  });

  it('rolls the preview back and toasts the failure when the server refuses', async () => {
    signIn('refused-user');
    const client = newClient();
    const key = profileQueryKey('refused-user');
    client.setQueryData(key, PROFILE);
    fetchMock.mockRejectedValue(new ApiError(403, 'NOT_OWNED', 'not owned'));
    const { result } = renderHook(() => useEquip(), { wrapper: wrapperWith(client) });
    act(() => result.current.mutate({ category: 'eyewear', accessoryId: 'mirage-shades' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to update equipment' }));
    expect(client.getQueryData(key)).toEqual(PROFILE);
  });
});

describe('useAccessoryClaim', () => {
  it('asks once per learner per page load, toasts each granted item with its island and refreshes the profile', async () => {
    signIn('claim-user');
    const client = newClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fetchMock.mockResolvedValue({ granted: [{ id: 'sprout-cap', island: 'seed' }, { id: 'lava-boots', island: 'risk' }] });

    const first = renderHook(() => useAccessoryClaim(), { wrapper: wrapperWith(client) });
    first.rerender();
    renderHook(() => useAccessoryClaim(), { wrapper: wrapperWith(client) });

    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/avatar/claim', expect.objectContaining({ method: 'POST' }));
    expect(toast.success).toHaveBeenCalledWith('New accessory unlocked!', expect.objectContaining({ description: 'Sprout Cap from Seed Island' }));
    expect(toast.success).toHaveBeenCalledWith('New accessory unlocked!', expect.objectContaining({ description: 'Lava Boots from Risk Volcano' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] }));
  });

  it('stays quiet when nothing is granted or the check fails, and never runs for a visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionMock.mockReturnValue({ user: null, isLoading: false, error: null });
    renderHook(() => useAccessoryClaim(), { wrapper: wrapperWith(newClient()) });
    expect(fetchMock).not.toHaveBeenCalled();

    signIn('empty-claim-user');
    fetchMock.mockResolvedValueOnce({ granted: [] });
    renderHook(() => useAccessoryClaim(), { wrapper: wrapperWith(newClient()) });
    signIn('failing-claim-user');
    fetchMock.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    renderHook(() => useAccessoryClaim(), { wrapper: wrapperWith(newClient()) });

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toast.success).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
