import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { deleteMyAccount } from './account-requests';
import { DeleteAccountDialog } from './delete-account-dialog';
import { i18n } from '../../i18n/i18n';

await vi.hoisted(async () => {
  const { i18nReady, initI18n } = await import('../../i18n/i18n');
  initI18n();
  await i18nReady();
});

vi.mock('./account-requests', () => ({ deleteMyAccount: vi.fn(), downloadMyData: vi.fn() }));

function renderDialog() {
  const onDeleted = vi.fn();
  const user = userEvent.setup();
  render(<DeleteAccountDialog username="Kai" onDeleted={onDeleted} />);
  return { user, onDeleted };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.mocked(deleteMyAccount).mockReset();
});

describe('DeleteAccountDialog', () => {
  it('deletes nothing until the username is typed, then deletes with what was typed', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue({ deleted: true });
    const { user, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const field = screen.getByLabelText('To confirm, type your username: Kai');
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(screen.getByText('That is not your username. Type it exactly as it is shown.')).toBeInTheDocument();
    await user.type(field, 'Ka{Enter}');
    expect(deleteMyAccount).not.toHaveBeenCalled();

    await user.type(field, 'I{Enter}');
    expect(deleteMyAccount).toHaveBeenCalledWith('KaI');
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('shows the server’s refusal in the learner’s language and keeps the dialog open', async () => {
    await i18n.changeLanguage('zh-TW');
    vi.mocked(deleteMyAccount).mockRejectedValue(new ApiError(401, 'UNAUTHORIZED', 'User not authenticated'));
    const { user, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: '刪除我的帳號' }));
    await user.type(screen.getByLabelText('請輸入你的暱稱來確認：Kai'), 'kai{Enter}');
    expect(await screen.findByText('尚未登入，請先登入。')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '確定要永久刪除帳號嗎？' })).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('closes on Keep my account without deleting, and gives focus back to the button', async () => {
    const { user } = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(deleteMyAccount).not.toHaveBeenCalled();
  });
});
