import { lazy, Suspense, useState } from 'react';
import { useAccessoryClaim, useProfile } from '../../lib/profile';
import { useSession } from '../../lib/session';

// The picker (Radix Dialog and eight explorer drawings) loads only when a learner has to choose.
const BasePickerDialog = lazy(() => import('./base-picker-dialog').then((module) => ({ default: module.BasePickerDialog })));

/**
 * For a signed-in learner, on every page: runs the retroactive accessory check once, and opens the
 * picker when the profile has no explorer yet. Closing or choosing hides it for the rest of this visit.
 */
export function ExplorerOnboarding() {
  const { user } = useSession();
  const { profile } = useProfile();
  useAccessoryClaim();
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const open = Boolean(user && profile && profile.avatarBaseId === null && dismissedFor !== user.id);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BasePickerDialog
        open
        mode="choose"
        onOpenChange={(next) => {
          if (!next && user) setDismissedFor(user.id);
        }}
      />
    </Suspense>
  );
}
