import { lazy, Suspense, useState } from 'react';
import type { AuthTab } from './auth-tabs';

export type SignInDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; defaultTab?: AuthTab };

// Radix Dialog and the sign-in forms load when the dialog first opens, not with the page that offers it.
const SignInDialogBody = lazy(() => import('./sign-in-dialog-body').then((module) => ({ default: module.SignInDialogBody })));

/** The modal opened from locked content (425 px wide on larger screens). */
export function SignInDialog(props: SignInDialogProps) {
  // Once opened it stays mounted, so Radix can close it (and hand focus back) as usual.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialogBody {...props} />
    </Suspense>
  );
}
