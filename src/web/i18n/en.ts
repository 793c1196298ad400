/** English: the default language and the fallback for any missing key. */
export const en = {
  app: {
    name: 'Money Islands',
    tagline: 'Learning guided by a finance and decision-making coach',
    loading: 'Loading...',
    skipToContent: 'Skip to main content',
  },
  nav: {
    home: 'Home',
    library: 'Library',
    progress: 'Progress',
    practice: 'Practice',
    menu: 'Menu',
    main: 'Main',
  },
  language: {
    /** The label of the OTHER language, shown on the toggle. */
    switchTo: '中文',
    /** Read after it, not shown: the toggle is named "中文 – Switch to Traditional Chinese". */
    switchToLabel: 'Switch to Traditional Chinese',
  },
  account: {
    signIn: 'Sign In',
    signOut: 'Sign Out',
    myAccount: 'My Account',
    teach: 'Teach',
    customizeAvatar: 'Customize Avatar',
    /** The learner's name starts it: the name is the menu button's visible text. */
    menuLabel: '{{name}} – account menu',
    signedOut: 'You have signed out. See you soon!',
  },
  reading: {
    /** The header's button that opens the reading settings (text size, spacing, motion, read-aloud speed). */
    open: 'Reading settings',
  },
  home: {
    explore: 'Explore the Map',
    videos: 'Watch Free Videos',
    islandsTitle: 'Fifteen islands to explore',
    monthlyTitle: 'This month’s island: {{island}}',
    monthlyBody: 'Every month one island is the featured theme. Why not start there?',
    closingTitle: 'Ready to set sail?',
    closingBody: 'Pick any island and start with one short lesson. Every lesson stands on its own.',
    startMyAdventure: 'Start My Adventure',
    visitIsland: 'Visit {{island}}',
    intro:
      'Money Islands is kid-first and adventure-style: 15 islands, each with its own money quest. Every lesson stands on its own, so you can start anywhere. Each month one island is the featured theme.',
    freeIsland: 'Seed Island is free for everyone. Sign in to sail to the other 14 islands.',
    begin: 'Begin Adventure',
  },
  islands: {
    moreTopics: '+{{count}} more...',
    modules_one: '{{count}} module',
    modules_other: '{{count}} modules',
    completedOf: '{{completed}} of {{total}} completed',
    percent: '{{percent}}%',
    locked: 'Locked',
    monthly: 'Island of the month',
    comingSoon: 'Lessons coming soon',
  },
  notFound: {
    title: 'Oops! Page not found',
    body: 'This path leads off the map. Let\u2019s sail back home.',
    home: 'Return to Home',
  },
  footer: {
    madeFor: 'Made for young explorers and the grown-ups who help them.',
    noTracking: 'No ads. No trackers.',
    privacy: 'Privacy',
  },
};

/** The shape every language must have: the same keys, any text. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type TranslationShape = Shape<typeof en>;
