import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Languages, LogOut, Menu, Shirt, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { currentLanguage, setLanguage } from '../../i18n/i18n';
import { authApi } from '../../lib/auth-api';
import { useProfile } from '../../lib/profile';
import { displayName, useForgetLearner, useSession, type SessionUser } from '../../lib/session';
import { ExplorerAvatar } from '../avatar/explorer-avatar';
import { buttonClasses } from '../ui/button';
import { IslandLogo } from '../ui/island-logo';
import { SyncBadge } from './sync-badge';

const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/library', key: 'nav.library', end: false },
  { to: '/progress', key: 'nav.progress', end: false },
] as const;

const MENU_ITEM =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-base text-slate-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';
const MENU_CONTENT = 'z-50 min-w-52 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg';

function LanguageToggle() {
  const { t } = useTranslation();
  const next = currentLanguage() === 'en' ? 'zh-TW' : 'en';
  return (
    <button
      type="button"
      onClick={() => void setLanguage(next)}
      className={buttonClasses('ghost', '', 'compact')}
      aria-label={t('language.switchToLabel')}
      lang={next}
    >
      <Languages className="hidden h-5 w-5 sm:block" aria-hidden="true" />
      <span lang={next}>{t('language.switchTo')}</span>
    </button>
  );
}

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
  return (
    <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-amber-300 font-bold uppercase text-amber-950">
      {displayName(user).slice(0, 1)}
    </span>
  );
}

function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetLearner = useForgetLearner();
  const name = displayName(user);

  async function signOut() {
    try {
      await authApi.signOut();
    } finally {
      await forgetLearner();
      toast.success(t('account.signedOut'));
      void navigate('/');
    }
  }

  return (
    <DropdownMenu.Root>
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
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void signOut()}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
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

export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-sky-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
        <MobileNav />
        <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-2 text-base font-extrabold whitespace-nowrap text-teal-900 sm:text-lg focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
          <IslandLogo className="h-9 w-9 shrink-0" />
          <span className="truncate">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => buttonClasses('ghost', isActive ? 'bg-teal-50 text-teal-900' : '')}
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <SyncBadge />
          <LanguageToggle />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to="/auth" className={buttonClasses('primary', '', 'sm')}>
              {t('account.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
