/**
 * The 22 questions of /faqs (docs/product-spec.md §2), in the order shown, by topic: the site, the
 * methods and the odds, the games, affiliation and jackpots, history, privacy and use, sharing,
 * gambling help. Their texts are `content.faqs.items.<key>` (i18n/en-content.ts, es.ts); `link`
 * is a page that says more.
 */
export const FAQ_ITEMS = [
  { key: 'whatIs' },
  { key: 'isFree' },
  { key: 'methods', link: { path: '/about', labelKey: 'content.faqs.links.about' } },
  { key: 'predict' },
  { key: 'sameOdds' },
  { key: 'odds', link: { path: '/odds/powerball', labelKey: 'content.faqs.links.odds' } },
  { key: 'worthIt' },
  { key: 'games', link: { path: '/choose-lottery', labelKey: 'content.faqs.links.games' } },
  { key: 'drawDays' },
  { key: 'ranges' },
  { key: 'specialNumbers' },
  { key: 'affiliation' },
  { key: 'buyTickets' },
  { key: 'jackpots' },
  { key: 'history', link: { path: '/history', labelKey: 'content.faqs.links.history' } },
  { key: 'statsAndChecker' },
  { key: 'privacy', link: { path: '/privacy', labelKey: 'content.faqs.links.privacy' } },
  { key: 'offline' },
  { key: 'share' },
  { key: 'mobile' },
  { key: 'language' },
  { key: 'gamblingHelp', link: { path: '/responsible', labelKey: 'content.faqs.links.responsible' } },
] as const;

export type FaqKey = (typeof FAQ_ITEMS)[number]['key'];
