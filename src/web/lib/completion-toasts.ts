import type { TFunction } from 'i18next';
import { toast } from './toast';
import { ACCESSORIES } from '../../content/accessories';
import { BADGES } from '../../content/badges';
import { getIsland } from '../../content/catalogue-queries';
import type { QuizOutcome } from '../../domain/progress-api';
import { completionToastSchedule, completionToastTier } from '../../domain/scoring-feedback';
import type { UiLanguage } from '../i18n/i18n';

const TIER_KEYS = {
  perfect: ['completion.perfect', 'completion.perfectBody'],
  great: ['completion.great', 'completion.greatBody'],
  'well-done': ['completion.wellDone', 'completion.wellDoneBody'],
  'keep-learning': ['completion.keepLearning', 'completion.keepLearningBody'],
} as const;

/** The score toast at once; then, for a completion, 'Module Completed' and each new badge, staggered as the spec says. */
export function showCompletionToasts(outcome: QuizOutcome, t: TFunction, language: UiLanguage) {
  const tier = completionToastTier(outcome.score);
  const [title, body] = TIER_KEYS[tier.tier];
  toast(t(title), { description: t(body, { score: outcome.score }), duration: tier.durationMs });
  if (!outcome.completed) return;

  for (const item of completionToastSchedule(outcome.newBadges)) {
    setTimeout(() => {
      if (item.kind === 'module-completed') {
        const gems = outcome.gemsAwarded > 0 ? ` ${t('completion.gems', { count: outcome.gemsAwarded })}` : '';
        toast.success(t('completion.moduleCompleted'), { description: `${t('completion.moduleCompletedBody')}${gems}`, duration: item.durationMs });
      } else {
        const badge = BADGES.find((candidate) => candidate.id === item.badgeId);
        toast.success(t('completion.newBadge', { name: badge ? badge.name[language] : item.badgeId }), { duration: item.durationMs });
      }
    }, item.delayMs);
  }

  const lastDelay = completionToastSchedule(outcome.newBadges).at(-1)?.delayMs ?? 0;
  outcome.accessoriesUnlocked.forEach((unlocked, index) => {
    const accessory = ACCESSORIES.find((candidate) => candidate.id === unlocked.id);
    const island = getIsland(unlocked.island);
    setTimeout(
      () =>
        toast.success(t('completion.accessoryUnlocked'), {
          description: t('completion.accessoryUnlockedBody', { item: accessory?.name[language] ?? unlocked.id, island: island?.title[language] ?? unlocked.island }),
          duration: 4000,
        }),
      lastDelay + 1500 * (index + 1),
    );
  });
}
