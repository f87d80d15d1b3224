import type { chooseEn } from './en-choose.js';
import type { authEn } from './en-auth.js';
import type { accountDataEn } from './en-account-data.js';
import type { contactEn } from './en-contact.js';
import type { contentEn } from './en-content.js';
import type { entryEn } from './en-entry.js';
import type { generatorEn } from './en-generator.js';
import type { guidesEn } from './en-guides.js';
import type { oddsEn } from './en-odds.js';
import type { historyEn } from './en-history.js';
import type { tablesEn } from './en-tables.js';
import type { saveTicketEn } from './en-save-ticket.js';
import type { ticketsEn } from './en-tickets.js';
import type { alertsEn } from './en-alerts.js';
import type { calendarLinkEn } from './en-calendar-link.js';
import type { wheelsEn } from './en-wheels.js';
import type { wheelResultEn } from './en-wheel-result.js';
import type { widgetEn } from './en-widget.js';
import type { poolsEn } from './en-pools.js';
import type { poolLinkEn } from './en-pool-link.js';
import type { scanTicketEn } from './en-scan-ticket.js';

/**
 * English texts used only by the public-site screens (namespace `publicSite`), shipped with the
 * remote's first load. The larger lazily loaded screens bring their own English instead
 * (en-generator.ts, en-auth.ts, en-entry.ts, added with `addScreenTexts`), so the home page does not carry it.
 */
export const en = {
  common: {
    generate: 'GENERATE',
    history: 'HISTORY',
    backToGames: 'Back to Games',
    loadingJackpots: 'Loading latest jackpots...',
    estimatedValue: 'Showing estimated value',
    updatePending: 'Latest update pending',
    estimatedJackpot: 'Estimated jackpot',
    nextDraw: 'Next draw',
    drawingNow: 'Drawing now!',
    countdown: '{{days}}d {{hours}}h {{minutes}}m',
    countdownLabel: 'Next draw in {{days}} days, {{hours}} hours and {{minutes}} minutes',
    jackpotSource: {
      estimated: 'Estimated',
      live: 'Live',
      fallback: 'Last draw',
    },
    sameOdds:
      'Every combination has the same odds. Our methods change which numbers you get, not your chance of winning.',
    mainNumbers: 'Main numbers',
  },
  home: {
    title: 'PickWise – AI-Powered Lottery Number Generator',
    eyebrow: 'Free · 12 lotteries · English & Español',
    headline: 'AI-Powered Lottery Number Generator',
    subheadline:
      'Get five sets of numbers for 12 US and European lotteries, made by eight methods from pattern analysis of real draw history to your birthday.',
    primaryCta: 'Choose a Game',
    secondaryCta: 'Explore Methods',
    gamesHeading: 'Pick Your Lottery',
    gamesIntro: 'Next draw countdowns and estimated jackpots for every supported game.',
    howItWorks: 'How It Works',
    steps: {
      chooseGame: { title: 'Choose a Game', text: 'Pick one of 12 lotteries from the USA and Europe.' },
      pickMethod: { title: 'Pick a Method', text: 'Eight methods, from pattern analysis to your lucky numbers.' },
      getNumbers: { title: 'Get Numbers', text: 'Receive five sets at once, then copy or share them.' },
    },
    readMore: 'Read more →',
    pickYourMethod: 'Pick Your Method',
    pickYourMethodIntro: 'Each method builds its sets differently. None of them can make a line more likely to win.',
    viewAllMethods: 'View All Methods',
    tryMethod: 'Try it with {{game}}',
    cardGenerator: '{{game}} number generator',
    cardHistory: 'Draw history',
    cardHistoryLabel: '{{game}} draw history',
    closingHeading: 'Ready for your next picks?',
    closingText: 'It is free and needs no sign-in.',
    getStartedFree: 'Get Started Free',
    playResponsibly: 'Play responsibly. Lotteries are a game of chance: only spend what you can afford to lose.',
  },
  choose: {
    // The jackpot's source line, also on the home page's cards; the rest of `choose` is in en-choose.ts.
    source: 'Source: {{source}}',
  },
};

/** The shape every language must fill: the English texts, with those of the lazily loaded screens. */
export type PublicSiteTexts = typeof en & typeof generatorEn & typeof authEn & typeof accountDataEn & typeof historyEn & typeof oddsEn & typeof contactEn & typeof contentEn & typeof entryEn & typeof guidesEn & typeof chooseEn & typeof tablesEn & typeof ticketsEn & typeof saveTicketEn & typeof alertsEn & typeof calendarLinkEn & typeof wheelsEn & typeof wheelResultEn & typeof widgetEn & typeof poolsEn & typeof poolLinkEn & typeof scanTicketEn;
