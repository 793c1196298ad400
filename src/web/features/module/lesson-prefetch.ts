import { getModuleMeta } from '../../../content/catalogue-queries';
import { prefetchServerPosition } from '../../lib/lesson-position';
import { loadModuleBody } from '../../lib/module-content';
import { LAST_SESSION_KEY } from '../../lib/session';
import type * as AdventureModule from './adventure/adventure-quest';
import type * as ClassicModule from './classic/classic-module';

type AdventurePlayer = typeof AdventureModule;
type ClassicPlayer = typeof ClassicModule;

// Each format's player is its own chunk: a classic lesson never downloads the adventure page, and the reverse.
// Once loaded, the page renders it directly instead of through React.lazy (no Suspense fallback to reveal).
let adventurePlayer: AdventurePlayer | undefined;
let classicPlayer: ClassicPlayer | undefined;
export const loadAdventurePlayer = async () => (adventurePlayer ??= await import('./adventure/adventure-quest'));
export const loadClassicPlayer = async () => (classicPlayer ??= await import('./classic/classic-module'));
export const loadedAdventurePlayer = () => adventurePlayer;
export const loadedClassicPlayer = () => classicPlayer;

/** How long a lesson route waits for its body and player before it shows the page with its skeleton. */
export const LESSON_WAIT_MS = 2_000;

/**
 * Loads a lesson's body, its format's player and (signed in) where it was left, at once (called by the route's loader, beside the page's own
 * chunk), instead of the page asking for the body once it renders and for the player once the body is in.
 * Resolves when both are in, or after LESSON_WAIT_MS on a slow connection; never rejects: a failure is the
 * page's to report (it asks again and shows its error).
 */
export function prefetchLesson(moduleId: string): Promise<void> {
  const meta = getModuleMeta(moduleId);
  if (!meta) return Promise.resolve();
  const learner = lastLearnerId();
  const both = Promise.all([
    loadModuleBody(moduleId),
    meta.format === 'adventure' ? loadAdventurePlayer() : loadClassicPlayer(),
    // Where a signed-in learner left this lesson (decision 027), so it opens there at once.
    learner ? prefetchServerPosition(learner, moduleId) : undefined,
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LESSON_WAIT_MS);
  });
  return Promise.race([both.then(() => undefined), timeout])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/** The learner this device last knew (session.ts keeps it): a guess, checked by the page against the real session. */
function lastLearnerId(): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? 'null') as { id?: unknown } | null;
    return typeof kept?.id === 'string' ? kept.id : null;
  } catch {
    return null;
  }
}
