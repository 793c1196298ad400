import { useCallback } from 'react';
import { getIsland } from '../../content/catalogue-queries';
import type { UnlockRequirement } from '../../domain/unlocking';
import { useTranslation, useUiLanguage } from '../i18n/i18n';
import type { IslandStatus } from './island-status';
import { UNLOCK_NS } from './unlock-i18n';

/**
 * The words for an island's lock, from the domain's unlockRequirement: `reason` is what opens it (null when
 * open), `state` its state in a word or two ("Locked", "3 of 10 done"), `name` the island's name with its state.
 */
export function useUnlockText() {
  const { t } = useTranslation(UNLOCK_NS);
  const language = useUiLanguage();

  const reason = useCallback(
    (requirement: UnlockRequirement): string | null => {
      switch (requirement.kind) {
        case 'open':
          return null;
        case 'not-on-route':
          return t('notOnRoute');
        case 'sign-in': {
          const island = getIsland(requirement.island).title[language];
          return requirement.needed === 0 ? t('signInOnly') : t('signIn', { count: requirement.total, needed: requirement.needed, island });
        }
        case 'finish-previous':
          return t('finish', { count: requirement.left, island: getIsland(requirement.island).title[language] });
      }
    },
    [t, language],
  );

  const state = useCallback(
    ({ unlocked, completed, total }: Pick<IslandStatus, 'unlocked' | 'completed' | 'total'>): string => {
      if (!unlocked) return t('stateLocked');
      if (total > 0 && completed >= total) return t('stateDone');
      if (completed > 0) return t('stateProgress', { completed, total });
      return t('stateOpen');
    },
    [t],
  );

  const name = useCallback((status: IslandStatus): string => t('hotspotName', { island: status.island.title[language], state: state(status) }), [t, language, state]);

  return { reason, state, name };
}
