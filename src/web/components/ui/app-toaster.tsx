import { lazy, Suspense } from 'react';
import { loadSonner, useToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, mounted (and its code fetched) only once something raises a toast. At the bottom, so a
 * toast never covers the sticky header or a dialog's title (at the top it hid 'Choose Your Explorer' on phones);
 * sonner spans phones' full width and keeps to the right corner on wider screens.
 */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
