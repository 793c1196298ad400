import { Gem, RefreshCw, Sparkles, UserRound } from 'lucide-react';
import { ACCESSORIES } from '../../../content/accessories';
import { AVATAR_BASES } from '../../../content/avatars';
import type { ProfileView } from '../../../domain/avatar';
import { AccessoryIcon } from '../../components/avatar/accessory-art';
import { AVATAR_NS } from '../../components/avatar/avatar-i18n';
import { motto } from '../../components/avatar/base-picker-dialog';
import { ExplorerAvatar } from '../../components/avatar/explorer-avatar';
import { Button } from '../../components/ui/button';
import { useTranslation, useUiLanguage } from '../../i18n/i18n';
import { ACCESSORY_SLOTS } from '../../lib/profile';
import { AVATAR_PAGE_NS } from './avatar-page-i18n';

const STAGE = {
  emerald: 'from-emerald-100 to-emerald-50',
  blue: 'from-sky-100 to-sky-50',
  orange: 'from-orange-100 to-amber-50',
  purple: 'from-purple-100 to-fuchsia-50',
} as const;

/** The learner's explorer as it looks now, their gems, and what they are wearing. */
export function AvatarPreview({ profile, onChangeBase, changeDisabledReason = null }: { profile: ProfileView; onChangeBase: () => void; /** Why the explorer cannot be changed now (offline). */ changeDisabledReason?: string | null }) {
  const { t } = useTranslation(AVATAR_PAGE_NS);
  const { t: tAvatar } = useTranslation(AVATAR_NS);
  const language = useUiLanguage();
  const base = AVATAR_BASES.find((candidate) => candidate.id === profile.avatarBaseId);
  const worn = ACCESSORY_SLOTS.flatMap((slot) => {
    const item = ACCESSORIES.find((candidate) => candidate.id === profile.equipped[slot] && candidate.category === slot);
    return item ? [item] : [];
  });

  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-4 rounded-3xl border-2 border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-xl font-extrabold text-teal-900">
          {t('previewTitle')}
        </h2>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-bold text-amber-950 ring-1 ring-amber-300">
          <Gem className="h-5 w-5 text-fuchsia-700" aria-hidden="true" />
          {t('gems', { count: profile.jewels })}
        </p>
      </div>

      {base ? (
        <div className={`flex flex-col items-center rounded-3xl bg-gradient-to-b px-4 pb-4 pt-6 ${STAGE[base.accent]}`}>
          <ExplorerAvatar base={base.id} equipped={profile.equipped} title={base.name[language]} className="h-56 w-auto max-w-full sm:h-72" />
          {/* It titles the explorer's card, as each accessory's name does in the collection: a heading, not a bold paragraph. */}
          <h3 className="mt-2 text-2xl font-extrabold text-slate-900">{base.name[language]}</h3>
          <p className="text-center text-sm text-slate-700">
            <span className="font-semibold text-teal-900">{tAvatar(`pillar.${base.pillar}`)}</span> · {motto(base.subtitle[language])}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center">
          <UserRound className="h-20 w-20 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-slate-800">{t('noBase')}</p>
        </div>
      )}

      <Button variant={base ? 'outline' : 'primary'} onClick={onChangeBase} disabled={changeDisabledReason !== null} aria-describedby={changeDisabledReason ? 'change-base-reason' : undefined}>
        {base ? <RefreshCw className="h-5 w-5" aria-hidden="true" /> : <Sparkles className="h-5 w-5" aria-hidden="true" />}
        {tAvatar(base ? 'changeTitle' : 'chooseTitle')}
      </Button>
      {changeDisabledReason ? (
        <p id="change-base-reason" className="-mt-2 text-sm text-slate-700">
          {changeDisabledReason}
        </p>
      ) : null}

      <div>
        <h3 className="text-base font-bold text-slate-900">{t('equippedTitle')}</h3>
        {worn.length === 0 ? (
          <p className="mt-1 text-slate-700">{t('nothingEquipped')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {worn.map((item) => (
              <li key={item.id} className="flex items-center gap-3 rounded-2xl bg-teal-50 px-3 py-2">
                <AccessoryIcon id={item.id} className="h-10 w-10 shrink-0" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{item.name[language]}</span>
                  <span className="block text-sm text-slate-700">{t(`category.${item.category}`)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
