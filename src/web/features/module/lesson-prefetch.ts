import { getModuleMeta } from '../../../content/catalogue-queries';
import { loadRawModuleBody } from '../../../content/module-body-loaders';

/** Each format's player is its own chunk: a classic lesson never downloads the adventure page, and the reverse. */
export const loadAdventurePlayer = () => import('./adventure/adventure-quest');
export const loadClassicPlayer = () => import('./classic/classic-module');

/**
 * Starts downloading a lesson's body and its format's player at once (called by the route's loader, beside the
 * page's own chunk), instead of the page asking for the body once it renders and for the player once the body is in.
 * Both land in the module cache, where the page's own imports find them. Failures are the page's to report.
 */
export function prefetchLesson(moduleId: string): void {
  const meta = getModuleMeta(moduleId);
  if (!meta) return;
  loadRawModuleBody(moduleId).catch(() => undefined);
  (meta.format === 'adventure' ? loadAdventurePlayer() : loadClassicPlayer()).catch(() => undefined);
}
