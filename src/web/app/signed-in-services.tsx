import { useGuestMerge } from '../lib/guest-merge';
import { useQuizOutboxSync } from '../lib/quiz-outbox-sync';

/**
 * What runs in the background only for a signed-in learner: merging progress made as a guest, and sending
 * quizzes kept on this device. Its own chunk, so a visitor's first page does not download it.
 */
export function SignedInServices() {
  useGuestMerge();
  useQuizOutboxSync();
  return null;
}
