import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, TriangleAlert, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { confirmationMatches, MAX_CONFIRMATION_LENGTH } from '../../../domain/account-confirmation';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useApiErrorMessage } from '../../lib/api-error-message';
import { ACCOUNT_NS } from './account-i18n';
import { deleteMyAccount } from './account-requests';
import '../../i18n/page-strings';

type Props = {
  /** The learner's username, which they type to confirm. */
  username: string;
  onDeleted: () => void;
};

/** Asks for the username before deleting: one stray tap or key press can never erase an account. */
export function DeleteAccountDialog({ username, onDeleted }: Props) {
  const { t } = useTranslation(ACCOUNT_NS);
  const errorMessage = useApiErrorMessage('errors.INTERNAL');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) {
      setTyped('');
      setError(undefined);
    }
    setOpen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmationMatches(typed, username)) {
      setError(t('dialog.mismatch'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount(typed);
      setOpen(false);
      onDeleted();
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger" className="mt-4">
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          {t('remove.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          // The learner came to type their username: start there, not on the close button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector('input')?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-3xl bg-white shadow-xl focus-visible:outline-none">
          <div className="flex items-start justify-between gap-4 px-5 pb-2 pt-5 sm:px-6">
            <Dialog.Title className="text-2xl font-extrabold text-rose-900">{t('dialog.title')}</Dialog.Title>
            <Dialog.Close
              disabled={busy}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{t('dialog.close')}</span>
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 px-5 pb-5 sm:px-6">
            <Dialog.Description className="text-slate-800">{t('dialog.description')}</Dialog.Description>
            <p className="flex items-center gap-3 rounded-2xl bg-amber-100 p-3 font-semibold text-amber-950">
              <TriangleAlert className="h-6 w-6 shrink-0" aria-hidden="true" />
              {t('dialog.grownUp')}
            </p>
            <TextField
              label={t('dialog.confirmLabel', { name: username })}
              name="confirm-username"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={MAX_CONFIRMATION_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={error}
              disabled={busy}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="neutral" disabled={busy}>
                  {t('dialog.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={busy}>
                {busy ? t('dialog.working') : t('dialog.confirm')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
