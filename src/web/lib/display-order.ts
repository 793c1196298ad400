import { useMemo } from 'react';
import { displayKey, inDisplayOrder } from '../../domain/display-order';
import { useSession } from './session';

/** A visitor's own seed, kept on this device so their order survives a reload. */
const GUEST_SEED_KEY = 'money-islands.display-seed';
let memorySeed: string | undefined;

function randomSeed(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

function guestSeed(): string {
  try {
    const kept = window.localStorage.getItem(GUEST_SEED_KEY);
    if (kept) return kept;
    const made = randomSeed();
    window.localStorage.setItem(GUEST_SEED_KEY, made);
    return made;
  } catch {
    // No storage (a private window that refuses it): stable for this visit at least.
    memorySeed ??= randomSeed();
    return memorySeed;
  }
}

/** Whose order to show: a signed-in learner's on every device, a visitor's on this one. */
export function useLearnerSeed(): string {
  const { user } = useSession();
  return user ? `learner:${user.id}` : `visitor:${guestSeed()}`;
}

/**
 * A question's options or a frame's words in this learner's order (domain/display-order.ts), each with its
 * authored index, which is what is sent and graded. Same learner, same lesson, same item: same order.
 */
export function useDisplayOrder<T>(items: readonly T[], moduleId: string, itemId: string, fixed = false): { item: T; index: number }[] {
  const seed = useLearnerSeed();
  return useMemo(() => inDisplayOrder(items, displayKey(seed, moduleId, itemId), fixed), [items, seed, moduleId, itemId, fixed]);
}
