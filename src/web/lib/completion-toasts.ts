import type { TFunction } from 'i18next';
import { toast } from './toast';
import { ACCESSORIES } from '../../content/accessories';
import { BADGES } from '../../content/badges';
import { getIsland, getModuleMeta } from '../../content/catalogue-queries';
import type { QuizOutcome, QuizRequest } from '../../domain/progress-api';
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

/** Long enough to read a lesson's name and what it earned. */
const SYNCED_TOAST_MS = 7000;

/**
 * A lesson that waited on this device has reached the server: one toast saying it is saved, with its
 * score and what it earned (gems, badges, an accessory).
 */
export function showSyncedToast(request: QuizRequest, outcome: QuizOutcome | null, t: TFunction, language: UiLanguage) {
  const title = getModuleMeta(request.moduleId)?.title[language] ?? request.moduleId;
  const parts = [outcome ? t('outbox.syncedScore', { title, score: outcome.score }) : title];
  if (outcome) {
    if (outcome.gemsAwarded > 0) parts.push(t('completion.gems', { count: outcome.gemsAwarded }));
    for (const id of outcome.newBadges) {
      const badge = BADGES.find((candidate) => candidate.id === id);
      parts.push(t('completion.newBadge', { name: badge ? badge.name[language] : id }));
    }
    for (const unlocked of outcome.accessoriesUnlocked) {
      const accessory = ACCESSORIES.find((candidate) => candidate.id === unlocked.id);
      parts.push(t('outbox.syncedAccessory', { item: accessory?.name[language] ?? unlocked.id }));
    }
  }
  toast.success(t('outbox.synced'), { description: parts.join(language === 'zh-TW' ? '，' : ' · '), duration: SYNCED_TOAST_MS });
}

/** A queued lesson the server refused for good (it can never be saved as it is): say so kindly. */
export function showRejectedToast(request: QuizRequest, t: TFunction, language: UiLanguage) {
  const title = getModuleMeta(request.moduleId)?.title[language] ?? request.moduleId;
  toast.error(t('outbox.rejected', { title }), { description: t('outbox.rejectedBody'), duration: SYNCED_TOAST_MS });
}
