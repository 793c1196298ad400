import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProfileModule from '../../lib/profile';
import { ACCESSORIES } from '../../../content/accessories';
import type { ProfileView } from '../../../domain/avatar';
import { useEquip, useProfile, useSetBase } from '../../lib/profile';
import { useSession } from '../../lib/session';
import { AccessoryCollection } from './accessory-collection';
import { AvatarPage } from './avatar-page';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_READING_SETTINGS } from '../../../domain/reading-settings-options';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../../i18n/i18n');
  initI18n();
  await i18nReady();
});

vi.mock('../../lib/profile', async (importOriginal) => ({
  ...(await importOriginal<typeof ProfileModule>()),
  useProfile: vi.fn(),
  useEquip: vi.fn(),
  useSetBase: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const USER = { id: 'u1', name: 'Kai', email: 'kai@example.com', image: null };
const equipMutate = vi.fn();
const setBaseMutate = vi.fn();

const PROFILE: ProfileView = {
  avatarBaseId: 'explorer-female',
  equipped: { headwear: 'sprout-cap' },
  jewels: 7,
  role: 'learner',
  readingSettings: DEFAULT_READING_SETTINGS,
  autoReadQuestions: false,
  inventory: [
    { accessoryId: 'sprout-cap', unlockedAt: '2025-01-01T00:00:00.000Z' },
    { accessoryId: 'lava-boots', unlockedAt: '2025-01-02T00:00:00.000Z' },
  ],
};

function withProfile(profile: ProfileView | null, isLoading = false) {
  vi.mocked(useProfile).mockReturnValue({ profile, isLoading, isRefreshFailing: false, error: null, refetch: vi.fn() });
}

function renderPage() {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={['/avatar']}>
        <Routes>
          <Route path="/avatar" element={<AvatarPage />} />
          <Route path="/auth" element={<p>Auth page</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  };
}

beforeEach(() => {
  equipMutate.mockReset();
  setBaseMutate.mockReset();
  vi.mocked(useSession).mockReturnValue({ user: USER, isLoading: false, error: null });
  vi.mocked(useEquip).mockReturnValue({ mutate: equipMutate } as unknown as ReturnType<typeof useEquip>);
  vi.mocked(useSetBase).mockReturnValue({ mutate: setBaseMutate, isPending: false } as unknown as ReturnType<typeof useSetBase>);
  withProfile(PROFILE);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('AvatarPage', () => {
  it('offline: shows the saved explorer with a note, and equipping and changing the explorer are disabled with the reason', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = renderPage();
      expect(screen.getByTestId('offline-note')).toHaveTextContent('Offline — showing your explorer as saved on this device');
      expect(screen.getByRole('img', { name: 'Girl Explorer' })).toBeInTheDocument();
      const unequip = screen.getByRole('button', { name: 'Unequip Sprout Cap' });
      expect(unequip).toBeDisabled();
      expect(unequip).toHaveAccessibleDescription('Connect to the internet to change what your explorer wears.');
      await user.click(unequip);
      expect(equipMutate).not.toHaveBeenCalled();
      const change = screen.getByRole('button', { name: 'Change Base Explorer' });
      expect(change).toBeDisabled();
      expect(change).toHaveAccessibleDescription('Connect to the internet to choose another explorer.');

      // Back online: the note goes and the buttons work again.
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByTestId('offline-note')).toBeEmptyDOMElement();
      expect(screen.getByRole('button', { name: 'Unequip Sprout Cap' })).toBeEnabled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says so in Chinese too', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await i18n.changeLanguage('zh-TW');
      renderPage();
      expect(screen.getByTestId('offline-note')).toHaveTextContent('目前離線：顯示這台裝置上儲存的探險家');
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends visitors to /auth', () => {
    vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null });
    withProfile(null);
    renderPage();
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('shows the loading message while the session or the profile loads', () => {
    vi.mocked(useSession).mockReturnValue({ user: null, isLoading: true, error: null });
    const { unmount } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading avatar customization...');
    unmount();

    vi.mocked(useSession).mockReturnValue({ user: USER, isLoading: false, error: null });
    withProfile(null, true);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading avatar customization...');
  });

  it('shows the explorer with its name, the gem count and what is equipped', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Girl Explorer' })).toBeInTheDocument();
    expect(screen.getByText('7 gems')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'My explorer' });
    expect(within(preview).getByText('Sprout Cap')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Change Base Explorer' })).toBeInTheDocument();
  });

  it('says when nothing is equipped', () => {
    withProfile({ ...PROFILE, equipped: {} });
    renderPage();
    expect(screen.getByText('Nothing equipped yet')).toBeInTheDocument();
  });

  it('opens the picker in changing mode', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Change Base Explorer' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Base Explorer' });
    expect(within(dialog).queryByRole('button', { name: 'Pick for me' })).not.toBeInTheDocument();
  });

  it('has five labelled tabs; an equipped item offers Unequip, a locked one the unlock text and no button', async () => {
    const { user } = renderPage();
    const tabs = within(screen.getByRole('tablist', { name: 'Accessory categories' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\d.*$/, ''))).toEqual(['Headwear', 'Eyewear', 'Back Items', 'Accessories', 'Footwear']);

    const headwear = screen.getByRole('tabpanel', { name: /Headwear/ });
    const sprout = within(headwear).getByRole('heading', { name: 'Sprout Cap' }).closest('li')!;
    expect(within(sprout).getByText('Equipped')).toBeInTheDocument();
    await user.click(within(sprout).getByRole('button', { name: 'Unequip Sprout Cap' }));
    expect(equipMutate).toHaveBeenCalledWith({ category: 'headwear', accessoryId: null });

    const captain = within(headwear).getByRole('heading', { name: 'Harbor Captain Hat' }).closest('li')!;
    expect(within(captain).getByText('Complete first module of Future Harbor to unlock')).toBeInTheDocument();
    expect(within(captain).getByText('Locked')).toBeInTheDocument();
    expect(within(captain).queryByRole('button')).not.toBeInTheDocument();
  });

  it('Equip sends the category and the item', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: /Footwear/ }));
    const footwear = screen.getByRole('tabpanel', { name: /Footwear/ });
    await user.click(within(footwear).getByRole('button', { name: 'Equip Lava Boots' }));
    expect(equipMutate).toHaveBeenCalledWith({ category: 'footwear', accessoryId: 'lava-boots' });
  });

  it('shows the profile error with a retry', () => {
    withProfile(null);
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Profile not found. Please try refreshing the page.');
  });

  it('speaks Traditional Chinese, island names included', async () => {
    await i18n.changeLanguage('zh-TW');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '打扮你的探險家' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /頭飾/ })).toBeInTheDocument();
    expect(screen.getByText('完成未來港灣的第一堂課就能解鎖')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '卸下嫩芽帽' })).toBeInTheDocument();
  });
});

describe('AccessoryCollection', () => {
  it('says so when a category has no accessories', async () => {
    const user = userEvent.setup();
    render(
      <AccessoryCollection
        owned={new Set()}
        equipped={{}}
        onToggle={() => undefined}
        accessories={ACCESSORIES.filter((item) => item.category !== 'eyewear')}
      />,
    );
    await user.click(screen.getByRole('tab', { name: /Eyewear/ }));
    expect(screen.getByRole('tabpanel', { name: /Eyewear/ })).toHaveTextContent('No accessories available in this category yet.');
  });
});
