import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { AuthTabs } from './auth-tabs';
import type { SignInDialogProps } from './sign-in-dialog';
import '../../i18n/page-strings';

/** The sign-in modal itself; see ./sign-in-dialog.tsx. */
export function SignInDialogBody({ open, onOpenChange, defaultTab = 'sign-in' }: SignInDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{t('auth.dialogTitle')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-700">{t('auth.dialogDescription')}</Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{t('auth.close')}</span>
            </Dialog.Close>
          </div>
          <AuthTabs defaultTab={defaultTab} googleLabel="signInWithGoogle" onSignedIn={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
