/** English texts of the shared chrome (namespace `common`); every key exists in es.ts too. */
export const en = {
  brand: { first: 'Pick', second: 'Wise', homeLink: 'PickWise home' },
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    generator: 'Generator',
    history: 'History',
    about: 'About',
    faqs: 'FAQs',
    games: 'Games',
    methods: 'Methods',
    responsiblePlay: 'Responsible Play',
    contact: 'Contact',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    signIn: 'Sign In',
    account: 'Account',
    accountOf: 'Account ({{email}})',
  },
  languageToggle: { label: 'ES', flag: '🇪🇸', accessibleName: 'ES – Ver en español' },
  footer: {
    aboutHeading: 'About PickWise',
    aboutText:
      'PickWise is an educational, Markov-inspired lottery number generator for entertainment only. We sell no tickets and are not affiliated with any official lottery organization.',
    quickLinks: 'Quick Links',
    home: 'Home',
    allGames: 'All Games',
    numberHistory: 'Number History',
    faqs: 'FAQs',
    responsiblePlay: 'Responsible Play',
    responsiblePlayText: 'Lotteries are a game of chance. Play for fun, set a budget and ask for help if it stops being fun.',
    responsibleGamingPage: 'Responsible Gaming guide',
    opensInNewTab: '(opens in a new tab)',
    copyright: '© 2025 PickWise. All rights reserved.',
  },
  help: {
    bannerLabel: 'Gambling help',
    bannerText: 'Gambling stopped being fun? Free, confidential help:',
    us: 'US: 1-800-GAMBLER',
    uk: 'UK: BeGambleAware',
    europe: 'Europe: Gambling Therapy',
  },
  notFound: {
    documentTitle: 'Page not found – PickWise',
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
  routerError: {
    documentTitle: 'Error – PickWise',
    title: 'Unexpected Application Error!',
  },
  remoteError: {
    title: 'This part of PickWise could not be loaded',
    text: 'It may be a connection problem or a short outage. Your data is safe; please try again.',
    retry: 'Try again',
    details: 'Technical details',
  },
  notifications: 'Notifications',
  dismiss: 'Dismiss',
};

/** The shape every language of the `common` namespace must have. */
export type CommonTexts = typeof en;
