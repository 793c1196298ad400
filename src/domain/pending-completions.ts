/**
 * Lessons finished on this device that wait in the quiz outbox (decision 012) are shown at once as done, marked
 * as waiting to sync (decision 028). The server grades, so nothing here invents a score: a lesson only waiting
 * has no score until the server's answer arrives and replaces this picture.
 */

export type ProgressToShow = {
  /** The server's completed lessons, then the waiting ones it does not have yet. */
  completedModules: readonly string[];
  /** The server's best scores only. */
  moduleScores: Readonly<Record<string, number>>;
  /** Lessons finished on this device and not yet sent, done before or not, in the order they were finished. */
  pendingModules: readonly string[];
};

/**
 * What the progress page and the map show: the last known progress (from the server or kept on the device) with
 * the lessons waiting in the outbox counted as done. Ids that are not lessons of the catalogue are ignored.
 */
export function withPendingCompletions(
  progress: { completedModules: readonly string[]; moduleScores: Readonly<Record<string, number>> },
  pendingModuleIds: readonly string[],
  catalogueModuleIds: ReadonlySet<string>,
): ProgressToShow {
  const pendingModules = [...new Set(pendingModuleIds)].filter((id) => catalogueModuleIds.has(id));
  if (pendingModules.length === 0) return { ...progress, pendingModules };
  const done = new Set(progress.completedModules);
  return {
    completedModules: [...progress.completedModules, ...pendingModules.filter((id) => !done.has(id))],
    moduleScores: progress.moduleScores,
    pendingModules,
  };
}
