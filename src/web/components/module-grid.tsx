import { useState } from 'react';
import type { Island, ModuleMeta } from '../../content/schema/catalogue';
import { isFreeModule } from '../../content/catalogue-queries';
import type { ProgressSummary } from '../lib/progress';
import { SignInDialog } from './auth/sign-in-dialog';
import { ModuleCard } from './module-card';

type Props = {
  island: Island;
  modules: readonly ModuleMeta[];
  progress: ProgressSummary;
  /** The island is unlocked for this learner. */
  unlocked: boolean;
  /** What opens the island, shown on each card the learner cannot open yet (from unlockRequirement). */
  lockReason?: string | null;
};

/** An island's lesson cards; a visitor's locked card opens the sign-in dialog. */
export function ModuleGrid({ island, modules, progress, unlocked, lockReason = null }: Props) {
  const [signInOpen, setSignInOpen] = useState(false);
  const completed = new Set(progress.completedModules);
  const waiting = new Set(progress.pendingModules);
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {modules.map((meta) => {
          const needsSignIn = !progress.signedIn && !isFreeModule(meta.id);
          const islandLocked = progress.signedIn && !unlocked;
          return (
            <li key={meta.id} className="flex">
              <div className="flex w-full">
                <ModuleCard
                  meta={meta}
                  href={`${island.path}/${meta.id}`}
                  done={completed.has(meta.id)}
                  waiting={waiting.has(meta.id)}
                  bestScore={progress.moduleScores[meta.id]}
                  needsSignIn={needsSignIn}
                  islandLocked={islandLocked}
                  lockReason={needsSignIn || islandLocked ? lockReason : null}
                  onSignIn={() => setSignInOpen(true)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </>
  );
}
