/** The main navigation: the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/library', key: 'nav.library', end: false },
  { to: '/practice', key: 'nav.practice', end: false },
  { to: '/progress', key: 'nav.progress', end: false },
] as const;
