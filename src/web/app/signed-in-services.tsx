import { useGuestMerge } from '../lib/guest-merge';
import { OfflineCachePersister } from '../lib/offline-cache-persister';
import { useQuizOutboxSync } from '../lib/quiz-outbox-sync';
import { ReadingSettingsEffect } from '../lib/reading-settings';
import { useSession } from '../lib/session';

/**
 * What runs in the background only for a signed-in learner: merging progress made as a guest, sending
 * quizzes kept on this device, keeping their progress and profile on this device for reading offline, and keeping
 * the page on their reading settings from the server. Its own chunk, so a visitor's first page does not download it
 * (a visitor's reading settings are applied by main.tsx and `update`).
 */
export function SignedInServices() {
  const { user } = useSession();
  useGuestMerge();
  useQuizOutboxSync();
  return (
    <>
      {user ? <OfflineCachePersister userId={user.id} /> : null}
      <ReadingSettingsEffect />
    </>
  );
}
