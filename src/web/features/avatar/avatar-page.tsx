import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Navigate } from 'react-router';
import { BasePickerDialog } from '../../components/avatar/base-picker-dialog';
import { Button } from '../../components/ui/button';
import { OfflineNote } from '../../components/offline/offline-note';
import { OFFLINE_NS } from '../../components/offline/offline-i18n';
import { FullScreenLoading } from '../../components/ui/full-screen-loading';
import { useEquip, useProfile } from '../../lib/profile';
import { useIsOnline } from '../../lib/online-status';
import { useSession } from '../../lib/session';
import { AccessoryCollection } from './accessory-collection';
import { AvatarPreview } from './avatar-preview';
import { AVATAR_PAGE_NS } from './avatar-page-i18n';
import { usePageTitle } from '../../lib/page-title';
import '../../i18n/page-strings';

/** /avatar (spec.md §2): the explorer preview, the base picker and the five-slot accessory collection. */
export function AvatarPage() {
  const { t } = useTranslation(AVATAR_PAGE_NS);
  const { t: tCommon } = useTranslation();
  const { t: tOffline } = useTranslation(OFFLINE_NS);
  const online = useIsOnline();
  const { user, isLoading: sessionLoading } = useSession();
  const { profile, isLoading: profileLoading, isRefreshFailing, refetch } = useProfile();
  const equip = useEquip();
  const [pickerOpen, setPickerOpen] = useState(false);
  usePageTitle(t('title'));
  const owned = useMemo(() => new Set(profile?.inventory.map((entry) => entry.accessoryId) ?? []), [profile]);

  if (sessionLoading) return <FullScreenLoading label={tCommon('avatar.loading')} />;
  if (!user) return <Navigate to="/auth" replace />;
  if (profileLoading) return <FullScreenLoading label={tCommon('avatar.loading')} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-teal-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-4">
        <OfflineNote subject="avatar" refreshFailed={isRefreshFailing} />
      </div>

      {profile ? (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-20">
            <AvatarPreview profile={profile} onChangeBase={() => setPickerOpen(true)} changeDisabledReason={online ? null : tOffline('needsConnectionBase')} />
          </div>
          <AccessoryCollection owned={owned} equipped={profile.equipped} onToggle={(variables) => equip.mutate(variables)} disabledReason={online ? null : tOffline('needsConnection')} />
          <BasePickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            mode={profile.avatarBaseId ? 'change' : 'choose'}
            currentBaseId={profile.avatarBaseId}
          />
        </div>
      ) : (
        <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-3xl border-2 border-rose-200 bg-rose-50 p-6">
          <p className="font-semibold text-rose-950">{t('loadError')}</p>
          <Button variant="neutral" onClick={refetch}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
