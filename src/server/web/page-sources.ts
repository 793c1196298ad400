import { getIslandByPath, getModuleMeta } from '../../content/catalogue-queries';
import { WRITTEN_MODULE_IDS } from '../../content/module-body-loaders';

/**
 * The source files (Vite manifest keys, relative to src/web) a page needs beyond the app's entry, so the app
 * shell can preload them with the entry instead of the browser finding them one wave of imports at a time
 * (issue 7: the library and a lesson waited for three waves before their largest element could paint).
 * Mirrors the lazy routes of src/web/app/router.tsx and the players of features/module/lesson-prefetch.ts;
 * page-sources.test.ts fails when one of those names a file this table does not.
 */
export const PAGE_SOURCES = {
  library: 'features/library/library-page.tsx',
  progress: 'features/progress/progress-page.tsx',
  practice: 'features/practice/practice-page.tsx',
  auth: 'features/auth/auth-page.tsx',
  resetPassword: 'features/auth/reset-password-page.tsx',
  emailVerified: 'features/auth/email-verified-page.tsx',
  account: 'features/account/account-page.tsx',
  privacy: 'features/privacy/privacy-page.tsx',
  avatar: 'features/avatar/avatar-page.tsx',
  teach: 'features/teach/teach-page.tsx',
  group: 'features/teach/group-page.tsx',
  child: 'features/teach/child-page.tsx',
  cards: 'features/teach/cards-page.tsx',
  join: 'features/join/join-page.tsx',
  summaryStop: 'features/summary/summary-stop-page.tsx',
  island: 'features/island/island-page.tsx',
  module: 'features/module/module-page.tsx',
  lessonPrefetch: 'features/module/lesson-prefetch.ts',
  adventurePlayer: 'features/module/adventure/adventure-quest.tsx',
  classicPlayer: 'features/module/classic/classic-module.tsx',
  notFound: 'components/layout/not-found-page.tsx',
} as const;

const SIMPLE_PAGES: Readonly<Record<string, string>> = {
  '/library': PAGE_SOURCES.library,
  '/progress': PAGE_SOURCES.progress,
  '/practice': PAGE_SOURCES.practice,
  '/auth': PAGE_SOURCES.auth,
  '/reset-password': PAGE_SOURCES.resetPassword,
  '/email-verified': PAGE_SOURCES.emailVerified,
  '/account': PAGE_SOURCES.account,
  '/privacy': PAGE_SOURCES.privacy,
  '/avatar': PAGE_SOURCES.avatar,
  '/teach': PAGE_SOURCES.teach,
  '/summary/stop': PAGE_SOURCES.summaryStop,
};

/** The manifest key of a written lesson's body chunk (src/content/modules/m01.ts, seen from src/web). */
export const moduleBodySource = (moduleId: string) => `../content/modules/${moduleId.toLowerCase()}.ts`;

/** A lesson page's chunks: the page, the prefetcher, the lesson's player and its body (if written). */
function lessonSources(moduleId: string): readonly string[] {
  const meta = getModuleMeta(moduleId);
  if (!meta) return [PAGE_SOURCES.module];
  const player = meta.format === 'adventure' ? PAGE_SOURCES.adventurePlayer : PAGE_SOURCES.classicPlayer;
  const body = WRITTEN_MODULE_IDS.includes(meta.id) ? [moduleBodySource(meta.id)] : [];
  return [PAGE_SOURCES.module, PAGE_SOURCES.lessonPrefetch, player, ...body];
}

/** What the page at this path loads beyond the entry; empty for home and the redirects. */
export function pageSources(pathname: string): readonly string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const simple = SIMPLE_PAGES[trimmed];
  if (simple) return [simple];
  const parts = trimmed.split('/').filter(Boolean);
  if (parts.length === 2 && parts[0] === 'module') return lessonSources(parts[1] ?? '');
  if (parts.length === 2 && parts[0] === 'teach') return [PAGE_SOURCES.group];
  if (parts.length === 4 && parts[0] === 'teach' && parts[2] === 'children') return [PAGE_SOURCES.child];
  if (parts.length === 3 && parts[0] === 'teach' && parts[2] === 'cards') return [PAGE_SOURCES.cards];
  if (parts.length === 2 && parts[0] === 'join') return [PAGE_SOURCES.join];
  const island = getIslandByPath(`/${parts[0] ?? ''}`);
  if (island && parts.length === 1) return [PAGE_SOURCES.island];
  if (island && parts.length === 2) return lessonSources(parts[1] ?? '');
  return REDIRECTS_AND_HOME.has(trimmed) ? [] : [PAGE_SOURCES.notFound];
}

/** Paths the entry renders itself (home) or sends elsewhere (router.tsx's redirects). */
const REDIRECTS_AND_HOME = new Set(['/', '/map', '/islands']);
