/**
 * The figures the guides quote, worked out from libs/lottery (games.ts matrices and rules history,
 * prizes/ tables) rather than typed into the texts, formatted for the page language.
 */
import { currentPrizeTable, findGame, prizeTableOn, type Game, type GameId, type GameRules } from '@pickwise/lottery';
import { formatCount, formatDecimal, numberLocale } from '../odds/number-format.js';

/** Exact jackpot odds (the N of '1 in N') of the rules in force today, or on a date. */
export function jackpotOneIn(gameId: GameId, on?: string): number {
  const table = on ? prizeTableOn(gameId, on) : currentPrizeTable(gameId);
  const oneIn = table?.tiers[0]?.odds.oneIn;
  if (oneIn === undefined) throw new Error(`No jackpot tier for ${gameId}`);
  return oneIn;
}

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
  return {
    powerballOdds: count(powerballOdds),
    powerballTenLines: count(powerballOdds / 10),
    megaOdds: count(jackpotOneIn('mega-millions')),
    megaSpecialMax: String(megaNow.specialMax),
    megaChangeDate: new Date(`${megaNow.since}T12:00:00Z`).toLocaleDateString(numberLocale(language), { dateStyle: 'long', timeZone: 'UTC' }),
    megaPrice: new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(currentPrizeTable('mega-millions').ticketPrice),
    megaOldOdds: count(jackpotOneIn('mega-millions', megaBefore.since)),
    megaOldSpecialMax: String(megaBefore.specialMax),
    floridaOdds: count(jackpotOneIn('florida-lotto')),
    floridaAnyOdds: formatDecimal(currentPrizeTable('florida-lotto').anyPrizeOdds.oneIn, language, 1),
    floridaSince: floridaNow.since.slice(0, 4),
    newYorkOdds: count(jackpotOneIn('new-york-lottery')),
    euroOdds: count(jackpotOneIn('euromillions')),
  };
}
