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
    menu: 'Menu',
    main: 'Main',
  },
  language: {
    /** The label of the OTHER language, shown on the toggle. */
    switchTo: '中文',
    switchToLabel: 'Switch to Traditional Chinese',
  },
  account: {
    signIn: 'Sign In',
    signOut: 'Sign Out',
    customizeAvatar: 'Customize Avatar',
    menuLabel: 'Account menu for {{name}}',
    signedOut: 'You have signed out. See you soon!',
  },
  auth: {
    title: 'Welcome, explorer!',
    subtitle: 'Sign in to save your progress, earn badges and visit every island.',
    tabsLabel: 'Sign in or sign up',
    signInTab: 'Sign In',
    signUpTab: 'Sign Up',
    email: 'Email',
    password: 'Password',
    username: 'Username',
    usernameHint: 'A nickname other explorers never see. No real names needed.',
    passwordHint: 'At least 6 characters.',
    submitSignIn: 'Sign In',
    submitSignUp: 'Create Account',
    continueWithGoogle: 'Continue with Google',
    signInWithGoogle: 'Sign in with Google',
    sendMagicLink: 'Send Magic Link',
    magicLinkHint: 'No password? We can e-mail you a sign-in link.',
    or: 'or',
    backHome: 'Back to Home',
    working: 'Please wait...',
    dialogTitle: 'Sign in to continue',
    dialogDescription: 'This part of the adventure needs an account, so your progress is saved.',
    close: 'Close',
    errors: {
      emailRequired: 'Please enter your email address.',
      passwordRequired: 'Please enter your password.',
      usernameRequired: 'Please enter a username.',
      passwordTooShort: 'Password must be at least 6 characters.',
      usernameTooLong: 'Please use at most 30 characters.',
    },
    success: {
      welcomeBack: 'Welcome back!',
      accountCreated: 'Account created successfully!',
      magicLinkSent: 'Check your email for the magic link!',
    },
  },
  errors: {
    INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
    USER_ALREADY_EXISTS: 'An account with this email already exists. Try signing in.',
    PASSWORD_TOO_SHORT: 'Password must be at least 6 characters.',
    PASSWORD_TOO_LONG: 'Password is too long (at most 128 characters).',
    INVALID_EMAIL: 'Please enter a valid email address.',
    INVALID_TOKEN: 'This sign-in link is not valid any more. Ask for a new one.',
    UNAUTHORIZED: 'User not authenticated',
    NOT_FOUND: 'Not found.',
    VALIDATION_ERROR: 'Some information is missing or not valid.',
    PAYLOAD_TOO_LARGE: 'That request is too large.',
    RATE_LIMITED: 'Too many tries. Please wait a minute and try again.',
    GOOGLE_NOT_CONFIGURED: 'Google sign-in is not set up on this server.',
    FORBIDDEN_ORIGIN: 'This request came from another website and was refused.',
    INTERNAL: 'Something went wrong. Please try again.',
    NETWORK: 'We could not reach the server. Check your connection and try again.',
    unexpected: 'An unexpected error occurred',
  },
  home: {
    explore: 'Explore the Map',
    videos: 'Watch Free Videos',
    intro:
      'Money Islands is kid-first and adventure-style: 15 islands, each with its own money quest. Every lesson stands on its own, so you can start anywhere. Each month one island is the featured theme.',
    freeIsland: 'Seed Island is free for everyone. Sign in to sail to the other 14 islands.',
    begin: 'Begin Adventure',
  },
  placeholder: {
    comingSoon: 'This part of the adventure is being built.',
    library: 'The adventure map with all 15 islands arrives here next.',
    progress: 'Your learning dashboard (progress, streaks and badges) arrives here next.',
    avatar: 'Explorer customisation arrives here next.',
    module: 'Lesson {{id}} opens here once the lessons are ready.',
    island: 'This island\u2019s page arrives here next.',
    toMap: 'Go to the map',
  },
  progress: {
    signInPrompt: 'Sign in to see your progress, streaks and badges.',
  },
  avatar: {
    loading: 'Loading avatar customization...',
  },
  notFound: {
    title: 'Oops! Page not found',
    body: 'This path leads off the map. Let\u2019s sail back home.',
    home: 'Return to Home',
  },
  footer: {
    madeFor: 'Made for young explorers and the grown-ups who help them.',
    noTracking: 'No ads. No trackers.',
  },
};

/** The shape every language must have: the same keys, any text. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type TranslationShape = Shape<typeof en>;
