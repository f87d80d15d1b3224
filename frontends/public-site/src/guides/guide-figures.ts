/**
 * The figures the guides quote, worked out from libs/lottery (games.ts matrices and rules history,
 * prizes/ tables) rather than typed into the texts, formatted for the page language.
 */
import { currentPrizeTable, findGame, type Game, type GameId, type GameRules, languageLocale, numberFormat } from '@pickwise/lottery';
import { jackpotOneIn, previousJackpotOneIn } from '../content/game-facts.js';
import { formatCount, formatDecimal } from '../odds/number-format.js';
import { digitGameOdds, type DigitGameOdds } from './digit-games.js';

/** A game of libs/lottery by id (the guides name only known games). */
export function gameOf(gameId: GameId): Game {
  const game = findGame(gameId);
  if (!game) throw new Error(`Unknown game ${gameId}`);
  return game;
}

/** The rules a game had before today's, and today's. */
function lastTwoRules(gameId: GameId): [GameRules, GameRules] {
  const [previous, current] = gameOf(gameId).rules.slice(-2);
  if (!previous || !current) throw new Error(`${gameId} has had one set of rules`);
  return [previous, current];
}

/** Interpolation values for the guides' texts (`{{powerballOdds}}` and so on). */
export function guideFigures(language: string): Record<string, string> {
  const count = (value: number) => formatCount(value, language);
  const [megaBefore, megaNow] = lastTwoRules('mega-millions');
  const [, floridaNow] = lastTwoRules('florida-lotto');
  const powerballOdds = jackpotOneIn('powerball');
  const [pick2, pick3, pick4] = [2, 3, 4].map(digitGameOdds) as [DigitGameOdds, DigitGameOdds, DigitGameOdds];
  /** '1 in N' for a box bet on a set with `orders` distinct orders. */
  const boxOneIn = ({ combinations, patterns }: DigitGameOdds, index: number) => formatDecimal(combinations / (patterns[index]?.orders ?? NaN), language, 1);
  return {
    powerballOdds: count(powerballOdds),
    powerballTenLines: count(powerballOdds / 10),
    megaOdds: count(jackpotOneIn('mega-millions')),
    megaSpecialMax: String(megaNow.specialMax),
    megaChangeDate: new Date(`${megaNow.since}T12:00:00Z`).toLocaleDateString(languageLocale(language), { dateStyle: 'long', timeZone: 'UTC' }),
    megaPrice: numberFormat(languageLocale(language), { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(currentPrizeTable('mega-millions').ticketPrice),
    megaOldOdds: count(previousJackpotOneIn('mega-millions') ?? NaN),
    megaOldSpecialMax: String(megaBefore.specialMax),
    floridaOdds: count(jackpotOneIn('florida-lotto')),
    floridaAnyOdds: formatDecimal(currentPrizeTable('florida-lotto').anyPrizeOdds.oneIn, language, 1),
    floridaSince: floridaNow.since.slice(0, 4),
    newYorkOdds: count(jackpotOneIn('new-york-lottery')),
    euroOdds: count(jackpotOneIn('euromillions')),
    pick2Combinations: count(pick2.combinations),
    pick2Box: boxOneIn(pick2, 0),
    pick3Combinations: count(pick3.combinations),
    pick3Box6: boxOneIn(pick3, 0),
    pick3Box3: boxOneIn(pick3, 1),
    pick4Combinations: count(pick4.combinations),
  };
}
