import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  close: string;
  /** Resolves when done; the dialog closes then. A rejection keeps it open (the caller shows the error). */
  onConfirm: () => Promise<unknown>;
};

/** Asks before something a grown-up cannot undo with one tap (removing a child, deleting a group). */
export function ConfirmDialog({ trigger, title, text, confirm, cancel, close, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller has told the grown-up what went wrong; the dialog stays so they can try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl focus-visible:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="wrap-anywhere text-2xl font-extrabold text-rose-900">{title}</Dialog.Title>
            <Dialog.Close
              disabled={busy}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
              <span className="sr-only">{close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-slate-800">{text}</Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="neutral" disabled={busy}>
                {cancel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" disabled={busy} onClick={() => void run()}>
              {confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
