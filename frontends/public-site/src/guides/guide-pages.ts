/**
 * The educational pages and topic guides of the specification (docs/product-spec.md §2 "Static
 * educational pages"): each guide's path and sections as data, rendered by one GuidePage. Texts live
 * in i18n (en-guides.ts, es.ts) under `guides.pages.<id>`; a paragraph key starting with `shared.`
 * is a text several guides use (`guides.shared.*`).
 */
import type { GameId } from '@pickwise/lottery';

export const GUIDE_IDS = ['newYork', 'florida', 'northCarolina', 'hotNumbers', 'dreamNumbers', 'pick2', 'pick3', 'howToWin'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

/** The site's own pages a guide links to (English paths; `link()` gives the page language's). */
export const GUIDE_LINKS = {
  history: '/history',
  responsible: '/responsible',
  powerballHistory: '/history/powerball',
  powerballStats: '/history/powerball/stats',
  powerballCheck: '/history/powerball/check',
  powerballGenerator: '/games/powerball/generate',
  powerballOdds: '/odds/powerball',
  megaHistory: '/history/mega-millions',
  megaGenerator: '/games/mega-millions/generate',
  floridaGenerator: '/games/florida-lotto/generate',
  floridaHistory: '/history/florida-lotto',
  floridaStats: '/history/florida-lotto/stats',
  newYorkGenerator: '/games/new-york-lottery/generate',
  newYorkHistory: '/history/new-york-lottery',
  hotColdGenerator: '/games/powerball/generate?method=hotcold',
  luckyGenerator: '/games/powerball/generate?method=lucky',
  newYork: '/us/new-york-numbers-lottery',
  florida: '/us/florida-winning-numbers-lottery',
  northCarolina: '/us/north-carolina-winning-numbers',
  hotNumbers: '/topics/hot-numbers-lottery',
  dreamNumbers: '/topics/dream-numbers-lottery',
  pick2: '/topics/2-numbers-lottery',
  pick3: '/topics/3-numbers-lottery',
  howToWin: '/topics/how-to-win-numbers-lottery',
} as const satisfies Record<string, string>;
export type GuideLinkId = keyof typeof GUIDE_LINKS;

export interface GuideSection {
  /** Key of the section's texts: `guides.pages.<guide>.sections.<id>` (heading and paragraphs). */
  id: string;
  paragraphs: readonly string[];
  /** A table of these games' numbers and jackpot odds, each with a link to its odds page. */
  games?: readonly GameId[];
  /** A table of a digit game's box patterns and odds (2 for Pick 2, 3 for Pick 3). */
  digits?: number;
  links?: readonly GuideLinkId[];
  /** The official lottery's site, for official results (its link text is the section's `official`). */
  official?: string;
}

export interface Guide {
  id: GuideId;
  sections: readonly GuideSection[];
}

const section = (id: string, paragraphs: readonly string[], more: Omit<GuideSection, 'id' | 'paragraphs'> = {}): GuideSection => ({ id, paragraphs, ...more });

export const GUIDES: Record<GuideId, Guide> = {
  newYork: {
    id: 'newYork',
    sections: [
      section('games', ['lotto', 'shared.powerball', 'shared.megaMillions'], { games: ['new-york-lottery', 'powerball', 'mega-millions'] }),
      section('digits', ['numbers', 'box'], { links: ['pick3', 'pick2'] }),
      section('results', ['official', 'here'], { official: 'https://nylottery.ny.gov', links: ['powerballHistory', 'newYorkHistory', 'powerballCheck'] }),
      section('generate', ['methods', 'shared.sameOdds'], { links: ['newYorkGenerator', 'powerballGenerator', 'megaGenerator'] }),
    ],
  },
  florida: {
    id: 'florida',
    sections: [
      section('lotto', ['rules', 'prizes'], { games: ['florida-lotto', 'powerball', 'mega-millions'] }),
      section('multiState', ['shared.powerball', 'shared.megaMillions']),
      section('daily', ['pick'], { links: ['pick2', 'pick3'] }),
      section('history', ['archive', 'stats'], { official: 'https://floridalottery.com', links: ['floridaHistory', 'floridaStats', 'floridaGenerator'] }),
    ],
  },
  northCarolina: {
    id: 'northCarolina',
    sections: [
      section('games', ['intro', 'shared.powerball', 'shared.megaMillions'], { games: ['powerball', 'mega-millions'] }),
      section('results', ['official', 'here'], { official: 'https://nclottery.com', links: ['powerballHistory', 'powerballCheck', 'megaHistory'] }),
      section('digits', ['pick'], { links: ['pick3'] }),
      section('generate', ['methods', 'shared.sameOdds'], { links: ['powerballGenerator', 'megaGenerator'] }),
    ],
  },
  hotNumbers: {
    id: 'hotNumbers',
    sections: [
      section('what', ['definition', 'windows']),
      section('odds', ['memory', 'fallacy']),
      section('stats', ['view', 'reading'], { links: ['powerballStats', 'floridaStats'] }),
      section('generator', ['method', 'shared.sameOdds'], { links: ['hotColdGenerator'] }),
    ],
  },
  dreamNumbers: {
    id: 'dreamNumbers',
    sections: [
      section('tradition', ['history', 'today']),
      section('odds', ['same', 'sharing'], { links: ['howToWin'] }),
      section('site', ['noMethod'], { links: ['luckyGenerator'] }),
      section('care', ['budget'], { links: ['responsible'] }),
    ],
  },
  pick2: {
    id: 'pick2',
    sections: [
      section('how', ['digits', 'where']),
      section('bets', ['straight', 'box', 'double'], { digits: 2 }),
      section('odds', ['independent', 'prizes'], { links: ['hotNumbers', 'pick3'] }),
    ],
  },
  pick3: {
    id: 'pick3',
    sections: [
      section('how', ['digits', 'where']),
      section('bets', ['straight', 'box', 'patterns'], { digits: 3 }),
      section('odds', ['independent', 'prizes'], { links: ['hotNumbers', 'pick2'] }),
    ],
  },
  howToWin: {
    id: 'howToWin',
    sections: [
      section('odds', ['equal', 'jackpots'], { games: ['powerball', 'mega-millions', 'florida-lotto', 'euromillions'] }),
      section('tickets', ['more', 'value'], { links: ['powerballOdds'] }),
      section('sharing', ['split', 'fewer'], { links: ['powerballGenerator'] }),
      section('systems', ['claims']),
      section('responsible', ['play'], { links: ['responsible'] }),
    ],
  },
};

/** The pages every guide ends with: history, responsible gaming and the other guides. */
export function relatedLinks(id: GuideId): GuideLinkId[] {
  return ['history', 'responsible', ...GUIDE_IDS.filter((other) => other !== id)];
}

/** The guide at an English path, if any. */
export function guideAt(path: string): Guide | undefined {
  const id = GUIDE_IDS.find((guide) => GUIDE_LINKS[guide] === path);
  return id && GUIDES[id];
}
