import { toast } from './toast';
import { ACCESSORIES } from '../../content/accessories';
import { BADGES } from '../../content/badges';
import { getModuleMeta } from '../../content/catalogue-queries';
import type { QuizOutcome, QuizRequest } from '../../domain/progress-api';
import { completionVoice } from '../../domain/scoring-feedback';
import type { TFunction, UiLanguage } from '../i18n/i18n';
import '../i18n/page-strings';

const TIER_TITLES = {
  perfect: 'completion.perfect',
  great: 'completion.great',
  'well-done': 'completion.wellDone',
  'keep-learning': 'completion.keepLearning',
} as const;

/** The words of what a completion earned: gems, new badges, a new accessory (each only when there is one). */
function earnedParts(outcome: QuizOutcome, t: TFunction, language: UiLanguage): string[] {
  const parts: string[] = [];
  if (outcome.gemsAwarded > 0) parts.push(t('completion.gems', { count: outcome.gemsAwarded }));
  for (const id of outcome.newBadges) {
    const badge = BADGES.find((candidate) => candidate.id === id);
    parts.push(t('completion.newBadge', { name: badge ? badge.name[language] : id }));
  }
  for (const unlocked of outcome.accessoriesUnlocked) {
    const accessory = ACCESSORIES.find((candidate) => candidate.id === unlocked.id);
    parts.push(t('outbox.syncedAccessory', { item: accessory?.name[language] ?? unlocked.id }));
  }
  return parts;
}

const separator = (language: UiLanguage) => (language === 'zh-TW' ? '，' : ' · ');

/**
 * One toast per saved completion, in the same voice as the completion card (completionVoice): its tier's
 * title, that it is saved, and what it earned. A quiz that saved nothing gets none: its results say it all.
 */
export function showCompletionToast(outcome: QuizOutcome, t: TFunction, language: UiLanguage) {
  if (!outcome.completed) return;
  const voice = completionVoice(outcome.score);
  const description = [t('completion.savedToAccount'), ...earnedParts(outcome, t, language)].join(separator(language));
  toast.success(t(TIER_TITLES[voice.tier]), { description, duration: voice.toastMs });
}

/** Long enough to read a lesson's name and what it earned. */
const SYNCED_TOAST_MS = 7000;

/**
 * A lesson that waited on this device has reached the server: one toast saying it is saved, with its
 * score and what it earned (gems, badges, an accessory).
 */
export function showSyncedToast(request: QuizRequest, outcome: QuizOutcome | null, t: TFunction, language: UiLanguage) {
  const title = getModuleMeta(request.moduleId)?.title[language] ?? request.moduleId;
  const parts = outcome ? [t('outbox.syncedScore', { title, score: outcome.score }), ...earnedParts(outcome, t, language)] : [title];
  // One toast per lesson, keyed by its idempotency key: the page and the service worker may both report the same sync.
  toast.success(t('outbox.synced'), { id: `synced-${request.idempotencyKey}`, description: parts.join(separator(language)), duration: SYNCED_TOAST_MS });
}

/** A queued lesson the server refused for good (it can never be saved as it is): say so kindly. */
export function showRejectedToast(request: QuizRequest, t: TFunction, language: UiLanguage) {
  const title = getModuleMeta(request.moduleId)?.title[language] ?? request.moduleId;
  toast.error(t('outbox.rejected', { title }), { description: t('outbox.rejectedBody'), duration: SYNCED_TOAST_MS });
}

/** A queued reflection or word mark the server refused for good (its island is locked, say): say so kindly. */
export function showAnswerRejectedToast(t: TFunction) {
  toast.error(t('outbox.answerRejected'), { description: t('outbox.answerRejectedBody') });
}
