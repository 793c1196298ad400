import { lazy, Suspense, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, useToasterWanted } from '../../lib/toast';

const NoToaster: ComponentType<ToasterProps> = () => null;
// Offline with sonner never fetched, the page goes on without toasts rather than failing into the error page.
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: NoToaster }),
  ),
);

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
