import { lazy, Suspense } from 'react';
import { loadSonner, useToasterWanted } from '../../lib/toast';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, mounted (and its code fetched) only once something raises a toast. */
export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />
    </Suspense>
  );
}
