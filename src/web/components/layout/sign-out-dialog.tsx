import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import '../../i18n/page-strings';

type Props = {
  /** What waits on this device; null: the dialog is closed. */
  waiting: { lessons: number; answers: number } | null;
  onStay: () => void;
  onSignOut: () => Promise<void>;
};

/**
 * Asked before signing out while lessons or answers still wait to sync (issue 26): signing out removes them
 * from this device. Staying signed in is the default (it has the focus), so a quick tap never loses work.
 */
export function SignOutDialog({ waiting, onStay, onSignOut }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  const parts = waiting
    ? [
        ...(waiting.lessons > 0 ? [t('signOutConfirm.lessons', { count: waiting.lessons })] : []),
        ...(waiting.answers > 0 ? [t('signOutConfirm.answers', { count: waiting.answers })] : []),
      ]
    : [];

  async function signOut() {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={waiting !== null} onOpenChange={(open) => !open && !busy && onStay()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Staying signed in is the default: a quick Enter never loses work.
            event.preventDefault();
            stay.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl focus-visible:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-extrabold text-slate-900">{t('signOutConfirm.title')}</Dialog.Title>
            <Dialog.Close
              disabled={busy}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{t('signOutConfirm.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-lg text-slate-800">{t('signOutConfirm.body', { what: parts.join(t('signOutConfirm.and')) })}</Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="danger" disabled={busy} onClick={() => void signOut()}>
              {t('signOutConfirm.confirm')}
            </Button>
            <Dialog.Close asChild>
              <Button ref={stay} variant="primary" disabled={busy}>
                {t('signOutConfirm.stay')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
