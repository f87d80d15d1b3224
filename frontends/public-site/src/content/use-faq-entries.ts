import { RETENTION_DAYS } from '@pickwise/contracts';
import { dateTimeFormat, type Game, GAMES, languageLocale, METHOD_IDS } from '@pickwise/lottery';
import { GAME_COPY, METHOD_COPY } from '@pickwise/site/copy';
import { formatCount } from '../odds/number-format.js';
import { usePublicSiteTexts } from '../i18n/texts.js';
import { FAQ_ITEMS, type FaqKey } from './faq-items.js';
import type { FaqEntry } from './faq-structured-data.js';
import { currentRulesSince, drawDaysOf, gamesIn, jackpotOneIn, listOf, previousJackpotOneIn } from './game-facts.js';

export interface ShownFaqEntry extends FaqEntry {
  key: FaqKey;
  link?: { path: string; label: string };
}

/** The 22 questions with their answers in the page language, the figures filled in from libs/lottery (and the log's retention from libs/contracts). */
export function useFaqEntries(): ShownFaqEntry[] {
  const { t, language, link, pick } = usePublicSiteTexts();
  const count = (value: number) => formatCount(value, language);
  const names = (games: readonly Game[]) => listOf(games.map((game) => game.name), language);
  const date = (isoDate: string) => dateTimeFormat(languageLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));
  const range = (game: Game) =>
    t(game.specialCount > 0 ? 'content.ranges.withSpecial' : 'content.ranges.main', {
      game: game.name,
      count: game.mainCount,
      min: 1,
      max: game.mainMax,
      specialCount: game.specialCount,
      special: GAME_COPY[game.id].specialName?.[language] ?? '',
      specialMin: game.specialMin,
      specialMax: game.specialMax,
    });

  const values = {
    methods: METHOD_IDS.map((method) => `${pick(METHOD_COPY[method].name)}: ${pick(METHOD_COPY[method].description)}`).join(' '),
    powerball: count(jackpotOneIn('powerball')),
    megaMillions: count(jackpotOneIn('mega-millions')),
    megaMillionsBefore: count(previousJackpotOneIn('mega-millions') ?? 0),
    megaMillionsSince: date(currentRulesSince('mega-millions')),
    euromillions: count(jackpotOneIn('euromillions')),
    eurojackpot: count(jackpotOneIn('eurojackpot')),
    ukLotto: count(jackpotOneIn('uk-lotto')),
    superenalotto: count(jackpotOneIn('superenalotto')),
    usa: names(gamesIn('usa')),
    europe: names(gamesIn('europe')),
    days: GAMES.map((game) => `${game.name}, ${drawDaysOf(game, language)}`).join('; '),
    ranges: GAMES.map(range).join('; '),
    generationLogs: t('content.privacy.days', { count: RETENTION_DAYS.generationLogs }),
  };

  return FAQ_ITEMS.map((item) => ({
    key: item.key,
    question: t(`content.faqs.items.${item.key}.question`),
    answer: t(`content.faqs.items.${item.key}.answer`, values),
    ...('link' in item ? { link: { path: link(item.link.path), label: t(item.link.labelKey) } } : {}),
  }));
}
