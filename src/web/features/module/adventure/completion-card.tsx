import { Award, CircleCheck, CircleX, Flame, Gem, LogIn, Map as MapIcon, RotateCcw, Star, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BADGES } from '../../../../content/badges';
import type { Island, ModuleMeta } from '../../../../content/schema/catalogue';
import type { AdventureBody } from '../../../../content/schema/module-body';
import type { QuizOutcome } from '../../../../domain/progress-api';
import { completionVoice, shouldOfferRetry } from '../../../../domain/scoring-feedback';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../../i18n/i18n';
import { ADVENTURE_NS } from './adventure-i18n';
import { AutoMissionCard } from './auto-mission';
import { IslandEmblem } from '../../../components/art/island-emblem';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-2 ring-amber-200">
      <dt className="flex items-center gap-2 text-base font-bold text-slate-700">
        {icon}
        {label}
      </dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The end of the quest: gems, the module's badge, the streak, the first-try score with a tick or cross
 * per question, a retry below 80, the home mission and the ways back to the map.
 */
export function CompletionCard({
  meta,
  body,
  island,
  outcome,
  signedIn,
  onRetry,
}: {
  meta: ModuleMeta;
  body: AdventureBody;
  island: Island;
  outcome: QuizOutcome;
  signedIn: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  const total = outcome.perQuestion.length > 0 ? outcome.perQuestion.length : body.quiz5.length;
  const firstTry = outcome.perQuestion.filter((result) => result.correct).length;
  const newBadgeNames = outcome.newBadges.map((id) => BADGES.find((badge) => badge.id === id)?.name[language] ?? id);
  const questionNumber = (questionId: string) => body.quiz5.findIndex((question) => question.id === questionId) + 1;
  const voice = completionVoice(outcome.score);

  let gemsNote: string | null = null;
  if (outcome.gemsAwarded === 0) gemsNote = signedIn ? t('gemsReplay') : t('gemsGuest');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <IslandEmblem island={island.key} className="h-14 w-14" />
        <p className="text-lg text-slate-800">{t(`voice.${voice.tier}`, { title: meta.title[language] })}</p>
      </div>

      {voice.inviteRetry ? <RetryOffer text={t('retryInvite')} onRetry={onRetry} primary /> : null}

      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat icon={<Gem className="h-5 w-5 text-sky-600" aria-hidden="true" />} label={t('statGems')}>
          <span className="text-3xl font-extrabold">{outcome.gemsAwarded}</span>
          {gemsNote ? <span className="mt-1 block text-sm text-slate-600">{gemsNote}</span> : null}
        </Stat>
        <Stat icon={<Award className="h-5 w-5 text-amber-600" aria-hidden="true" />} label={t('statBadge')}>
          <span className="block text-xl font-extrabold leading-snug">{meta.rewards.badgeName[language]}</span>
          <span className="mt-1 block text-sm text-slate-600">{signedIn ? t('stickerWhere') : t('stickerGuest')}</span>
        </Stat>
        <Stat icon={<Star className="h-5 w-5 text-amber-500" aria-hidden="true" />} label={t('statScore')}>
          <span className="block text-xl font-extrabold leading-snug">{t('scoreValue', { correct: firstTry, total })}</span>
          <span className="text-base font-semibold text-slate-600">{t('scorePercent', { score: outcome.score })}</span>
        </Stat>
      </dl>

      <div className="flex items-start gap-3 rounded-2xl bg-orange-50 p-4 text-lg text-slate-900 ring-1 ring-orange-200">
        <Flame className="mt-0.5 h-6 w-6 shrink-0 text-orange-600" aria-hidden="true" />
        {signedIn ? (
          <p>
            {outcome.streak.increased
              ? t('streakUp', { count: outcome.streak.current })
              : t('streakSame', { count: outcome.streak.current })}
          </p>
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p>{t('guestSaved')}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/auth?tab=sign-up" className={buttonClasses('primary', '', 'sm')}>
                <UserPlus className="h-5 w-5" aria-hidden="true" />
                {t('signUp')}
              </Link>
              <Link to="/auth" className={buttonClasses('outline', '', 'sm')}>
                <LogIn className="h-5 w-5" aria-hidden="true" />
                {t('signIn')}
              </Link>
            </div>
          </div>
        )}
      </div>

      {newBadgeNames.length > 0 ? (
        <p className="flex items-center gap-2 text-lg font-bold text-amber-900">
          <Award className="h-6 w-6 shrink-0" aria-hidden="true" />
          {t('newBadges', { names: newBadgeNames.join(language === 'zh-TW' ? '、' : ', ') })}
        </p>
      ) : null}

      <div>
        <h3 className="text-xl font-extrabold text-slate-900">{t('answersHeading')}</h3>
        <ul className="mt-3 flex flex-col gap-3">
          {outcome.perQuestion.map((result) => {
            const n = questionNumber(result.questionId);
            const question = body.quiz5.find((item) => item.id === result.questionId);
            return (
              <li
                key={result.questionId}
                className={`flex flex-col gap-2 rounded-2xl px-4 py-3 text-base ${result.correct ? 'bg-teal-50 text-teal-900' : 'bg-rose-50 text-rose-900'}`}
              >
                <p className="flex items-center gap-3 font-semibold">
                  {result.correct ? (
                    <CircleCheck className="h-6 w-6 shrink-0 text-teal-600" aria-hidden="true" />
                  ) : (
                    <CircleX className="h-6 w-6 shrink-0 text-rose-600" aria-hidden="true" />
                  )}
                  {result.correct ? t('firstTry', { n }) : t('afterHint', { n })}
                </p>
                {/* Every question's why, right first time or not: the list is where a learner looks back. */}
                {question ? (
                  <>
                    <p className="text-slate-800">{question.question[language]}</p>
                    <p className="leading-relaxed text-slate-900">
                      <span className="font-bold">{t('whyLabel')} </span>
                      {question.why[language]}
                    </p>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>

      {/* Below PASS_SCORE the invitation already leads the card; from there to 80 it is a quieter offer here. */}
      {!voice.inviteRetry && shouldOfferRetry(outcome.score) ? <RetryOffer text={t('retryIntro')} onRetry={onRetry} /> : null}

      {body.autoMission ? <AutoMissionCard mission={body.autoMission} /> : null}

      <BackLinks island={island} />
    </div>
  );
}

function RetryOffer({ text, onRetry, primary = false }: { text: string; onRetry: () => void; primary?: boolean }) {
  const { t } = useTranslation(ADVENTURE_NS);
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-lg font-semibold text-slate-900">{text}</p>
      <Button variant={primary ? 'primary' : 'secondary'} onClick={onRetry}>
        <RotateCcw className="h-5 w-5" aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}

/** The ways back to the map: after a result, and for a quest whose result waits to sync. */
export function BackLinks({ island }: { island: Island }) {
  const { t } = useTranslation(ADVENTURE_NS);
  const language = useUiLanguage();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to={island.path} className={buttonClasses('primary')}>
        {t('backToIsland', { island: island.title[language] })}
      </Link>
      <Link to="/library" className={buttonClasses('outline')}>
        <MapIcon className="h-5 w-5" aria-hidden="true" />
        {t('backToMap')}
      </Link>
    </div>
  );
}
