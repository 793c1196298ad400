import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../../lib/api-client';
import type { ProfileView } from '../../../domain/avatar';
import { apiFetch, ApiError } from '../../lib/api-client';
import { profileQueryKey } from '../../lib/profile';
import { useSession } from '../../lib/session';
import { BasePickerDialog } from './base-picker-dialog';
import { ExplorerOnboarding } from './explorer-onboarding';
import { i18n } from '../../i18n/i18n';
import { DEFAULT_READING_SETTINGS } from '../../../domain/reading-settings-options';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../../i18n/i18n');
  initI18n();
  await i18nReady();
});

vi.mock('../../lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClientModule>()), apiFetch: vi.fn() }));
vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const fetchMock = vi.mocked(apiFetch);
const USER = { id: 'picker-user', name: 'Mei', email: 'mei@example.com', image: null };
const NO_BASE: ProfileView = { avatarBaseId: null, equipped: {}, jewels: 0, inventory: [], role: 'learner', readingSettings: DEFAULT_READING_SETTINGS, autoReadQuestions: false };

function setup(ui: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  return { client, user: userEvent.setup(), ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(useSession).mockReturnValue({ user: USER, isLoading: false, error: null });
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('BasePickerDialog', () => {
  it('choosing for the first time: title, all eight explorers, Pick for me, Select disabled until a choice', async () => {
    const { user } = setup(<BasePickerDialog open mode="choose" onOpenChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Explorer' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    expect(within(dialog).getByRole('radio', { name: /Girl Navigator/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Navigator' })).toHaveAccessibleDescription(/^Agility/);

    const select = within(dialog).getByRole('button', { name: 'Select Explorer' });
    expect(select).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Pick for me' }));
    expect(within(dialog).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(select).toBeEnabled();
  });

  it('changing: its own title, the current explorer marked, and no Pick for me', () => {
    setup(<BasePickerDialog open mode="change" currentBaseId="guardian" onOpenChange={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Change Base Explorer' });
    expect(within(dialog).queryByRole('button', { name: 'Pick for me' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Select Explorer' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Guardian' })).toHaveAccessibleDescription(/^Current Resilience/);
  });

  it('saves the chosen explorer, shows Saving..., toasts and closes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onOpenChange = vi.fn();
    const { user, client } = setup(<BasePickerDialog open mode="choose" onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('radio', { name: /Girl Innovator/ }));
    await user.click(screen.getByRole('button', { name: 'Select Explorer' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/avatar/base', expect.objectContaining({ method: 'PUT', body: { baseId: 'innovator-female' } }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    const saved: ProfileView = { ...NO_BASE, avatarBaseId: 'innovator-female' };
    answer(saved);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Explorer selected!', { description: 'Your avatar has been updated.' });
    expect(client.getQueryData(profileQueryKey(USER.id))).toEqual(saved);
  });

  it('keeps the dialog open and toasts the failure when saving fails', async () => {
    fetchMock.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const onOpenChange = vi.fn();
    const { user } = setup(<BasePickerDialog open mode="change" currentBaseId="explorer" onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('radio', { name: 'Navigator' }));
    await user.click(screen.getByRole('button', { name: 'Select Explorer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to save avatar selection.' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Select Explorer' })).toBeEnabled();
  });

  it('speaks Traditional Chinese', async () => {
    await i18n.changeLanguage('zh-TW');
    setup(<BasePickerDialog open mode="choose" onOpenChange={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '選擇你的探險家' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '幫我選' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /女孩領航員/ })).toBeInTheDocument();
  });
});

describe('ExplorerOnboarding', () => {
  function answer(profile: ProfileView) {
    fetchMock.mockImplementation((path: string) => Promise.resolve(path === '/api/avatar/claim' ? { granted: [] } : profile));
  }

  it('opens the picker for a learner without an explorer, and closing hides it for this visit', async () => {
    answer(NO_BASE);
    const { user, rerender, client } = setup(<ExplorerOnboarding />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Explorer' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(
      <QueryClientProvider client={client}>
        <ExplorerOnboarding />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed for a learner who has an explorer, and for a visitor', async () => {
    answer({ ...NO_BASE, avatarBaseId: 'navigator' });
    setup(<ExplorerOnboarding />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/avatar', expect.anything()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.mocked(useSession).mockReturnValue({ user: null, isLoading: false, error: null });
    fetchMock.mockReset();
    setup(<ExplorerOnboarding />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
