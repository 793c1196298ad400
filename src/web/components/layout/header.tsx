import { ALargeSmall, Languages, Menu } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { currentLanguage, setLanguage, useTranslation } from '../../i18n/i18n';
import { displayName, useSession, type SessionUser } from '../../lib/session';
import { buttonClasses } from '../ui/button';
import { IslandLogo } from '../ui/island-logo';
import { NAV_ITEMS } from './nav-items';

// Radix's menu (with its positioning and focus code) and the explorer art are not needed to paint the page:
// the menus load when the learner reaches for one (or, signed in, to show their explorer).
const loadMenus = () => import('./header-menus');
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));
const MobileNavMenu = lazy(() => loadMenus().then((module) => ({ default: module.MobileNavMenu })));
const ReadingSettingsMenu = lazy(() => loadMenus().then((module) => ({ default: module.ReadingSettingsMenu })));
const preloadMenus = () => void loadMenus();
// Only a signed-in learner can have lessons waiting to sync.
const SyncBadge = lazy(() => import('./sync-badge').then((module) => ({ default: module.SyncBadge })));

/** Keys that open a menu button (Enter and Space also click it). */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * Named by its visible text first ("中文 – Switch to Traditional Chinese"), so a learner using voice control
 * can say what they see (WCAG 2.5.3); hidden text rather than aria-label, so each part keeps its own language.
 */
function LanguageToggle() {
  const { t } = useTranslation();
  const next = currentLanguage() === 'en' ? 'zh-TW' : 'en';
  return (
    <button type="button" onClick={() => void setLanguage(next)} className={buttonClasses('ghost', '', 'compact')}>
      <Languages className="hidden h-5 w-5 sm:block" aria-hidden="true" />
      <span lang={next}>{t('language.switchTo')}</span>
      {/* A real space node: accessible-name code trims spaces inside the hidden span. */}
      {' '}
      <span className="sr-only">– {t('language.switchToLabel')}</span>
    </button>
  );
}

/** The menu button as painted before Radix loads: pressing it loads the menu and opens it. */
function MenuButtonPlaceholder({ label, className, onOpen, children }: { label: string; className: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadMenus}
      onFocus={preloadMenus}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </button>
  );
}

function MobileNav() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <MenuButtonPlaceholder label={t('nav.menu')} className={buttonClasses('ghost', 'md:hidden', 'compact')} onOpen={() => setRequested(true)}>
      <Menu className="h-6 w-6" aria-hidden="true" />
    </MenuButtonPlaceholder>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileNavMenu defaultOpen />
    </Suspense>
  );
}

/** Reading settings (issue 28): a small button until pressed, then the dialog (loaded with the menus). */
function ReadingSettings() {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <button type="button" className={buttonClasses('ghost', '', 'compact')} aria-label={t('reading.open')} aria-haspopup="dialog" onPointerEnter={preloadMenus} onFocus={preloadMenus} onClick={() => setRequested(true)}>
      <ALargeSmall className="h-6 w-6" aria-hidden="true" />
    </button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ReadingSettingsMenu defaultOpen />
    </Suspense>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  const name = displayName(user);
  return (
    <Suspense
      fallback={
        <MenuButtonPlaceholder label={t('account.menuLabel', { name })} className={buttonClasses('ghost', '', 'compact')} onOpen={() => setRequested(true)}>
          <span aria-hidden="true" className="block h-8 w-8 shrink-0 rounded-full bg-sky-100 ring-2 ring-teal-700/30" />
          <span className="hidden max-w-32 truncate sm:inline md:hidden lg:inline">{name}</span>
        </MenuButtonPlaceholder>
      }
    >
      <UserMenu user={user} defaultOpen={requested} />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-sky-100 bg-white/95 backdrop-blur">
      {/* Wraps onto a second row when the buttons do not fit (largest text size, 200 % zoom on a phone). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4">
        <MobileNav />
        {/* On a phone the name gives way first (it truncates down to 6.5 rem); only below that does the row wrap. */}
        <Link to="/" className="flex min-h-11 min-w-[min(100%,6.5rem)] flex-1 items-center gap-2 rounded-full pr-2 md:flex-none text-base font-extrabold whitespace-nowrap text-teal-900 sm:text-lg focus-visible:outline focus-visible:outline-3 focus-visible:outline-sky-600">
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
        <div className="ml-auto flex max-w-full flex-wrap items-center justify-end gap-1">
          {user ? (
            <Suspense fallback={null}>
              <SyncBadge />
            </Suspense>
          ) : null}
          <ReadingSettings />
          <LanguageToggle />
          {user ? (
            <AccountMenu user={user} />
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
