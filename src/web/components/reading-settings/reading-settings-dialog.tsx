import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { READING_NS } from './reading-settings-i18n';
import { ReadingSettingsControls } from './reading-settings-controls';

/** The header's "Reading settings": a small dialog with the same controls as /account's Reading section. */
export function ReadingSettingsDialog({ trigger, defaultOpen = false }: { trigger: ReactNode; defaultOpen?: boolean }) {
  const { t } = useTranslation(READING_NS);
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-white p-4 shadow-xl focus-visible:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="min-w-0 wrap-anywhere text-2xl font-extrabold text-teal-900">{t('title')}</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{t('close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-slate-800">{t('intro')}</Dialog.Description>
          <ReadingSettingsControls />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
