import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ALargeSmall, GraduationCap, LogOut, Menu, Shirt, UserRound } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../../lib/auth-api';
import { useProfile } from '../../lib/profile';
import { ApiError } from '../../lib/api-client';
import { useForgetLearner } from '../../lib/forget-learner';
import { clearLearnerDeviceData } from '../../lib/learner-device-data';
import { rememberPendingSignOut } from '../../lib/pending-sign-out';
import { readQueueTotals } from '../../lib/quiz-outbox-status';
import { displayName, useRefreshSession, type SessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { ExplorerAvatar } from '../avatar/explorer-avatar';
import { ReadingSettingsDialog } from '../reading-settings/reading-settings-dialog';
import { buttonClasses } from '../ui/button';
import { NAV_ITEMS } from './nav-items';
import { SignOutDialog } from './sign-out-dialog';

// The header's Radix menus and the reading settings' dialog, a chunk of their own: header.tsx loads it when one is needed.

const MENU_ITEM =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-base text-slate-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';
const MENU_CONTENT = 'z-50 min-w-52 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg';

/** The learner's explorer, head and shoulders, wearing what they equipped; their initial until they choose one. */
function SmallAvatar({ user }: { user: SessionUser }) {
  const { profile } = useProfile();
  if (profile?.avatarBaseId) {
    // The 200 x 240 drawing is scaled so its head-and-shoulders square (x 30–170, y 0–140) fills the round frame.
    return (
      <span aria-hidden="true" className="relative block h-8 w-8 shrink-0 overflow-hidden rounded-full bg-sky-100 ring-2 ring-teal-700/30">
        <ExplorerAvatar base={profile.avatarBaseId} equipped={profile.equipped} className="absolute left-[-21.4%] top-0 h-[171.4%] w-[142.9%] max-w-none" />
      </span>
    );
  }
  // The initial is a picture standing in for the explorer, drawn by CSS: as text it would join the button's
  // visible label ("Ccoral"), which then no longer matches its name, "coral – account menu" (WCAG 2.5.3).
  return (
    <span
      aria-hidden="true"
      data-initial={displayName(user).slice(0, 1)}
      className="flex h-8 w-8 items-center justify-center rounded-full bg-amber-300 font-bold uppercase text-amber-950 before:content-[attr(data-initial)]"
    />
  );
}

export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetLearner = useForgetLearner();
  const { profile } = useProfile();
  const name = displayName(user);

  const refreshSession = useRefreshSession();
  const [waiting, setWaiting] = useState<{ lessons: number; answers: number } | null>(null);

  /** Online, what waits is sent first; whatever still waits is only removed after the learner confirms. */
  async function requestSignOut() {
    let totals = readQueueTotals(user.id);
    if (totals.lessons + totals.answers > 0 && navigator.onLine) {
      const { flushLearnerQueues } = await import('../../lib/learner-device-data');
      await flushLearnerQueues(user.id).catch(() => undefined);
      totals = readQueueTotals(user.id);
    }
    if (totals.lessons + totals.answers > 0) {
      // After the menu has closed and handed focus back, so the dialog keeps it.
      setTimeout(() => setWaiting({ lessons: totals.lessons, answers: totals.answers }), 0);
      return;
    }
    await signOut();
  }

  /** Works offline: this learner's data leaves the device at once; the server hears of it when it can. */
  async function signOut() {
    // In this chunk, not loaded on demand: signing out must work with no connection.
    await clearLearnerDeviceData(user.id);
    try {
      await authApi.signOut();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        rememberPendingSignOut(user.id);
        window.addEventListener('online', () => void refreshSession(), { once: true });
      }
    } finally {
      setWaiting(null);
      await forgetLearner(user.id);
      toast.success(t('account.signedOut'));
      void navigate('/');
    }
  }

  return (
    <>
    <SignOutDialog waiting={waiting} onStay={() => setWaiting(null)} onSignOut={signOut} />
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={buttonClasses('ghost', '', 'compact')} aria-label={t('account.menuLabel', { name })}>
        <SmallAvatar user={user} />
        {/* Between md and lg the nav takes the room, so the name gives way to the logo. */}
        <span className="hidden max-w-32 truncate sm:inline md:hidden lg:inline">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU_CONTENT}>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void navigate('/avatar')}>
            <Shirt className="h-5 w-5" aria-hidden="true" />
            {t('account.customizeAvatar')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void navigate('/account')}>
            <UserRound className="h-5 w-5" aria-hidden="true" />
            {t('account.myAccount')}
          </DropdownMenu.Item>
          {profile?.role === 'grown-up' ? (
            <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void navigate('/teach')}>
              <GraduationCap className="h-5 w-5" aria-hidden="true" />
              {t('account.teach')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void requestSignOut()}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
    </>
  );
}

export function MobileNavMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={buttonClasses('ghost', 'md:hidden', 'compact')} aria-label={t('nav.menu')}>
        <Menu className="h-6 w-6" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={MENU_CONTENT}>
          {NAV_ITEMS.map((item) => (
            <DropdownMenu.Item key={item.to} className={MENU_ITEM} onSelect={() => void navigate(item.to)}>
              {t(item.key)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The header's "Reading settings" button and its dialog (issue 28), for guests and learners alike. */
export function ReadingSettingsMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <ReadingSettingsDialog
      defaultOpen={defaultOpen}
      trigger={
        <button type="button" className={buttonClasses('ghost', '', 'compact')} aria-label={t('reading.open')}>
          <ALargeSmall className="h-6 w-6" aria-hidden="true" />
        </button>
      }
    />
  );
}
